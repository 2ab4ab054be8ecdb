import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dispatch } from '@shared/rpc/bind'
import type { Services } from '@services/compose'
import { createLogger, setLogSink } from '@services/log'
import { startEmulator } from '../../emulator'
import type { Emulator } from '../../emulator'
import { dataFiles } from '../../support/secretScan'
import { openServices } from '../../support/services'

// Issue 13, defect 7: a webhook URL pasted as a default avatar would be stored unsealed, token included.
let emu: Emulator
let services: Services
let dispatch: Dispatch
let dataDir: string

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-avatar-'))
  const opened = await openServices(emu, dataDir, {
    log: createLogger('test/avatar'),
    passphrase: 'integration passphrase',
  })
  services = opened.services
  dispatch = opened.dispatch
  const added = await dispatch('webhooks.add', { url: emu.demo.webhooks.general.url })
  if (!added.ok) throw new Error(added.error.message)
})

afterAll(async () => {
  await services?.dispose()
  await emu?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('default avatar URL', () => {
  const { id, token } = { id: '112233445566778899', token: `${'Ab3-_'.repeat(13)}xyz` }
  const forms = [
    `https://discord.com/api/webhooks/${id}/${token}`,
    `https://discord.com/api/v10/webhooks/${id}/${token}?thread_id=123456789012345678`,
    `https://ptb.discord.com/api/webhooks/${id}/${token}`,
    `https://canary.discord.com/api/webhooks/${id}/${token}/`,
    `https://discordapp.com/api/webhooks/${id}/${token}`,
    `http://discord.com/api/webhooks/${id}/${token}`,
    `https://DISCORD.com/api/webhooks/${id}/${token}`,
  ]

  it.each(forms)('refuses %s with a clear message and stores nothing', async (url) => {
    const webhookId = emu.demo.webhooks.general.id
    const answer = await dispatch('webhooks.updateSettings', {
      webhookId,
      settings: { defaultAvatarUrl: url },
    })
    expect(answer.ok).toBe(false)
    if (answer.ok) return
    expect(answer.error).toMatchObject({ kind: 'invalidInput' })
    const issues = 'issues' in answer.error ? answer.error.issues : []
    expect(issues).toContainEqual({
      path: 'settings.defaultAvatarUrl',
      message: expect.stringMatching(/webhook URL.*token/),
    })
    for (const [, bytes] of dataFiles(dataDir)) expect(bytes.toString()).not.toContain(token)
  })

  it('still takes an image URL, one from Discord’s CDN too', async () => {
    const webhookId = emu.demo.webhooks.general.id
    for (const url of [
      'https://example.com/avatar.png',
      'https://cdn.discordapp.com/avatars/112233445566778899/abcdef.png',
    ]) {
      const answer = await dispatch('webhooks.updateSettings', {
        webhookId,
        settings: { defaultAvatarUrl: url },
      })
      expect(answer).toMatchObject({ ok: true, value: { webhook: { settings: { defaultAvatarUrl: url } } } })
    }
  })
})
