import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import { BACKUP_MAX, IMPORT_MAX_DRAFTS } from '@shared/backup/limits'
import type { Draft } from '@shared/drafts/draft'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import type { Opened } from '../../support/services'
import { freshApps } from '../../support/services'

// Issue 24, defect 6: an import or a restore creates at most its cap, and never passes the data folder's
// total; over a cap it is refused whole, with the numbers, and nothing is written.
let emu: Emulator
const freshApp = freshApps('herald-caps-', () => emu)

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ port: 0 })
})
afterAll(async () => {
  await emu.close()
})

const draftCount = async (app: Opened) => (await app.call<{ drafts: unknown[] }>('drafts.list')).drafts.length

describe('caps on what an import or a restore creates', () => {
  it('refuses a Discohook backup that would make more drafts than one import may, creating none', async () => {
    const app = await freshApp()
    const before = await draftCount(app)
    const backups = Array.from({ length: IMPORT_MAX_DRAFTS + 1 }, (_, i) => ({
      name: `Bomb ${i}`,
      messages: [{ data: { content: 'x' } }],
    }))
    const error = await app.failure('drafts.import', { text: JSON.stringify({ version: 8, backups }) })
    expect(error).toMatchObject({
      kind: 'invalidInput',
      message: `This file would make 201 drafts; Herald imports at most 200 at once. Split it in Discohook; nothing was imported.`,
    })
    expect(await draftCount(app)).toBe(before)
  })

  it('refuses a backup with more drafts than one backup may carry, before reading them, writing nothing', async () => {
    const source = await freshApp()
    const { draft } = await source.call<{ draft: Draft }>('drafts.create', {})
    const { text } = await source.call<{ text: string }>('backup.create')
    const backup = JSON.parse(text) as { drafts: Draft[] }
    backup.drafts = Array.from({ length: BACKUP_MAX.drafts + 1 }, (_, i) => ({
      ...draft,
      id: `bomb${String(i).padStart(8, '0')}`,
    }))
    const app = await freshApp()
    const here = await draftCount(app)
    const error = await app.failure('backup.restore', { text: JSON.stringify(backup), choices: {} })
    expect(error).toMatchObject({
      kind: 'invalidInput',
      message: 'The file holds 1,001 entries under "drafts"; Herald reads at most 1,000.',
    })
    expect(await draftCount(app)).toBe(here)
  })
})
