// Contract checks the other files leave out: every operation's JSON bodies (requests, answers and error
// answers) against Discord's OpenAPI description, the legacy error shape per API version, the upload
// limits at their defaults, and thread_name in a media channel (a world loaded from a snapshot).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Emulator } from './index'
import { assertRequest, assertResponse } from './openapi'
import { call, form, obj, start } from './testkit'

const EXECUTE = '/webhooks/{webhook_id}/{webhook_token}'
const MESSAGE = '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'
const ROLE_CONNECTION = '/users/@me/applications/{application_id}/role-connection'
const MiB = 1024 * 1024

let emu: Emulator
let bot: Record<string, string>
beforeAll(async () => {
  ;({ emu } = await start())
  bot = { authorization: `Bot ${emu.demo.application.botToken}` }
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})

const general = () => emu.demo.webhooks.general

describe('bodies the OpenAPI description covers', () => {
  it('lists a guild’s webhooks', async () => {
    const r = await call(`${emu.apiBase}/guilds/${emu.demo.guild.id}/webhooks`, { headers: bot })
    expect(r.status).toBe(200)
    assertResponse('GET', '/guilds/{guild_id}/webhooks', 200, r.body)
    expect((r.body as unknown[]).length).toBeGreaterThanOrEqual(5)
  })

  it('modifies a webhook by id (Bot) and by token', async () => {
    const byId = { name: 'Renamed by the bot', channel_id: emu.demo.channels.news }
    assertRequest('PATCH', '/webhooks/{webhook_id}', byId)
    const a = await call(`${emu.apiBase}/webhooks/${emu.demo.webhooks.announcements.id}`, {
      method: 'PATCH',
      json: byId,
      headers: bot,
    })
    expect(a.status).toBe(200)
    assertResponse('PATCH', '/webhooks/{webhook_id}', 200, a.body)
    expect(obj(a)).toMatchObject({ name: 'Renamed by the bot', channel_id: emu.demo.channels.news })

    const byToken = { name: 'Renamed by token' }
    assertRequest('PATCH', '/webhooks/{webhook_id}/{webhook_token}', byToken)
    const b = await call(general().url, { method: 'PATCH', json: byToken })
    expect(b.status).toBe(200)
    assertResponse('PATCH', '/webhooks/{webhook_id}/{webhook_token}', 200, b.body)
    expect(obj(b).name).toBe('Renamed by token')
  })

  it('puts and gets a user role connection', async () => {
    const { access_token } = emu.control.createUserToken({
      applicationId: emu.demo.application.id,
      userId: emu.demo.user.id,
      scopes: ['role_connections.write'],
    })
    const url = `${emu.apiBase}/users/@me/applications/${emu.demo.application.id}/role-connection`
    const headers = { authorization: `Bearer ${access_token}` }
    const body = { platform_name: 'Cookie Club', platform_username: 'sandbox_user', metadata: {} }
    assertRequest('PUT', ROLE_CONNECTION, body)
    const put = await call(url, { method: 'PUT', json: body, headers })
    expect(put.status).toBe(200)
    assertResponse('PUT', ROLE_CONNECTION, 200, put.body)
    const got = await call(url, { headers })
    expect(got.status).toBe(200)
    assertResponse('GET', ROLE_CONNECTION, 200, got.body)
    expect(obj(got)).toMatchObject({ platform_name: 'Cookie Club', platform_username: 'sandbox_user' })
  })

  it('edits a message with a multipart body', async () => {
    const sent = obj(await call(`${general().url}?wait=true`, { json: { content: 'before' } }))
    const payload = { content: 'after', attachments: [{ id: '0', description: 'the new file' }] }
    assertRequest('PATCH', MESSAGE, payload, 'multipart/form-data')
    const r = await call(`${general().url}/messages/${sent.id}`, {
      method: 'PATCH',
      body: form(payload, [{ name: 'new.txt', data: 'new' }]),
    })
    expect(r.status).toBe(200)
    assertResponse('PATCH', MESSAGE, 200, r.body)
    expect(obj(r)).toMatchObject({
      content: 'after',
      attachments: [{ filename: 'new.txt', description: 'the new file' }],
    })
  })

  it('answers errors in the ClientErrorResponse shape on every route', async () => {
    const w = general()
    const errors: [string, string, string, Promise<Awaited<ReturnType<typeof call>>>, number, number][] = [
      ['GET', EXECUTE, 'wrong token', call(`${emu.apiBase}/webhooks/${w.id}/${'x'.repeat(68)}`), 401, 50027],
      [
        'GET',
        '/webhooks/{webhook_id}',
        'unknown webhook',
        call(`${emu.apiBase}/webhooks/1`, { headers: bot }),
        404,
        10015,
      ],
      [
        'GET',
        '/channels/{channel_id}/webhooks',
        'no Manage Webhooks',
        call(`${emu.apiBase}/channels/${emu.demo.channels.restricted}/webhooks`, { headers: bot }),
        403,
        50013,
      ],
      ['GET', MESSAGE, 'unknown message', call(`${w.url}/messages/1191169081999360040`), 404, 10008],
      [
        'PATCH',
        MESSAGE,
        'unknown message',
        call(`${w.url}/messages/1191169081999360040`, { method: 'PATCH', json: { content: 'x' } }),
        404,
        10008,
      ],
      [
        'DELETE',
        MESSAGE,
        'unknown message',
        call(`${w.url}/messages/1191169081999360040`, { method: 'DELETE' }),
        404,
        10008,
      ],
      [
        'PATCH',
        '/webhooks/{webhook_id}',
        'too long a name',
        call(`${emu.apiBase}/webhooks/${w.id}`, {
          method: 'PATCH',
          json: { name: 'n'.repeat(81) },
          headers: bot,
        }),
        400,
        50035,
      ],
      [
        'GET',
        '/applications/{application_id}/role-connections/metadata',
        'no bot token',
        call(`${emu.apiBase}/applications/${emu.demo.application.id}/role-connections/metadata`),
        401,
        0,
      ],
      [
        'PUT',
        ROLE_CONNECTION,
        'a bot token instead of a bearer',
        call(`${emu.apiBase}/users/@me/applications/${emu.demo.application.id}/role-connection`, {
          method: 'PUT',
          json: { platform_name: 'x' },
          headers: bot,
        }),
        401,
        0,
      ],
    ]
    for (const [method, template, what, answer, status, code] of errors) {
      const r = await answer
      expect(r.status, what).toBe(status)
      expect(obj(r).code, what).toBe(code)
      expect(typeof obj(r).message, what).toBe('string')
      assertResponse(method, template, status, r.body)
    }
  })
})

describe('legacy error shape by API version', () => {
  const tooLong = { content: 'a'.repeat(2001) }
  const at = (root: string) => `${emu.url}${root}/webhooks/${general().id}/${general().token}`

  it('answers v6 and v7 in the flat shape and v8 and later with the nested errors tree', async () => {
    for (const root of ['/api/v6', '/api/v7']) {
      const r = await call(at(root), { json: tooLong })
      expect(r.status, root).toBe(400)
      expect(r.body, root).toEqual({ content: ['Must be 2000 or fewer in length.'] })
    }
    for (const root of ['/api/v8', '/api/v9', '/api/v10']) {
      const r = await call(at(root), { json: tooLong })
      expect(r.status, root).toBe(400)
      expect(obj(r), root).toMatchObject({
        code: 50035,
        message: 'Invalid Form Body',
        errors: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
      })
    }
  })

  it('answers the nested tree on unversioned paths too when the legacy shape is turned off', async () => {
    emu.control.setConfig({ legacyUnversionedErrors: false })
    try {
      const r = await call(at('/api'), { json: tooLong })
      expect(obj(r)).toMatchObject({ code: 50035, errors: { content: { _errors: [{}] } } })
    } finally {
      emu.control.setConfig({ legacyUnversionedErrors: true })
    }
  })
})

describe('upload limits at their defaults (10 MiB per file, 25 MiB per request)', () => {
  const upload = (files: { name: string; data: Uint8Array }[]) =>
    call(`${general().url}?wait=true`, { body: form({ content: 'files' }, files) })

  it('accepts a file of exactly 10 MiB and two files of 9 MiB', async () => {
    expect((await upload([{ name: 'edge.bin', data: new Uint8Array(10 * MiB) }])).status).toBe(200)
    const two = await upload([
      { name: 'a.bin', data: new Uint8Array(9 * MiB) },
      { name: 'b.bin', data: new Uint8Array(9 * MiB) },
    ])
    expect(two.status).toBe(200)
    expect(obj(two).attachments.map((a: { size: number }) => a.size)).toEqual([9 * MiB, 9 * MiB])
  })

  it('answers 413 40005 to three files of 9 MiB (27 MiB), each under the per-file limit, and stores nothing', async () => {
    const r = await upload([
      { name: 'a.bin', data: new Uint8Array(9 * MiB) },
      { name: 'b.bin', data: new Uint8Array(9 * MiB) },
      { name: 'c.bin', data: new Uint8Array(9 * MiB) },
    ])
    expect(r.status).toBe(413)
    expect(r.body).toEqual({ message: 'Request entity too large', code: 40005 })
    assertResponse('POST', EXECUTE, 413, r.body)
    expect(emu.control.messages({ webhookId: general().id })).toEqual([])
  })
})

describe('media channels', () => {
  it('creates a post with thread_name in a media channel (type 16) loaded from a snapshot', async () => {
    const snapshot = obj(await call(`${emu.url}/__emulator/snapshot`))
    const forumId = emu.demo.channels.forum
    for (const channel of snapshot.channels as { id: string; type: number; name: string }[]) {
      if (channel.id === forumId) Object.assign(channel, { type: 16, name: 'media' })
    }
    expect((await call(`${emu.url}/__emulator/load`, { json: snapshot })).status).toBe(204)
    const hook = emu.demo.webhooks.forum

    const noThread = await call(`${hook.url}?wait=true`, { json: { content: 'x' } })
    expect(obj(noThread).code).toBe(220001)
    const post = obj(
      await call(`${hook.url}?wait=true`, { json: { content: 'New screenshots', thread_name: 'Gallery' } }),
    )
    expect(post.content).toBe('New screenshots')
    expect(post.channel_id).not.toBe(forumId)
    const [stored] = emu.control.messages({ channelId: post.channel_id })
    expect(stored).toMatchObject({ id: post.id, content: 'New screenshots' })
  })
})
