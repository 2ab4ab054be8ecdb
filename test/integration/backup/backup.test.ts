import { Readable } from 'node:stream'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { Draft } from '@shared/drafts/draft'
import type { HistoryEntryDetail } from '@shared/rpc/areas/history'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { secretForms } from '../../support/secretScan'
import type { Opened } from '../../support/services'
import { freshApps } from '../../support/services'

// Herald's own backup, as the shells compose it: made on one data folder, restored into another.
let emu: Emulator
const freshApp = freshApps('herald-backup-', () => emu)

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ port: 0 })
})
afterAll(async () => {
  await emu.close()
})
beforeEach(() => emu.control.seed('demo'))

/** Webhooks, a bot token, a draft with a pasted (sealed) URL and a file, a template, history, settings. */
async function filledApp(): Promise<{ app: Opened; draft: Draft; webhookId: string }> {
  const app = await freshApp()
  const { webhook } = await app.call<{ webhook: { id: string } }>('webhooks.add', {
    url: emu.demo.webhooks.general.url,
  })
  await app.call('webhooks.add', { url: emu.demo.webhooks.news.url })
  await app.call('webhooks.renameServer', { serverId: emu.demo.guild.id, name: 'My server' })
  await app.call('botTokens.add', { label: 'Sandbox bot', token: emu.demo.application.botToken })
  const { target: sealed } = await app.call<{ target: Draft['targets'][number] }>('drafts.sealUrl', {
    url: emu.demo.webhooks.announcements.url,
  })
  const { draft: created } = await app.call<{ draft: Draft }>('drafts.create', {})
  const file = await app.services.staging.stage('notes.txt', 'text/plain', Readable.from([Buffer.from('n')]))
  const draft: Draft = {
    ...created,
    name: 'Release notes',
    targets: [{ kind: 'saved', webhookId: webhook.id }, sealed],
    messages: [
      {
        ...created.messages[0]!,
        data: { content: 'Herald 2.0', allowed_mentions: { parse: [] } },
        files: [{ ...file, spoiler: false, description: '' }],
      },
    ],
  }
  await app.call('drafts.save', { draft })
  await app.call('templates.saveFromDraft', { draftId: draft.id, name: 'Weekly' })
  const sent = await app.call<{ message: { id: string } }>('message.send', {
    target: { kind: 'saved', webhookId: webhook.id },
    message: { content: 'Sent once' },
  })
  await app.call('message.edit', {
    target: { kind: 'saved', webhookId: webhook.id },
    messageId: sent.message.id,
    message: { content: 'Sent, then edited' },
  })
  await app.call('settings.update', { settings: { theme: 'dark', previewDensity: 'compact' } })
  return { app, draft, webhookId: webhook.id }
}

type Made = { text: string; fileName: string; filesLeftOut: number; contents: Record<string, number> }

describe('backup', () => {
  it('holds no secret: no webhook token, bot token or sealed URL, in any encoding', async () => {
    const { app } = await filledApp()
    const { text } = await app.call<Made>('backup.create')
    const secrets = [
      ...Object.values(emu.demo.webhooks).map((w) => w.url.split('/').at(-1)!),
      emu.demo.application.botToken,
    ]
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(20)
      for (const form of [...secretForms(secret), encodeURIComponent(secret)])
        expect(text).not.toContain(form)
    }
    // Not even the masked URL's last characters of a token, nor the sealed blobs and references.
    expect(text).not.toMatch(/••••|maskedUrl|ciphertext|"sealed"|botToken/)
  })

  it('restores into an empty data folder: the same drafts, templates, history and settings', async () => {
    const { app, draft, webhookId } = await filledApp()
    const made = await app.call<Made>('backup.create')
    expect(made.fileName).toMatch(/^herald-backup-\d{4}-\d{2}-\d{2}\.json$/)
    expect(made.contents).toEqual({ drafts: 1, templates: 1, webhooks: 2, history: 1 })
    expect(made.filesLeftOut).toBe(1)

    const empty = await freshApp()
    const inspected = await empty.call<{ conflicts: Record<string, unknown[] | boolean> }>('backup.inspect', {
      text: made.text,
    })
    // Settings differ from a new folder's defaults: that too is asked.
    expect(inspected.conflicts).toEqual({
      drafts: [],
      templates: [],
      webhooks: [],
      history: [],
      settings: true,
    })
    const summary = await empty.call('backup.restore', { text: made.text, choices: { settings: 'replace' } })
    expect(summary).toEqual({
      drafts: { added: 1, replaced: 0, copied: 0, kept: 0 },
      templates: { added: 1, replaced: 0, copied: 0, kept: 0 },
      webhooks: { added: 2, replaced: 0, copied: 0, kept: 0 },
      history: { added: 1, replaced: 0, copied: 0, kept: 0 },
      settings: 'restored',
      awaitingUrl: 2,
    })

    const restored = await empty.call<{ draft: Draft }>('drafts.get', { id: draft.id })
    // The pasted URL and the file stay behind; everything else comes back as it was.
    expect(restored.draft).toEqual({
      ...draft,
      updatedAt: restored.draft.updatedAt,
      targets: [{ kind: 'saved', webhookId }],
      messages: [{ ...draft.messages[0]!, files: [] }],
    })
    const before = await app.call<{ templates: unknown[] }>('templates.list')
    expect(await empty.call('templates.list')).toEqual(before)
    const history = await app.call<{ entries: { id: string }[] }>('history.list')
    const entry = history.entries[0]!.id
    const original = (await app.call<{ entry: HistoryEntryDetail }>('history.get', { entryId: entry })).entry
    // The webhook is not in the restored library (its secret is not in a backup), nor its place's names.
    expect(await empty.call('history.get', { entryId: entry })).toEqual({
      entry: {
        ...original,
        webhookLabel: null,
        place: { ...original.place, server: null, channel: { ...original.place.channel, name: null } },
      },
    })
    expect((await empty.call<{ settings: object }>('settings.get')).settings).toEqual(
      (await app.call<{ settings: object }>('settings.get')).settings,
    )
  })

  it('restored webhooks wait for their URL, outside the library, and cannot send until it is pasted', async () => {
    const { app, webhookId } = await filledApp()
    const { text } = await app.call<Made>('backup.create')
    const empty = await freshApp()
    await empty.call('backup.restore', { text, choices: { settings: 'keep' } })
    const { webhooks } = await empty.call<{ webhooks: { id: string; label: string; serverName: string }[] }>(
      'backup.awaiting',
    )
    expect(webhooks.map((w) => w.label)).toEqual(['General Hook', 'News Wire'])
    expect(await empty.call('webhooks.list')).toMatchObject({ total: 0 })
    const refused = await empty.failure('message.send', {
      target: { kind: 'saved', webhookId },
      message: { content: 'x' },
    })
    expect(refused.kind).toBe('notFound')

    const wrong = await empty.failure('backup.reconnect', { webhookId, url: emu.demo.webhooks.news.url })
    expect(wrong).toMatchObject({
      kind: 'invalidInput',
      message: expect.stringContaining('not to "General Hook"'),
    })
    const { webhook } = await empty.call<{ webhook: { label: string } }>('backup.reconnect', {
      webhookId,
      url: emu.demo.webhooks.general.url,
    })
    expect(webhook.label).toBe('General Hook')
    const list = await empty.call<{ servers: { name: string }[] }>('webhooks.list')
    expect(list.servers[0]!.name).toBe('My server')
    expect((await empty.call<{ webhooks: unknown[] }>('backup.awaiting')).webhooks).toHaveLength(1)
    await empty.call('message.send', { target: { kind: 'saved', webhookId }, message: { content: 'back' } })
  })

  it('never overwrites without a choice; keep, replace and both do what they say', async () => {
    const { app, draft } = await filledApp()
    const { text } = await app.call<Made>('backup.create')
    await app.call('drafts.rename', { id: draft.id, name: 'Changed here' })
    await app.call('settings.update', { settings: { theme: 'light' } })

    const refused = await app.failure('backup.restore', { text, choices: { drafts: 'keep' } })
    expect(refused).toEqual({
      kind: 'conflict',
      message:
        'The backup collides with what is here (templates, webhooks, history entries, settings): choose keep, replace or both for each; nothing was restored.',
    })
    const name = async () => (await app.call<{ draft: Draft }>('drafts.get', { id: draft.id })).draft.name
    expect(await name()).toBe('Changed here')

    const all = { templates: 'keep', webhooks: 'keep', history: 'keep', settings: 'keep' }
    await app.call('backup.restore', { text, choices: { ...all, drafts: 'keep' } })
    expect(await name()).toBe('Changed here')
    await app.call('backup.restore', { text, choices: { ...all, drafts: 'both' } })
    const { drafts } = await app.call<{ drafts: { name: string }[] }>('drafts.list')
    expect(drafts.map((d) => d.name).sort()).toEqual(['Changed here', 'Release notes (restored)'])
    await app.call('backup.restore', { text, choices: { ...all, drafts: 'replace', settings: 'replace' } })
    expect(await name()).toBe('Release notes')
    expect((await app.call<{ settings: { theme: string } }>('settings.get')).settings.theme).toBe('dark')
  })

  it('refuses a backup from a newer Herald, and a broken one with each path', async () => {
    const app = await freshApp()
    const newer = await app.failure('backup.inspect', {
      text: JSON.stringify({ format: 'herald-backup', version: 7 }),
    })
    expect(newer.message).toBe(
      'This backup was made by a newer Herald (backup version 7; this Herald reads up to version 1). Update Herald to restore it.',
    )
    const broken = await app.failure('backup.inspect', {
      text: JSON.stringify({ format: 'herald-backup', version: 1, createdAt: 'x', appVersion: '1' }),
    })
    expect(broken).toMatchObject({
      kind: 'invalidInput',
      message: 'The backup has 5 problems; nothing was restored.',
    })
    expect(broken.kind === 'invalidInput' && broken.issues.map((i) => i.path)).toEqual([
      'drafts',
      'templates',
      'library',
      'history',
      'settings',
    ])
  })
})
