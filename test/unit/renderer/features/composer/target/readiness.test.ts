import { beforeAll, describe, expect, it } from 'vitest'
import { maskWebhookUrl } from '@shared/discord/urls'
import type { DraftTarget } from '@shared/drafts/draft'
import type { LibraryView, PastedInput } from '@renderer/features/composer/target/destination'
import { resolveDestination } from '@renderer/features/composer/target/destination'
import { locateWebhook } from '@renderer/features/composer/target/locate'
import type { ThreadInput } from '@renderer/features/composer/target/readiness'
import { targetReadiness } from '@renderer/features/composer/target/readiness'
import { renamePlace, removeWebhook, replaceWebhook } from '@renderer/store/webhooks/reducer'
import type { ServerGroup } from '@renderer/store/webhooks/types'
import { CHANNEL_A, GUILD, library, webhook } from '../../../store/webhooks/fixtures'
import { useEnglish } from '../../../../../support/english'

beforeAll(useEnglish)

const API = 'https://discord.com/api/v10'
const FIRST = '300000000000000001'
const TOKEN = 'a'.repeat(68)
const PASTED_ID = '400000000000000009'
const URL = `${API}/webhooks/${PASTED_ID}/${TOKEN}`
const NO_THREAD: ThreadInput = { threadId: undefined, threadName: '', appliedTags: [] }
const TEXT_CHANNEL = { isForum: false, requireTag: false }

function lib(servers: ServerGroup[], status: LibraryView['status'] = 'ready'): LibraryView {
  return { status, locate: (id) => locateWebhook(servers, id) }
}

function ready(
  target: DraftTarget | undefined,
  servers = library(),
  options: {
    pasted?: PastedInput
    thread?: ThreadInput
    forum?: typeof TEXT_CHANNEL
    status?: LibraryView['status']
  } = {},
) {
  const destination = resolveDestination(target, options.pasted, lib(servers, options.status), API)
  return targetReadiness(destination, options.thread ?? NO_THREAD, options.forum ?? TEXT_CHANNEL, 10)
}

const saved: DraftTarget = { kind: 'saved', webhookId: FIRST }

describe('targetReadiness: saved webhooks', () => {
  it('sends to the saved webhook with its own upload limit', () => {
    const servers = replaceWebhook(
      library(),
      webhook(FIRST, 'First', {
        settings: { ...library()[0]!.channels[0]!.webhooks[0]!.settings, effectiveUploadLimitMiB: 50 },
      }),
    )
    expect(ready(saved, servers)).toEqual({
      ok: true,
      target: { kind: 'saved', webhookId: FIRST },
      uploadLimitMiB: 50,
    })
  })

  it('keeps the same target, with the new names, after the server and channel are renamed', () => {
    const renamed = renamePlace(
      renamePlace(library(), 'server', GUILD, 'Renamed server'),
      'channel',
      CHANNEL_A,
      'renamed',
    )
    const destination = resolveDestination(saved, undefined, lib(renamed), API)
    expect(destination).toMatchObject({ kind: 'saved', webhookId: FIRST })
    expect(destination.kind === 'saved' && destination.located).toMatchObject({
      serverName: 'Renamed server',
      channelName: 'renamed',
    })
    expect(ready(saved, renamed)).toMatchObject({ ok: true, target: { kind: 'saved', webhookId: FIRST } })
  })

  it('refuses a webhook removed from the library, and says so', () => {
    const result = ready(saved, removeWebhook(library(), FIRST))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(/no longer in your library/)
  })

  it('waits for the library before deciding, and refuses while it cannot be read', () => {
    expect(ready(saved, [], { status: 'loading' })).toEqual({
      ok: false,
      reason: 'Loading the webhook library…',
    })
    expect(ready(saved, [], { status: 'failed' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/could not be read/),
    })
  })

  it.each([
    ['revoked', 'revoked', /you revoked it/],
    ['invalid', 'deleted', /deleted on Discord/],
    ['invalid', 'tokenInvalid', /token was regenerated/],
  ] as const)('refuses a webhook marked %s (%s) with the reason', (state, reason, message) => {
    const servers = replaceWebhook(
      library(),
      webhook(FIRST, 'First', { health: { state, reason, detail: null, at: null } }),
    )
    const result = ready(saved, servers)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(message)
  })

  it('says what Discord answered when it refused a webhook for another reason', () => {
    const health = { state: 'invalid', reason: 'other', detail: 'Missing Access', at: null } as const
    const result = ready(saved, replaceWebhook(library(), webhook(FIRST, 'First', { health })))
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Discord refused it \(Missing Access\)/),
    })
  })

  it('accepts an unchecked webhook', () => {
    const servers = replaceWebhook(
      library(),
      webhook(FIRST, 'First', { health: { state: 'unchecked', reason: null, detail: null, at: null } }),
    )
    expect(ready(saved, servers).ok).toBe(true)
  })

  it('ignores a pasted URL while a saved webhook is chosen', () => {
    expect(ready(saved, library(), { pasted: { text: URL, sealedText: undefined } })).toMatchObject({
      ok: true,
      target: { kind: 'saved', webhookId: FIRST },
    })
  })
})

describe('targetReadiness: pasted URLs', () => {
  it('asks for a target when there is none', () => {
    expect(ready(undefined)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Choose a saved webhook/),
    })
    expect(ready(undefined, library(), { pasted: { text: '   ', sealedText: undefined } }).ok).toBe(false)
  })

  it('sends a URL kept in memory as it is, with the default upload limit', () => {
    expect(ready(undefined, library(), { pasted: { text: ` ${URL} `, sealedText: undefined } })).toEqual({
      ok: true,
      target: { kind: 'url', url: URL },
      uploadLimitMiB: 10,
    })
  })

  it('refuses a URL that is not a webhook URL, with the parser’s reason', () => {
    const result = ready(undefined, library(), {
      pasted: { text: 'https://example.com/x', sealedText: undefined },
    })
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/not Discord/) })
  })

  it('uses the sealed reference once the URL in the box was sealed', () => {
    const sealed: DraftTarget = { kind: 'sealed', ref: 'f'.repeat(32), webhookId: PASTED_ID, maskedUrl: '…' }
    expect(ready(sealed, library(), { pasted: { text: URL, sealedText: URL } })).toMatchObject({
      ok: true,
      target: { kind: 'sealed', ref: 'f'.repeat(32) },
    })
  })

  it('never sends to an older sealed URL while the box holds another one', () => {
    const sealed: DraftTarget = {
      kind: 'sealed',
      ref: 'f'.repeat(32),
      webhookId: '400000000000000001',
      maskedUrl: '…',
    }
    expect(ready(sealed, library(), { pasted: { text: URL, sealedText: 'old' } })).toMatchObject({
      ok: true,
      target: { kind: 'url', url: URL },
    })
    expect(
      ready(sealed, library(), { pasted: { text: 'https://discord.com/api/webhooks/1', sealedText: 'old' } })
        .ok,
    ).toBe(false)
  })

  it('sends to a sealed URL after a reload, when the box is empty', () => {
    const sealed: DraftTarget = { kind: 'sealed', ref: 'e'.repeat(32), webhookId: PASTED_ID, maskedUrl: '…' }
    expect(ready(sealed)).toMatchObject({ ok: true, target: { kind: 'sealed', ref: 'e'.repeat(32) } })
  })

  it('uses the library’s limit when the pasted webhook is also saved', () => {
    const servers = replaceWebhook(
      library(),
      webhook(FIRST, 'First', {
        settings: { ...library()[0]!.channels[0]!.webhooks[0]!.settings, effectiveUploadLimitMiB: 100 },
        maskedUrl: maskWebhookUrl({ id: FIRST, token: TOKEN }),
      }),
    )
    const url = `${API}/webhooks/${FIRST}/${TOKEN}`
    expect(ready(undefined, servers, { pasted: { text: url, sealedText: undefined } })).toMatchObject({
      ok: true,
      uploadLimitMiB: 100,
    })
    // Issue 19, defect 4: with another token the pasted URL is its own target, not the saved webhook.
    const other = `${API}/webhooks/${FIRST}/${'b'.repeat(68)}`
    const destination = resolveDestination(
      undefined,
      { text: other, sealedText: undefined },
      lib(servers),
      API,
    )
    expect(destination).toMatchObject({
      kind: 'pasted',
      located: undefined,
      otherToken: { webhook: { id: FIRST } },
    })
    expect(ready(undefined, servers, { pasted: { text: other, sealedText: undefined } })).not.toMatchObject({
      uploadLimitMiB: 100,
    })
  })
})

describe('targetReadiness: threads and forums', () => {
  it('passes an existing thread on', () => {
    const thread = { ...NO_THREAD, threadId: '500000000000000001' }
    expect(ready(saved, library(), { thread })).toMatchObject({ ok: true, threadId: '500000000000000001' })
  })

  it('refuses a forum post without a thread name, pointing at the thread name', () => {
    const forum = { isForum: true, requireTag: false }
    expect(ready(saved, library(), { forum })).toMatchObject({ ok: false, path: 'thread_name' })
    expect(ready(saved, library(), { forum, thread: { ...NO_THREAD, threadName: '  ' } }).ok).toBe(false)
    expect(ready(saved, library(), { forum, thread: { ...NO_THREAD, threadName: 'Launch' } }).ok).toBe(true)
    expect(
      ready(saved, library(), { forum, thread: { ...NO_THREAD, threadId: '500000000000000001' } }).ok,
    ).toBe(true)
  })

  it('refuses a new post without a tag in a forum that requires one', () => {
    const forum = { isForum: true, requireTag: true }
    const thread = { ...NO_THREAD, threadName: 'Launch' }
    expect(ready(saved, library(), { forum, thread })).toMatchObject({ ok: false, path: 'applied_tags' })
    expect(
      ready(saved, library(), { forum, thread: { ...thread, appliedTags: ['600000000000000001'] } }).ok,
    ).toBe(true)
  })
})
