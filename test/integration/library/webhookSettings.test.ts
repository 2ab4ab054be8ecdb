import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EventHub, bindContract } from '@shared/rpc/bind'
import type { Dispatch } from '@shared/rpc/bind'
import type { Envelope } from '@shared/rpc/envelope'
import { composeServices } from '@services/compose'
import type { Services } from '@services/compose'
import { createLogger, setLogSink } from '@services/log'
import { startEmulator } from '../../emulator'
import type { Emulator } from '../../emulator'
import { fixtureFiles } from '../engine/helpers'

// Per-webhook settings as the shells compose them: defaults fill a send, upload limits stop one early.
let emu: Emulator
let services: Services
let dispatch: Dispatch
const quiet = { error: () => {} }
const files = fixtureFiles()
const MIB = 1024 * 1024

async function call<T = Record<string, unknown>>(name: string, input: unknown = {}): Promise<T> {
  const envelope: Envelope = await dispatch(name, input)
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.kind}: ${envelope.error.message}`)
  return envelope.value as T
}

/** Stages a fixture file as the page would, for a send that names it by handle. */
async function staged(file: string, name?: string): Promise<{ handle: string; name?: string }> {
  const info = await services.staging.stage(path.basename(file), undefined, fs.createReadStream(file))
  return name ? { handle: info.handle, name } : { handle: info.handle }
}

type Refusal = { kind: string; message: string; issues: { path: string; message: string }[] }
async function refusal(name: string, input: unknown): Promise<Refusal> {
  const envelope = await dispatch(name, input)
  if (envelope.ok) throw new Error(`${name} succeeded`)
  return envelope.error as Refusal
}

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  services = await composeServices({
    shell: 'browser',
    version: '0.0.0-test',
    openExternal: async () => {},
    config: {
      apiBase: emu.apiBase,
      authBase: emu.authBase,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'herald-settings-int-')),
      sandbox: false,
    },
    events: new EventHub(quiet),
    log: createLogger('test/settings'),
    passphrase: 'integration passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  dispatch = bindContract(services.handlers, quiet)
  await call('webhooks.add', { url: emu.demo.webhooks.general.url })
})

afterAll(async () => {
  await services?.dispose()
  await emu?.close()
})

beforeEach(() => emu.control.clearJournal())

const saved = () => ({ kind: 'saved', webhookId: emu.demo.webhooks.general.id })
const executes = () => emu.control.journal({ route: 'executeWebhook' })

describe('per-webhook settings on a send', () => {
  it('fills a missing username and avatar from the webhook’s defaults, and keeps the message’s own', async () => {
    await call('webhooks.updateSettings', {
      webhookId: emu.demo.webhooks.general.id,
      settings: { defaultUsername: 'Release Bot', defaultAvatarUrl: 'https://example.com/bot.png' },
    })
    await call('message.send', { target: saved(), message: { content: 'defaults' } })
    await call('message.send', {
      target: saved(),
      message: { content: 'own', username: 'Someone', avatar_url: 'https://example.com/me.png' },
    })
    expect(executes().map((entry) => entry.body)).toEqual([
      expect.objectContaining({
        content: 'defaults',
        username: 'Release Bot',
        avatar_url: 'https://example.com/bot.png',
      }),
      expect.objectContaining({
        content: 'own',
        username: 'Someone',
        avatar_url: 'https://example.com/me.png',
      }),
    ])
  })

  it('sends no username or avatar on an edit', async () => {
    const sent = await call<{ message: { id: string } }>('message.send', {
      target: saved(),
      message: { content: 'v1' },
    })
    await call('message.edit', { target: saved(), messageId: sent.message.id, message: { content: 'v2' } })
    const [edit] = emu.control.journal({ route: 'editWebhookMessage' })
    expect(edit?.body).toEqual({ content: 'v2' })
  })

  it('refuses a file over the webhook’s limit with an issue per file, before any request', async () => {
    await call('webhooks.updateSettings', {
      webhookId: emu.demo.webhooks.general.id,
      settings: { uploadLimitMiB: 10 },
    })
    const big = files.big(10 * MIB + 1)
    const error = await refusal('message.send', {
      target: saved(),
      message: { content: 'too big' },
      files: [await staged(files.txt), await staged(big, 'banner.png'), await staged(big)],
    })
    expect(error.kind).toBe('invalidInput')
    expect(error.issues.map((issue) => issue.path)).toEqual(['files[1]', 'files[2]'])
    expect(error.issues[0]!.message).toBe(
      'banner.png is 10.1 MiB; this webhook’s server accepts files up to 10 MiB. Raise the webhook’s upload limit if the server is boosted.',
    )
    expect(emu.control.journal()).toEqual([])
  })

  it('holds the request to 25 MiB, or to a boosted limit above it, and an edit’s new files too', async () => {
    const sent = await call<{ message: { id: string } }>('message.send', {
      target: saved(),
      message: { content: 'small' },
    })
    emu.control.clearJournal()
    // Each file fits the default 10 MiB limit; together they pass the 25 MiB request cap.
    const nine = files.big(9 * MIB)
    const nines = [await staged(nine), await staged(nine), await staged(nine)]
    const tooMuch = { message: { content: 'x' }, files: nines }
    expect((await refusal('message.send', { target: saved(), ...tooMuch })).issues).toEqual([
      { path: 'files', message: expect.stringMatching(/add up to 27 MiB; Discord accepts at most 25 MiB/) },
    ])
    const edit = await refusal('message.edit', { target: saved(), messageId: sent.message.id, ...tooMuch })
    expect(edit.issues.map((issue) => issue.path)).toEqual(['files'])

    // A boosted server's 50 MiB limit raises the cap with it.
    await call('webhooks.updateSettings', {
      webhookId: emu.demo.webhooks.general.id,
      settings: { uploadLimitMiB: 50 },
    })
    const big = files.big(26 * MIB)
    const boosted = await refusal('message.send', {
      target: saved(),
      message: { content: 'x' },
      files: [await staged(big), await staged(big)],
    })
    expect(boosted.issues).toEqual([
      { path: 'files', message: expect.stringMatching(/add up to 52 MiB; Discord accepts at most 50 MiB/) },
    ])
    expect(emu.control.journal()).toEqual([])
  })

  it('holds a pasted URL to the default limit from settings', async () => {
    await call('settings.update', { settings: { defaultUploadLimitMiB: 10 } })
    const error = await refusal('message.send', {
      target: { kind: 'url', url: emu.demo.webhooks.general.url },
      message: { content: 'pasted' },
      files: [await staged(files.big(11 * MIB))],
    })
    expect(error.issues).toEqual([
      { path: 'files[0]', message: expect.stringMatching(/up to 10 MiB\. Raise the default upload limit/) },
    ])
    expect(emu.control.journal()).toEqual([])
  })
})
