import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Services } from '@services/compose'
import { setLogSink } from '@services/log'
import type { Draft } from '@shared/drafts/draft'
import type { Phrase } from '@shared/i18n'
import type { Dispatch, Envelope } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { translatorFor } from '../../support/english'
import { openServices } from '../../support/services'

// drafts.import / importWebhooks / export as both shells compose them, against the emulator.
let emu: Emulator
let dataDir: string
let services: Services | undefined
let dispatch: Dispatch

async function call<T = Record<string, unknown>>(name: string, input: unknown = {}): Promise<T> {
  const envelope: Envelope = await dispatch(name, input)
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.kind}: ${envelope.error.message}`)
  return envelope.value as T
}

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
})
afterAll(async () => emu?.close())
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-interop-'))
  const opened = await openServices(emu, dataDir, { passphrase: 'interop passphrase' })
  services = opened.services
  dispatch = opened.dispatch
})
afterEach(async () => {
  await services?.dispose()
  services = undefined
  fs.rmSync(dataDir, { recursive: true, force: true })
})

type Imported = {
  drafts: { id: string; name: string; messages: number }[]
  webhooks: { key: string; webhookId: string; maskedUrl: string }[]
  token: string | null
  problems: { pathText: string; code: string; message: string; phrase?: { id: string; parts?: object } }[]
}

function backupWith(url: string): string {
  return JSON.stringify({
    version: 8,
    backups: [
      {
        name: 'Launch',
        messages: [{ data: { content: 'one', author: { name: 'Old bot' } } }, { data: { content: 'two' } }],
        targets: [{ url }],
      },
    ],
  })
}

describe('drafts.import, drafts.importWebhooks, drafts.export', () => {
  it('imports a backup into a draft, holds its webhook masked until asked, then saves it sealed', async () => {
    const hook = emu.demo.webhooks.general
    const discordUrl = `https://discord.com/api/webhooks/${hook.id}/${hook.token}`
    const r = await call<Imported>('drafts.import', { text: backupWith(discordUrl) })
    expect(r.drafts).toEqual([{ id: expect.any(String), name: 'Launch', messages: 2 }])
    expect(r.problems).toEqual([])
    expect(r.webhooks).toEqual([
      {
        key: 'w0',
        webhookId: hook.id,
        maskedUrl: `…/webhooks/${hook.id}/••••${hook.token.slice(-4)}`,
        pathText: 'backups[0].targets[0].url',
      },
    ])
    expect(JSON.stringify(r)).not.toContain(hook.token)
    const { draft } = await call<{ draft: Draft }>('drafts.get', { id: r.drafts[0]?.id })
    expect(draft.messages.map((m) => m.data)).toEqual([
      { content: 'one', username: 'Old bot' },
      { content: 'two' },
    ])
    expect(draft.targets).toEqual([])
    expect(fs.readFileSync(path.join(dataDir, 'drafts', `${draft.id}.json`), 'utf8')).not.toContain(
      hook.token,
    )

    // Nothing is in the library until the user agrees.
    expect((await call<{ total: number }>('webhooks.list')).total).toBe(0)
    const saved = await call('drafts.importWebhooks', { token: r.token, keys: ['w0'] })
    expect(saved).toEqual({ saved: [{ key: 'w0', webhookId: hook.id, alreadySaved: false }], failed: [] })
    expect((await call<{ total: number }>('webhooks.list')).total).toBe(1)
    const bad = await call('drafts.importWebhooks', { token: 'nope', keys: ['w0'] })
    expect(bad).toMatchObject({ saved: [], failed: [{ key: 'w0' }] })
  })

  // Issue 25: why a webhook was not saved travels as a phrase the page and the CLI translate.
  it('says why a found webhook was not saved in the reader’s language', async () => {
    const hook = emu.demo.webhooks.general
    const wrongToken = `https://discord.com/api/webhooks/${hook.id}/${'W'.repeat(68)}`
    const r = await call<Imported>('drafts.import', { text: backupWith(wrongToken) })
    type Failed = { failed: { key: string; message: string; phrase?: Phrase }[] }
    const refused = await call<Failed>('drafts.importWebhooks', { token: r.token, keys: ['w0'] })
    const [why] = refused.failed
    expect(why?.phrase?.id).toMatch(/^service\./)
    expect(saidText(translatorFor('en'), why!)).toBe(why?.message)
    expect(saidText(translatorFor('de'), why!)).not.toBe(why?.message)
    const gone = await call<Failed>('drafts.importWebhooks', { token: 'nope', keys: ['w0'] })
    expect(gone.failed).toEqual([
      {
        key: 'w0',
        message: 'This import is too old or unknown; import the file again.',
        phrase: { id: 'cli2.import.tokenGone' },
      },
    ])
    expect(saidText(translatorFor('de'), gone.failed[0]!)).toBe(
      'Dieser Import ist zu alt oder unbekannt; importiere die Datei erneut.',
    )
  })

  it('exports JSON and a share link, with the webhook URL only when asked', async () => {
    const hook = emu.demo.webhooks.general
    await call('webhooks.add', { url: hook.url })
    const { draft } = await call<{ draft: Draft }>('drafts.create', {
      name: 'Out',
      messages: [{ id: 'm1', data: { content: 'Hi', username: 'Bot' }, files: [] }],
      targets: [{ kind: 'saved', webhookId: hook.id }],
    })
    const plain = await call<{ json: string; link: string | null }>('drafts.export', {
      ids: [draft.id],
      share: true,
    })
    expect(JSON.parse(plain.json)).toEqual({
      version: 'd2',
      messages: [{ data: { content: 'Hi', username: 'Bot', author: { name: 'Bot' } } }],
    })
    const encoded = plain.link?.replace('https://discohook.app/?data=', '') ?? ''
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(JSON.parse(plain.json))
    const withUrls = await call<{ json: string }>('drafts.export', {
      ids: [draft.id],
      includeWebhookUrls: true,
    })
    expect(JSON.parse(withUrls.json).targets).toEqual([
      { url: `https://discord.com/api/webhooks/${hook.id}/${hook.token}` },
    ])
    const other = await call<{ draft: Draft }>('drafts.create', { name: 'Other' })
    const both = await call<{ json: string }>('drafts.export', { ids: [draft.id, other.draft.id] })
    expect(JSON.parse(both.json)).toMatchObject({ version: 8, backups: [{ name: 'Out' }, { name: 'Other' }] })
  })

  // Issue 22 item 3: the targets an import names become the draft's targets.
  it("a target already in the library becomes the imported draft's target at once", async () => {
    const hook = emu.demo.webhooks.general
    await call('webhooks.add', { url: hook.url })
    const url = `https://discord.com/api/webhooks/${hook.id}/${hook.token}`
    const r = await call<Imported>('drafts.import', { text: backupWith(url) })
    const { draft } = await call<{ draft: Draft }>('drafts.get', { id: r.drafts[0]?.id })
    expect(draft.targets).toEqual([{ kind: 'saved', webhookId: hook.id }])
  })

  it('a target saved to the library after the import becomes the target of the drafts that named it', async () => {
    const hook = emu.demo.webhooks.general
    const url = `https://discord.com/api/webhooks/${hook.id}/${hook.token}`
    const r = await call<Imported>('drafts.import', { text: backupWith(url) })
    const id = r.drafts[0]?.id
    expect((await call<{ draft: Draft }>('drafts.get', { id })).draft.targets).toEqual([])
    await call('drafts.importWebhooks', { token: r.token, keys: ['w0'] })
    expect((await call<{ draft: Draft }>('drafts.get', { id })).draft.targets).toEqual([
      { kind: 'saved', webhookId: hook.id },
    ])
  })

  // Issue 25: the page says each problem in the user's language from its phrase; the English stays.
  it('problems and left-out parts cross the RPC with their phrases, a field problem with its field', async () => {
    const text = JSON.stringify({
      version: 8,
      backups: [
        {
          name: 'Mixed',
          messages: [
            {
              data: { content: 'x', embeds: [{ title: 'x'.repeat(300) }], extra: 1 },
              reference: '1000000000000000003',
            },
            {
              data: {
                content: 'y',
                components: [
                  {
                    type: 1,
                    components: [
                      { type: 2, style: 5, url: 'https://example.com/', label: 'a', custom_id: 'track' },
                    ],
                  },
                ],
              },
            },
          ],
          targets: [],
        },
      ],
    })
    const r = await call<Imported & { dropped: { message: string; phrase?: unknown }[] }>('drafts.import', {
      text,
    })
    const byCode = (code: string) => r.problems.find((p) => p.code === code)
    expect(byCode('unknown_field')).toMatchObject({
      message: '"extra" is not a message field Herald knows; it was left out.',
      phrase: { id: 'import.unknownField', values: { key: 'extra' } },
    })
    expect(byCode('edit_without_webhook')).toMatchObject({
      pathText: 'Mixed › message 1',
      phrase: { id: 'import.editWithoutWebhook' },
    })
    const title = r.problems.find((p) => p.pathText === 'backups[0].messages[0].data.embeds[0].title')
    expect(title?.phrase?.parts).toBeDefined()
    expect(r.dropped).toMatchObject([{ phrase: { id: 'import.dropped.dhTracking' } }])
  })
})
