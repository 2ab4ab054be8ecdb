import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { snowflakeTime } from './ids'
import type { Emulator } from './index'
import { assertRequest, assertResponse } from './openapi'
import { call, obj, start, type Clock } from './testkit'

const EXECUTE = '/webhooks/{webhook_id}/{webhook_token}'

let emu: Emulator
let clock: Clock
beforeAll(async () => {
  ;({ emu, clock } = await start())
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})

async function execute(payload: unknown, query = '?wait=true', hook = emu.demo.webhooks.general) {
  return call(`${hook.url}${query}`, { json: payload })
}

function firstError(body: unknown, ...path: (string | number)[]): string | undefined {
  let node = (body as { errors: unknown }).errors as Record<string, unknown>
  for (const key of path) node = node?.[String(key)] as Record<string, unknown>
  return (node?._errors as { code: string }[] | undefined)?.[0]?.code
}

describe('execute webhook (JSON)', () => {
  it('answers 204 with no body without wait', async () => {
    const r = await execute({ content: 'hello' }, '')
    expect(r.status).toBe(204)
    expect(r.text).toBe('')
    expect(emu.control.messages({ channelId: emu.demo.channels.general })).toHaveLength(1)
  })

  it('answers 200 with a message object matching MessageResponse when wait=true', async () => {
    const payload = {
      content: 'Release <@123456789012345678> is out',
      username: 'Release Bot',
      embeds: [{ title: 'v1.2', description: 'notes', color: 0x5865f2, fields: [{ name: 'a', value: 'b' }] }],
      allowed_mentions: { parse: [] },
    }
    assertRequest('POST', EXECUTE, payload)
    const r = await execute(payload, '?wait=True')
    expect(r.status).toBe(200)
    assertResponse('POST', EXECUTE, 200, r.body)
    const m = obj(r)
    expect(m.webhook_id).toBe(emu.demo.webhooks.general.id)
    expect(m.author).toMatchObject({ id: emu.demo.webhooks.general.id, username: 'Release Bot', bot: true })
    expect(m.embeds[0]).toMatchObject({ type: 'rich', fields: [{ name: 'a', value: 'b', inline: false }] })
    expect(m.mentions).toEqual([])
    expect(m.channel_id).toBe(emu.demo.channels.general)
  })

  it('gives snowflake ids whose time equals the Discord-format timestamp', async () => {
    clock.advance(1234)
    const m = obj(await execute({ content: 'x' }))
    expect(m.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/)
    expect(Date.parse(m.timestamp)).toBe(snowflakeTime(m.id))
    expect(snowflakeTime(m.id)).toBe(clock.now())
  })

  it('uses the webhook name as author without an override, and sets application_id for app-owned hooks', async () => {
    const m = obj(await execute({ content: 'x' }, '?wait=true', emu.demo.webhooks.appOwned))
    expect(m.author.username).toBe('Herald Bot Hook')
    expect(m.application_id).toBe(emu.demo.application.id)
  })

  it('parses user mentions by default and honours allowed_mentions', async () => {
    const content = '<@111111111111111111> <@&222222222222222222> @everyone'
    const byDefault = obj(await execute({ content }))
    expect(byDefault.mentions.map((u: { id: string }) => u.id)).toEqual(['111111111111111111'])
    expect(byDefault.mention_roles).toEqual([])
    expect(byDefault.mention_everyone).toBe(false)
    const all = obj(await execute({ content, allowed_mentions: { parse: ['everyone', 'roles'] } }))
    expect(all.mentions).toEqual([])
    expect(all.mention_roles).toEqual(['222222222222222222'])
    expect(all.mention_everyone).toBe(true)
  })

  it('strips flags outside SUPPRESS_EMBEDS and SUPPRESS_NOTIFICATIONS', async () => {
    const m = obj(await execute({ content: 'x', flags: 4 | 4096 | 64 | 1 }))
    expect(m.flags).toBe(4 | 4096)
  })
})

describe('execute webhook errors', () => {
  it('answers 404 10015 for an unknown webhook and 401 50027 for a wrong token', async () => {
    const w = emu.demo.webhooks.general
    const unknown = await call(`${emu.apiBase}/webhooks/123456789012345678/${w.token}`, {
      json: { content: 'x' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'Unknown Webhook', code: 10015 })
    assertResponse('POST', EXECUTE, 404, unknown.body)
    const wrong = await call(`${emu.apiBase}/webhooks/${w.id}/${'x'.repeat(68)}`, { json: { content: 'x' } })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ message: 'Invalid Webhook Token', code: 50027 })
  })

  it('answers 50035 NUMBER_TYPE_COERCE for a non-snowflake id', async () => {
    const r = await call(`${emu.apiBase}/webhooks/abc/def`, { json: { content: 'x' } })
    expect(r.status).toBe(400)
    expect(firstError(r.body, 'webhook_id')).toBe('NUMBER_TYPE_COERCE')
  })

  it('answers 50006 for an empty message', async () => {
    for (const payload of [{}, { content: '' }, { content: '   ' }, { embeds: [] }]) {
      const r = await execute(payload)
      expect(r.status).toBe(400)
      expect(r.body).toEqual({ message: 'Cannot send an empty message', code: 50006 })
    }
  })

  it('counts content in code points: 2000 emoji pass, 2001 fail with the nested errors tree', async () => {
    expect((await execute({ content: '😀'.repeat(2000) })).status).toBe(200)
    const r = await execute({ content: 'a'.repeat(2001) })
    expect(r.status).toBe(400)
    expect(r.body).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
      },
    })
    assertResponse('POST', EXECUTE, 400, r.body)
  })

  it('enforces embed count, per-field limits and the 6000 total after trimming', async () => {
    expect(firstError((await execute({ embeds: Array(11).fill({ title: 't' }) })).body, 'embeds')).toBe(
      'BASE_TYPE_MAX_LENGTH',
    )
    const field = (n: number) => ({ name: 'n', value: 'v'.repeat(n) })
    const tooLong = await execute({
      embeds: [
        {
          title: 't'.repeat(257),
          description: 'd'.repeat(4097),
          fields: [field(1025), ...Array(25).fill(field(1))],
          footer: { text: 'f'.repeat(2049) },
          author: { name: 'a'.repeat(257) },
        },
      ],
    })
    expect(firstError(tooLong.body, 'embeds', 0, 'title')).toBe('BASE_TYPE_MAX_LENGTH')
    expect(firstError(tooLong.body, 'embeds', 0, 'description')).toBe('BASE_TYPE_MAX_LENGTH')
    expect(firstError(tooLong.body, 'embeds', 0, 'fields')).toBe('BASE_TYPE_MAX_LENGTH')
    expect(firstError(tooLong.body, 'embeds', 0, 'fields', 0, 'value')).toBe('BASE_TYPE_MAX_LENGTH')
    expect(firstError(tooLong.body, 'embeds', 0, 'footer', 'text')).toBe('BASE_TYPE_MAX_LENGTH')
    expect(firstError(tooLong.body, 'embeds', 0, 'author', 'name')).toBe('BASE_TYPE_MAX_LENGTH')
    // 2 embeds of 3000 code points each (emoji) plus padding whitespace that does not count.
    const full = { description: `  ${'😀'.repeat(3000)}  ` }
    expect((await execute({ embeds: [full, full] })).status).toBe(200)
    const over = await execute({ embeds: [full, full, { title: 'x' }] })
    expect(over.status).toBe(400)
    expect(firstError(over.body, 'embeds')).toBe('MAX_EMBED_SIZE_EXCEEDED')
    const emptyValue = await execute({ embeds: [{ fields: [{ name: 'a', value: ' ' }] }] })
    expect(firstError(emptyValue.body, 'embeds', 0, 'fields', 0, 'value')).toBe('BASE_TYPE_REQUIRED')
    const badUrl = await execute({ embeds: [{ url: 'ftp://x', timestamp: 'yesterday', color: 0x1000000 }] })
    expect(firstError(badUrl.body, 'embeds', 0, 'url')).toBe('URL_TYPE_INVALID_SCHEME')
    expect(firstError(badUrl.body, 'embeds', 0, 'timestamp')).toBe('DATE_TIME_TYPE_PARSE')
    expect(firstError(badUrl.body, 'embeds', 0, 'color')).toBe('NUMBER_TYPE_MAX')
  })

  it('rejects parse:["users"] together with users', async () => {
    const payload = { content: 'x', allowed_mentions: { parse: ['users'], users: ['123456789012345678'] } }
    const r = await execute(payload)
    expect(r.status).toBe(400)
    expect(firstError(r.body, 'allowed_mentions')).toBe('MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE')
    const ok = await execute({
      content: 'x',
      allowed_mentions: { parse: ['everyone'], users: ['123456789012345678'] },
    })
    expect(ok.status).toBe(200)
  })

  it('applies the name rules to username', async () => {
    const cases: [string, string][] = [
      ['My Discord Bot', 'USERNAME_INVALID_CONTAINS'],
      ['clyde', 'USERNAME_INVALID_CONTAINS'],
      ['everyone', 'USERNAME_INVALID'],
      ['groundsphere', 'USERNAME_INVALID'],
      ['', 'BASE_TYPE_BAD_LENGTH'],
      ['x'.repeat(81), 'BASE_TYPE_BAD_LENGTH'],
    ]
    for (const [username, code] of cases) {
      expect(firstError((await execute({ content: 'x', username })).body, 'username')).toBe(code)
    }
  })

  it('answers 50109 for malformed JSON and 50035 for a missing or foreign Content-Type', async () => {
    const hook = emu.demo.webhooks.general.url
    const bad = await call(hook, { body: '{"content": ', headers: { 'content-type': 'application/json' } })
    expect(bad.body).toEqual({ message: 'The request body contains invalid JSON.', code: 50109 })
    const plain = await call(hook, { body: 'content=x', headers: { 'content-type': 'text/plain' } })
    expect(plain.status).toBe(400)
    expect(obj(plain).code).toBe(50035)
    expect(obj(plain).errors._errors[0].code).toBe('CONTENT_TYPE_INVALID')
    const formEncoded = await call(`${hook}?wait=true`, {
      body: 'content=from+a+form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(obj(formEncoded).content).toBe('from a form')
  })

  it('answers form errors in the legacy flat shape on unversioned paths', async () => {
    const w = emu.demo.webhooks.general
    const r = await call(`${emu.authBase}/webhooks/${w.id}/${w.token}`, {
      json: { content: 'a'.repeat(2001), embeds: [{ url: 'nope' }] },
    })
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ content: ['Must be 2000 or fewer in length.'], embeds: ['0'] })
    // Non-form errors look the same in both versions.
    const empty = await call(`${emu.authBase}/webhooks/${w.id}/${w.token}`, { json: {} })
    expect(empty.body).toEqual({ message: 'Cannot send an empty message', code: 50006 })
  })

  it('serves v9 and v8 paths and refuses v5 with 50041', async () => {
    const w = emu.demo.webhooks.general
    for (const v of [8, 9]) {
      const r = await call(`${emu.url}/api/v${v}/webhooks/${w.id}/${w.token}?wait=true`, {
        json: { content: 'x' },
      })
      expect(r.status).toBe(200)
    }
    const old = await call(`${emu.url}/api/v5/webhooks/${w.id}/${w.token}`, { json: { content: 'x' } })
    expect(old.body).toEqual({ message: 'Invalid API version provided', code: 50041 })
  })

  it('answers 404 code 0 for unknown routes and 405 for a wrong method', async () => {
    expect((await call(`${emu.apiBase}/nothing/here`)).body).toEqual({ message: '404: Not Found', code: 0 })
    const w = emu.demo.webhooks.general
    const r = await call(`${w.url}/messages/1`, { method: 'POST', json: {} })
    expect(r.body).toEqual({ message: '405: Method Not Allowed', code: 0 })
  })
})

describe('forum channels and threads', () => {
  it('needs exactly one of thread_name and thread_id in a forum', async () => {
    const forum = emu.demo.webhooks.forum
    expect(obj(await execute({ content: 'x' }, '?wait=true', forum)).code).toBe(220001)
    const both = await execute(
      { content: 'x', thread_name: 'T' },
      `?wait=true&thread_id=${emu.demo.forumThread}`,
      forum,
    )
    expect(obj(both).code).toBe(220002)
    const notForum = await execute({ content: 'x', thread_name: 'T' })
    expect(obj(notForum).code).toBe(220003)
  })

  it('creates a post with thread_name and applied tags; the message lives in the new thread', async () => {
    const forum = emu.demo.webhooks.forum
    const tag = emu.demo.forumTags[0]?.id as string
    const m = obj(
      await execute(
        { content: 'Launch!', thread_name: 'v2 launch', applied_tags: [tag] },
        '?wait=true',
        forum,
      ),
    )
    expect(m.channel_id).not.toBe(emu.demo.channels.forum)
    expect(m.channel_id).toBe(m.id)
    const again = obj(await execute({ content: 'follow-up' }, `?wait=true&thread_id=${m.channel_id}`, forum))
    expect(again.channel_id).toBe(m.channel_id)
  })

  it('posts into an existing thread and answers 10003 for a thread of another channel', async () => {
    const forum = emu.demo.webhooks.forum
    const m = obj(await execute({ content: 'x' }, `?wait=true&thread_id=${emu.demo.forumThread}`, forum))
    expect(m.channel_id).toBe(emu.demo.forumThread)
    const other = await execute({ content: 'x' }, `?wait=true&thread_id=${emu.demo.forumThread}`)
    expect(obj(other).code).toBe(10003)
  })
})

describe('components', () => {
  const v2 = (components: unknown[]) => ({ flags: 32768, components })
  const text = (content: string) => ({ type: 10, content })

  it('drops components on a UI-made webhook without with_components (a V2-only body becomes empty)', async () => {
    const r = await execute(v2([text('hi')]))
    expect(r.body).toEqual({ message: 'Cannot send an empty message', code: 50006 })
    const withContent = obj(
      await execute({
        content: 'x',
        components: [{ type: 1, components: [{ type: 2, style: 5, label: 'L', url: 'https://x.y' }] }],
      }),
    )
    expect(withContent.components).toEqual([])
  })

  it('sends V2 with with_components=true and assigns component ids', async () => {
    const payload = v2([{ type: 17, components: [text('Hello'), { type: 14 }] }])
    assertRequest('POST', EXECUTE, payload)
    const m = obj(await execute(payload, '?wait=true&with_components=true'))
    expect(m.flags).toBe(32768)
    expect(m.components[0].id).toBe(1)
    expect(m.components[0].components[0]).toMatchObject({ type: 10, content: 'Hello', id: 2 })
    assertResponse('POST', EXECUTE, 200, m)
  })

  it('rejects content or embeds with IS_COMPONENTS_V2', async () => {
    const r = await execute(
      { ...v2([text('a')]), content: 'x', embeds: [{ title: 't' }] },
      '?wait=true&with_components=1',
    )
    expect(firstError(r.body, 'content')).toBe('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2')
    expect(firstError(r.body, 'embeds')).toBe('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2')
  })

  it('limits V2 messages to 40 components and 4000 text-display characters', async () => {
    const q = '?wait=true&with_components=true'
    expect((await execute(v2(Array.from({ length: 40 }, () => text('a'))), q)).status).toBe(200)
    const many = await execute(v2(Array.from({ length: 41 }, () => text('a'))), q)
    expect(firstError(many.body, 'components')).toBe('MAX_COMPONENTS_EXCEEDED')
    expect((await execute(v2([text('a'.repeat(2000)), text('😀'.repeat(2000))]), q)).status).toBe(200)
    const long = await execute(v2([text('a'.repeat(2000)), text('b'.repeat(2001))]), q)
    expect(firstError(long.body, 'components')).toBe('MAX_TEXT_DISPLAY_LENGTH_EXCEEDED')
  })

  it('allows only non-interactive components on UI-made webhooks, anything on app-owned ones', async () => {
    const row = { type: 1, components: [{ type: 2, style: 1, label: 'Click', custom_id: 'c1' }] }
    const ui = await execute({ content: 'x', components: [row] }, '?wait=true&with_components=true')
    expect(firstError(ui.body, 'components', 0, 'components', 0)).toBe('COMPONENT_INTERACTIVE_NOT_ALLOWED')
    const app = await execute({ content: 'x', components: [row] }, '?wait=true', emu.demo.webhooks.appOwned)
    expect(obj(app).components).toHaveLength(1)
  })

  it('rejects V2 component types without the flag', async () => {
    const r = await execute({ content: 'x', components: [text('a')] }, '?wait=true&with_components=true')
    expect(firstError(r.body, 'components', 0, 'type')).toBe('BASE_TYPE_CHOICES')
  })
})
