import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Services } from '@services/compose'
import { composeServices } from '@services/compose'
import { setLogSink } from '@services/log'
import type { Draft } from '@shared/drafts/draft'
import type { Dispatch, Envelope, EventName } from '@shared/rpc'
import { EventHub, bindContract } from '@shared/rpc'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'

// Drafts as both shells compose them, on a real data folder, against the emulator for channel reads.
let emu: Emulator
let dataDir: string
let services: Services | undefined
let dispatch: Dispatch
let events: { name: EventName; payload: unknown }[]
const quiet = { error: () => {} }

async function open(): Promise<void> {
  const hub = new EventHub(quiet)
  hub.subscribe((name, payload) => events.push({ name, payload }))
  services = await composeServices({
    shell: 'browser',
    version: '0.0.0-test',
    openExternal: async () => {},
    config: { apiBase: emu.apiBase, authBase: emu.authBase, dataDir, sandbox: false },
    events: hub,
    log: { debug() {}, info() {}, warn() {}, error() {} },
    passphrase: 'drafts passphrase',
    scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  })
  dispatch = bindContract(services.handlers, quiet)
}

async function restart(): Promise<void> {
  await services?.dispose()
  await open()
}

async function call<T = Record<string, unknown>>(name: string, input: unknown = {}): Promise<T> {
  const envelope: Envelope = await dispatch(name, input)
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.kind}: ${envelope.error.message}`)
  return envelope.value as T
}

async function stage(
  name: string,
  text: string,
): Promise<{ handle: string; name: string; size: number; contentType: string }> {
  return services!.staging.stage(name, 'text/plain', Readable.from([Buffer.from(text)]))
}

const draftFile = (id: string) => path.join(dataDir, 'drafts', `${id}.json`)
const stagedFile = (handle: string) => path.join(dataDir, 'staged', `${handle}.bin`)
const attach = (file: { handle: string; name: string; size: number; contentType: string }) => ({
  ...file,
  spoiler: false,
  description: '',
})

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
})
afterAll(async () => emu?.close())

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-drafts-'))
  events = []
  await open()
})
afterEach(async () => {
  await services?.dispose()
  services = undefined
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('drafts', () => {
  it('create, save, get, list, rename, duplicate and delete round-trip, with change events', async () => {
    const { draft } = await call<{ draft: Draft }>('drafts.create', {})
    expect(draft.id).toMatch(/^[a-z0-9]{16}$/)
    expect(draft.name).toBe('Untitled draft')
    expect(draft.messages).toEqual([
      { id: expect.any(String), data: { content: '', allowed_mentions: { parse: [] } }, files: [] },
    ])
    expect((await call<{ openId: string }>('drafts.list')).openId).toBe(draft.id)
    expect((await call<{ draft: Draft }>('drafts.create', {})).draft.name).toBe('Draft 2')

    const edited: Draft = {
      ...draft,
      createdAt: '2000-01-01T00:00:00.000Z',
      // Two messages, the first already posted in a run that stopped part-way.
      messages: [
        {
          ...draft.messages[0]!,
          data: { content: 'Launch   on\nFriday' },
          sent: {
            at: '2000-01-01T00:00:00.000Z',
            messageId: '100000000000000001',
            channelId: '100000000000000002',
            link: null,
          },
        },
        { id: 'second', data: { content: 'Part two' }, files: [] },
      ],
      // Two targets, each with its thread; the first message reached the first target.
      targets: [
        {
          kind: 'saved',
          webhookId: '100000000000000011',
          thread: { threadName: 'Launch' },
          sent: {
            [draft.messages[0]!.id]: {
              at: '2000-01-01T00:00:00.000Z',
              messageId: '100000000000000003',
              channelId: '100000000000000004',
              link: null,
            },
          },
        },
        { kind: 'saved', webhookId: '100000000000000012', thread: { threadId: '100000000000000013' } },
      ],
    }
    const { updatedAt } = await call<{ updatedAt: string }>('drafts.save', { draft: edited })
    const saved = (await call<{ draft: Draft }>('drafts.get', { id: draft.id })).draft
    expect(saved).toEqual({ ...edited, createdAt: draft.createdAt, updatedAt })
    expect(JSON.parse(fs.readFileSync(draftFile(draft.id), 'utf8'))).toMatchObject({
      version: 1,
      draft: saved,
    })

    const list = await call<{ drafts: { id: string; preview: string }[] }>('drafts.list')
    expect(list.drafts[0]).toMatchObject({ id: draft.id, preview: 'Launch on Friday' })

    await call('drafts.rename', { id: draft.id, name: 'Launch' })
    const copy = (await call<{ draft: Draft }>('drafts.duplicate', { id: draft.id })).draft
    expect(copy).toMatchObject({ name: 'Launch (copy)', sent: null })
    // A copy is never sent, not even in part.
    expect(copy.messages.map((message) => [message.data.content, 'sent' in message])).toEqual([
      ['Launch   on\nFriday', false],
      ['Part two', false],
    ])
    expect(copy.targets).toEqual([
      { kind: 'saved', webhookId: '100000000000000011', thread: { threadName: 'Launch' } },
      { kind: 'saved', webhookId: '100000000000000012', thread: { threadId: '100000000000000013' } },
    ])
    expect(copy.id).not.toBe(draft.id)
    expect((await call<{ openId: string }>('drafts.list')).openId).toBe(copy.id)

    expect(await call('drafts.delete', { id: draft.id })).toEqual({ deleted: true })
    expect(fs.existsSync(draftFile(draft.id))).toBe(false)
    expect(await call('drafts.delete', { id: draft.id })).toEqual({ deleted: false })
    const after = await call<{ drafts: { id: string }[] }>('drafts.list')
    expect(after.drafts.map((row) => row.id).sort()).toEqual(
      [copy.id, list.drafts.find((row) => row.id !== draft.id)!.id].sort(),
    )
    const changed = events.filter((e) => e.name === 'drafts.onDidChange').map((e) => e.payload)
    // create ×2, rename, duplicate, delete; saves are not announced.
    expect(changed).toHaveLength(5)

    await restart()
    expect((await call<{ draft: Draft }>('drafts.get', { id: copy.id })).draft).toEqual(copy)
  })

  it('save unstages files the draft no longer holds, unless another draft holds them', async () => {
    const a = await stage('a.txt', 'A')
    const b = await stage('b.txt', 'B')
    const { draft } = await call<{ draft: Draft }>('drafts.create', {
      messages: [{ id: 'm1', data: {}, files: [attach(a), attach(b)] }],
    })
    await call('drafts.create', { messages: [{ id: 'm1', data: {}, files: [attach(b)] }] })
    await call('drafts.save', { draft: { ...draft, messages: [{ id: 'm1', data: {}, files: [] }] } })
    expect(fs.existsSync(stagedFile(a.handle))).toBe(false)
    expect(fs.existsSync(stagedFile(b.handle))).toBe(true)
    const info = await call<{ files: { handle: string }[]; missing: string[] }>('files.info', {
      handles: [a.handle, b.handle],
    })
    expect(info).toEqual({ files: [expect.objectContaining({ handle: b.handle })], missing: [a.handle] })
    // files.discard leaves a file a saved draft holds.
    expect(await call('files.discard', { handles: [b.handle] })).toEqual({ removed: 0 })
  })

  it('keeps a removed file staged while the page’s undo history can bring it back, and only then', async () => {
    const a = await stage('a.txt', 'A')
    const stray = await stage('stray.txt', 'S')
    const { draft } = await call<{ draft: Draft }>('drafts.create', {
      messages: [{ id: 'm1', data: {}, files: [attach(a)] }],
    })
    const without = { ...draft, messages: [{ id: 'm1', data: {}, files: [] }] }
    // Removed, but Undo can bring it back: the bytes stay, save after save.
    await call('drafts.save', { draft: without, undoHandles: [a.handle] })
    await call('drafts.save', { draft: without, undoHandles: [a.handle] })
    expect(fs.readFileSync(stagedFile(a.handle), 'utf8')).toBe('A')
    // Undo: the file is the draft's again, and goes on holding its bytes.
    await call('drafts.save', { draft, undoHandles: [] })
    await call('drafts.save', { draft: without, undoHandles: [a.handle] })
    expect(fs.existsSync(stagedFile(a.handle))).toBe(true)
    // A history claims only files this draft held: a handle it never had is not kept alive by it.
    await call('drafts.save', { draft: without, undoHandles: [a.handle, stray.handle] })
    await call('files.discard', { handles: [stray.handle] })
    expect(fs.existsSync(stagedFile(stray.handle))).toBe(false)
    // The history let go of it (cleared by a send, or cut at its limit): the bytes go.
    await call('drafts.save', { draft: without, undoHandles: [] })
    expect(fs.existsSync(stagedFile(a.handle))).toBe(false)
  })

  it('deleting a draft releases the files its undo history held', async () => {
    const a = await stage('a.txt', 'A')
    const { draft } = await call<{ draft: Draft }>('drafts.create', {
      messages: [{ id: 'm1', data: {}, files: [attach(a)] }],
    })
    await call('drafts.save', {
      draft: { ...draft, messages: [{ id: 'm1', data: {}, files: [] }] },
      undoHandles: [a.handle],
    })
    expect(fs.existsSync(stagedFile(a.handle))).toBe(true)
    await call('drafts.delete', { id: draft.id })
    expect(fs.existsSync(stagedFile(a.handle))).toBe(false)
  })

  it('keeps a removed pasted target’s sealed URL while the undo history can bring it back, and only then', async () => {
    const seal = async (url: string) =>
      (await call<{ target: { kind: 'sealed'; ref: string } }>('drafts.sealUrl', { url })).target
    const pasted = await seal(emu.demo.webhooks.general.url)
    const { draft } = await call<{ draft: Draft }>('drafts.create', { targets: [pasted] })
    const other = await call<{ draft: Draft }>('drafts.create', {
      targets: [await seal(emu.demo.webhooks.announcements.url)],
    })
    const otherRef = (other.draft.targets[0] as { ref: string }).ref
    const sealed = () =>
      Object.keys(JSON.parse(fs.readFileSync(path.join(dataDir, 'sealedUrls.json'), 'utf8')).urls)
    const without = { ...draft, targets: [] }
    await call('drafts.save', { draft: without, undoRefs: [pasted.ref] })
    expect(sealed()).toContain(pasted.ref)
    // Undo brought it back: sending to it resolves the sealed URL.
    await call('drafts.save', { draft, undoRefs: [] })
    const sent = await call<{ message: { id: string } }>('message.send', {
      target: { kind: 'sealed', ref: pasted.ref },
      message: { content: 'via the undone target' },
    })
    expect(sent.message.id).toMatch(/^\d+$/)
    // A history claims only what this draft held; once it lets go, the sealed URL goes.
    await call('drafts.save', { draft: without, undoRefs: [pasted.ref, otherRef] })
    await call('drafts.delete', { id: other.draft.id })
    expect(sealed()).not.toContain(otherRef)
    await call('drafts.save', { draft: without, undoRefs: [] })
    expect(sealed()).not.toContain(pasted.ref)
  })

  it('duplicate copies staged files; delete removes the draft’s own files and sealed URL', async () => {
    const a = await stage('a.txt', 'A')
    const { target } = await call<{ target: { kind: 'sealed'; ref: string } }>('drafts.sealUrl', {
      url: emu.demo.webhooks.general.url,
    })
    const { draft } = await call<{ draft: Draft }>('drafts.create', {
      messages: [{ id: 'm1', data: {}, files: [attach(a)] }],
      targets: [target],
    })
    const copy = (await call<{ draft: Draft }>('drafts.duplicate', { id: draft.id })).draft
    const copied = copy.messages[0]!.files[0]!
    expect(copied.handle).not.toBe(a.handle)
    expect(fs.readFileSync(stagedFile(copied.handle), 'utf8')).toBe('A')

    await call('drafts.delete', { id: draft.id })
    expect(fs.existsSync(stagedFile(a.handle))).toBe(false)
    expect(fs.existsSync(stagedFile(copied.handle))).toBe(true)
    // The copy still holds the sealed URL, so it is kept; deleting the copy too removes it.
    const sealed = () => JSON.parse(fs.readFileSync(path.join(dataDir, 'sealedUrls.json'), 'utf8')).urls
    expect(Object.keys(sealed())).toEqual([target.ref])
    await call('drafts.delete', { id: copy.id })
    expect(sealed()).toEqual({})
    expect(fs.existsSync(stagedFile(copied.handle))).toBe(false)
  })

  it('at start removes partial uploads, hour-old files no draft holds and sealed URLs no draft uses', async () => {
    const kept = await stage('kept.txt', 'kept')
    const fresh = await stage('fresh.txt', 'fresh')
    const stale = await stage('stale.txt', 'stale')
    await call('drafts.create', { messages: [{ id: 'm1', data: {}, files: [attach(kept)] }] })
    await call('drafts.sealUrl', { url: emu.demo.webhooks.general.url })
    await services!.dispose()
    services = undefined
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString()
    for (const handle of [kept.handle, stale.handle]) {
      const meta = path.join(dataDir, 'staged', `${handle}.json`)
      fs.writeFileSync(
        meta,
        JSON.stringify({ ...JSON.parse(fs.readFileSync(meta, 'utf8')), stagedAt: twoHoursAgo }),
      )
    }
    const partial = path.join(dataDir, 'staged', `${'f'.repeat(32)}.part`)
    fs.writeFileSync(partial, 'half')

    await open()
    expect(fs.existsSync(stagedFile(kept.handle))).toBe(true)
    expect(fs.existsSync(stagedFile(fresh.handle))).toBe(true)
    expect(fs.existsSync(stagedFile(stale.handle))).toBe(false)
    expect(fs.existsSync(partial)).toBe(false)
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'sealedUrls.json'), 'utf8')).urls).toEqual({})
  })

  it('moves a damaged draft file aside, reports it, and lists the others', async () => {
    const good = (await call<{ draft: Draft }>('drafts.create', { name: 'Good' })).draft
    const bad = (await call<{ draft: Draft }>('drafts.create', { name: 'Bad' })).draft
    await services!.dispose()
    services = undefined
    fs.writeFileSync(draftFile(bad.id), '{"version":1,"draft":{"id":')

    await open()
    const list = await call<{ drafts: { id: string }[] }>('drafts.list')
    expect(list.drafts.map((row) => row.id)).toEqual([good.id])
    const status = await call<{ recovered: { store: string; movedTo: string }[] }>('store.status')
    expect(status.recovered).toEqual([expect.objectContaining({ store: `drafts/${bad.id}` })])
    expect(fs.existsSync(status.recovered[0]!.movedTo)).toBe(true)
  })

  it('refuses to seal a URL that is not a webhook URL, and seals nothing in plain text', async () => {
    const envelope = await dispatch('drafts.sealUrl', { url: 'https://example.com/api/webhooks/1/abc' })
    expect(envelope).toMatchObject({ ok: false, error: { kind: 'invalidInput', issues: [{ path: 'url' }] } })
    const hook = emu.demo.webhooks.general
    await call('drafts.sealUrl', { url: hook.url })
    expect(fs.readFileSync(path.join(dataDir, 'sealedUrls.json'), 'utf8')).not.toContain(hook.token)
  })
})

describe('sealed targets', () => {
  it('send through the vault, and answer vaultLocked while it is locked', async () => {
    const hook = emu.demo.webhooks.general
    const { target } = await call<{ target: { ref: string } }>('drafts.sealUrl', { url: hook.url })
    const send = () =>
      dispatch('message.send', { target: { kind: 'sealed', ref: target.ref }, message: { content: 'x' } })
    expect(await send()).toMatchObject({ ok: true })
    await call('vault.lock')
    expect(await send()).toMatchObject({ ok: false, error: { kind: 'vaultLocked' } })
  })
})

// Issue 24, defect 10: the page's maskedUrl was stored verbatim, so a page that put the full URL there
// left the token in plain JSON under drafts/. The services derive it from the sealed record instead.
describe('a sealed target the page describes', () => {
  it('stores the masked form the services derive, never what the page sent', async () => {
    const hook = emu.demo.webhooks.general
    const { target } = await call<{ target: { ref: string; maskedUrl: string } }>('drafts.sealUrl', {
      url: hook.url,
    })
    const forged = { ...target, maskedUrl: hook.url }
    const { draft } = await call<{ draft: Draft }>('drafts.create', { targets: [forged] })
    expect(draft.targets[0]).toMatchObject({ maskedUrl: target.maskedUrl })
    await call('drafts.save', { draft: { ...draft, targets: [forged] } })
    const unknownRef = { ...forged, ref: 'f'.repeat(32) }
    await call('drafts.save', { draft: { ...draft, targets: [forged, unknownRef] } })
    const onDisk = fs.readFileSync(draftFile(draft.id), 'utf8')
    expect(onDisk).not.toContain(hook.token)
    const saved = (await call<{ draft: Draft }>('drafts.open', { id: draft.id })).draft
    expect(saved.targets.map((t) => (t.kind === 'sealed' ? t.maskedUrl : null))).toEqual([
      target.maskedUrl,
      `…/webhooks/${hook.id}/••••`,
    ])
  })
})

describe('channels.describe', () => {
  it('reads a forum’s tags with the one saved bot token that can see it', async () => {
    await call('webhooks.add', { url: emu.demo.webhooks.forum.url })
    const webhookId = emu.demo.webhooks.forum.id
    expect(await call('channels.describe', { webhookId })).toEqual({
      channel: null,
      reason: expect.stringMatching(/Save a bot token/),
      // Said in the page's language from its phrase (issue 25).
      reasonPhrase: { id: 'page.channel.noBotToken' },
    })
    await call('botTokens.add', { label: 'Outsider', token: emu.demo.outsider.botToken })
    expect(await call('channels.describe', { webhookId })).toEqual({
      channel: null,
      reason: expect.stringMatching(/None of the saved bot tokens can see this channel/),
      reasonPhrase: { id: 'page.channel.noBotSees' },
    })
    await call('botTokens.add', { label: 'Sandbox', token: emu.demo.application.botToken })
    const answer = await call<{ channel: Record<string, unknown> }>('channels.describe', { webhookId })
    expect(answer).toEqual({
      reason: null,
      channel: {
        id: emu.demo.channels.forum,
        name: 'forum',
        type: 15,
        isForum: true,
        requireTag: false,
        availableTags: [
          { id: emu.demo.forumTags[0]!.id, name: 'Release', emoji: '🚀', moderated: false },
          { id: emu.demo.forumTags[1]!.id, name: 'Maintenance', emoji: '🛠️', moderated: false },
          { id: emu.demo.forumTags[2]!.id, name: 'Staff only', emoji: null, moderated: true },
        ],
      },
    })
    // The token that could read it is asked first from now on: one request, not two.
    emu.control.clearJournal()
    await call('channels.describe', { webhookId })
    expect(emu.control.journal({ route: 'getChannel' })).toHaveLength(1)
  })
})

describe('the drafts list rows (issue 20)', () => {
  type Row = { id: string; untouched: boolean; words: string; messageIds: string[] }

  it('marks a new draft untouched until it holds something, and carries every message’s words', async () => {
    const { draft } = await call<{ draft: Draft }>('drafts.create')
    const row = async () =>
      (await call<{ drafts: Row[] }>('drafts.list')).drafts.find((r) => r.id === draft.id)
    expect(await row()).toMatchObject({ untouched: true, words: '', messageIds: [] })

    const posted = {
      at: draft.createdAt,
      messageId: '100000000000000021',
      channelId: '100000000000000004',
      link: null,
    }
    const second = { id: 'm2', data: { content: 'Part two  about\nmoons' }, files: [], sent: posted }
    const first = {
      ...draft.messages[0]!,
      data: {
        content: '',
        embeds: [
          { title: 'Release', fields: [{ name: 'Size', value: 'Huge' }], url: 'https://example.com/x' },
        ],
      },
    }
    await call('drafts.save', { draft: { ...draft, messages: [first, second] } })
    const after = await row()
    expect(after?.untouched).toBe(false)
    expect(after?.words).toBe('Release Size Huge Part two about moons')
    expect(after?.messageIds).toEqual(['100000000000000021'])
  })
})
