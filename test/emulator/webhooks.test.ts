import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Emulator } from './index'
import { assertRequest, assertResponse } from './openapi'
import { call, obj, start } from './testkit'

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

const channelHooks = (id: string) => `${emu.apiBase}/channels/${id}/webhooks`

describe('webhook management with a bot token', () => {
  it('creates an app-owned webhook with a 68-character token and a URL on the emulator (200)', async () => {
    const body = { name: 'Deploys' }
    assertRequest('POST', '/channels/{channel_id}/webhooks', body)
    const r = await call(channelHooks(emu.demo.channels.general), { json: body, headers: bot })
    expect(r.status).toBe(200)
    assertResponse('POST', '/channels/{channel_id}/webhooks', 200, r.body)
    const w = obj(r)
    expect(w.token).toMatch(/^[A-Za-z0-9_-]{68}$/)
    expect(w).toMatchObject({ type: 1, name: 'Deploys', application_id: emu.demo.application.id })
    expect(w.url).toBe(`${emu.apiBase}/webhooks/${w.id}/${w.token}`)
    const sent = await call(`${w.url}?wait=true`, { json: { content: 'works' } })
    expect(sent.status).toBe(200)
  })

  it('lists a channel’s webhooks, showing tokens only for the calling app’s own', async () => {
    const r = await call(channelHooks(emu.demo.channels.general), { headers: bot })
    expect(r.status).toBe(200)
    assertResponse('GET', '/channels/{channel_id}/webhooks', 200, r.body)
    const list = r.body as { id: string; token?: string }[]
    const own = list.find((w) => w.id === emu.demo.webhooks.appOwned.id)
    const ui = list.find((w) => w.id === emu.demo.webhooks.general.id)
    expect(own?.token).toBe(emu.demo.webhooks.appOwned.token)
    expect(ui && 'token' in ui).toBe(false)
    const guild = await call(`${emu.apiBase}/guilds/${emu.demo.guild.id}/webhooks`, { headers: bot })
    expect((guild.body as unknown[]).length).toBe(5)
  })

  it('answers 401 without a bot token and 403 50013 where the bot lacks Manage Webhooks', async () => {
    const none = await call(channelHooks(emu.demo.channels.general), { json: { name: 'x' } })
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ message: '401: Unauthorized', code: 0 })
    const denied = await call(channelHooks(emu.demo.channels.restricted), {
      json: { name: 'x' },
      headers: bot,
    })
    expect(denied.status).toBe(403)
    expect(denied.body).toEqual({ message: 'Missing Permissions', code: 50013 })
    const list = await call(channelHooks(emu.demo.channels.restricted), { headers: bot })
    expect(obj(list).code).toBe(50013)
    const unknown = await call(channelHooks('123'), { json: { name: 'x' }, headers: bot })
    expect(obj(unknown).code).toBe(10003)
  })

  it('applies the name rules on create', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'BASE_TYPE_REQUIRED'],
      ['', 'BASE_TYPE_BAD_LENGTH'],
      ['x'.repeat(81), 'BASE_TYPE_BAD_LENGTH'],
      ['Discord Updates', 'USERNAME_INVALID_CONTAINS'],
      ['CLYDE', 'USERNAME_INVALID_CONTAINS'],
      ['here', 'USERNAME_INVALID'],
    ]
    for (const [name, code] of cases) {
      const r = await call(channelHooks(emu.demo.channels.general), { json: { name }, headers: bot })
      expect(r.status).toBe(400)
      expect(obj(r).errors.name._errors[0].code).toBe(code)
    }
  })

  it('stops at 15 webhooks per channel (30007)', async () => {
    for (let i = 0; i < 13; i++) {
      expect(
        (await call(channelHooks(emu.demo.channels.general), { json: { name: `h${i}` }, headers: bot }))
          .status,
      ).toBe(200)
    }
    const r = await call(channelHooks(emu.demo.channels.general), {
      json: { name: 'one too many' },
      headers: bot,
    })
    expect(obj(r).code).toBe(30007)
  })

  it('gets, modifies and deletes by id', async () => {
    const id = emu.demo.webhooks.announcements.id
    const got = await call(`${emu.apiBase}/webhooks/${id}`, { headers: bot })
    assertResponse('GET', '/webhooks/{webhook_id}', 200, got.body)
    expect(obj(got).user).toBeDefined()
    const patched = await call(`${emu.apiBase}/webhooks/${id}`, {
      method: 'PATCH',
      json: { name: 'Renamed' },
      headers: bot,
    })
    expect(obj(patched).name).toBe('Renamed')
    const deleted = await call(`${emu.apiBase}/webhooks/${id}`, { method: 'DELETE', headers: bot })
    expect(deleted.status).toBe(204)
    const again = await call(`${emu.apiBase}/webhooks/${id}`, { method: 'DELETE', headers: bot })
    expect(again.body).toEqual({ message: 'Unknown Webhook', code: 10015 })
    // A deleted webhook's URL stops working at once.
    const exec = await call(emu.demo.webhooks.announcements.url, { json: { content: 'x' } })
    expect(exec.body).toEqual({ message: 'Unknown Webhook', code: 10015 })
  })
})

describe('webhook routes with the token in the URL', () => {
  it('gets the webhook without Authorization and without the creator user', async () => {
    const w = emu.demo.webhooks.general
    const r = await call(w.url)
    expect(r.status).toBe(200)
    assertResponse('GET', '/webhooks/{webhook_id}/{webhook_token}', 200, r.body)
    expect(obj(r)).toMatchObject({ id: w.id, token: w.token, application_id: null, channel_id: w.channelId })
    expect('user' in obj(r)).toBe(false)
    const bad = await call(`${emu.apiBase}/webhooks/${w.id}/nottheright`)
    expect(bad.body).toEqual({ message: 'Invalid Webhook Token', code: 50027 })
  })

  it('modifies name by token and refuses channel moves there', async () => {
    const w = emu.demo.webhooks.general
    const r = await call(w.url, {
      method: 'PATCH',
      json: { name: 'New name', channel_id: emu.demo.channels.news },
    })
    expect(obj(r)).toMatchObject({ name: 'New name', channel_id: w.channelId })
  })

  it('deletes by token (204); the URL then answers 10015', async () => {
    const w = emu.demo.webhooks.news
    expect((await call(w.url, { method: 'DELETE' })).status).toBe(204)
    expect((await call(w.url)).body).toEqual({ message: 'Unknown Webhook', code: 10015 })
  })

  it('creates UI-made webhooks through the control API', async () => {
    const w = emu.control.createWebhook({ channelId: emu.demo.channels.news, name: 'Made in UI' })
    expect(w.applicationId).toBeNull()
    expect(w.url).toBe(`${emu.apiBase}/webhooks/${w.id}/${w.token}`)
    expect((await call(`${w.url}?wait=true`, { json: { content: 'x' } })).status).toBe(200)
  })
})
