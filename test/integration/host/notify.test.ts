import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EventHub, bindContract } from '@shared/rpc'
import type { ShellAdapters } from '@services/compose'
import { composeServices } from '@services/compose'
import { configFromEnv } from '@services/config'

// app.notify has an effect only where the shell gives the services a notifier (the Electron shell).
const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const done of cleanup.splice(0)) await done()
})

async function compose(adapters: Partial<ShellAdapters>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-notify-'))
  const services = await composeServices({
    config: configFromEnv({ HERALD_DATA_DIR: dataDir, HERALD_API_BASE: 'http://127.0.0.1:9/api/v10' }),
    events: new EventHub(log),
    log,
    shell: 'browser',
    version: '0.0.0',
    openExternal: async () => undefined,
    ...adapters,
  })
  cleanup.push(async () => {
    await services.dispose()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return bindContract(services.handlers, log)
}

describe('app.notify', () => {
  it('answers shown: false where the shell has no notifier (the browser host)', async () => {
    const dispatch = await compose({})
    expect(await dispatch('app.notify', { title: 'Sent', body: 'The message is posted.' })).toEqual({
      ok: true,
      value: { shown: false },
    })
  })

  it("hands the notice to the shell's notifier and says whether it was shown", async () => {
    const notify = vi.fn(() => true)
    const dispatch = await compose({ shell: 'electron', notify })
    expect(await dispatch('app.notify', { title: 'Sent', body: 'The message is posted.' })).toEqual({
      ok: true,
      value: { shown: true },
    })
    expect(notify).toHaveBeenCalledWith({ title: 'Sent', body: 'The message is posted.' })
  })

  it('refuses an empty or overlong title before any notifier sees it', async () => {
    const notify = vi.fn(() => true)
    const dispatch = await compose({ shell: 'electron', notify })
    for (const title of ['', 't'.repeat(101)]) {
      expect(await dispatch('app.notify', { title, body: '' }), title).toMatchObject({
        ok: false,
        error: { kind: 'invalidInput' },
      })
    }
    expect(notify).not.toHaveBeenCalled()
  })
})
