import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../emulator'
import type { Harness } from './helpers'
import { USER_AGENT, fixtureFiles, startHarness } from './helpers'

// The exact wire format of every endpoint, read back from the emulator's request journal.

let h: Harness
beforeEach(async () => {
  h = await startHarness()
})
afterEach(async () => {
  await h.close()
})

const files = fixtureFiles()
const last = (route?: string): JournalEntry => {
  const entries = h.emu.control.journal(route ? { route } : undefined)
  return entries[entries.length - 1] as JournalEntry
}

function expectTokenRoute(entry: JournalEntry) {
  expect(entry.headers.authorization).toBeUndefined()
  expect(entry.headers['user-agent']).toBe(USER_AGENT)
}

describe('webhook-token routes', () => {
  it('executes with a JSON body and wait=true, without Authorization', async () => {
    const hook = h.demo.webhooks.general
    const body = {
      content: 'Hello',
      embeds: [{ title: 'News', color: 0x5865f2 }],
      allowed_mentions: { parse: [] },
    }
    const result = await h.client.webhooks.execute(h.ref(hook), { body, wait: true })
    expect(result.status).toBe(200)
    expect(result.message).toMatchObject({ content: 'Hello', webhook_id: hook.id })
    const entry = last()
    expect(entry).toMatchObject({ method: 'POST', path: `/api/v10/webhooks/${hook.id}/${hook.token}` })
    expect(entry.query).toEqual({ wait: 'true' })
    expect(entry.headers['content-type']).toBe('application/json')
    expect(entry.body).toEqual(body)
    expectTokenRoute(entry)
  })

  it('executes without wait and gets 204 with no query at all', async () => {
    const result = await h.client.webhooks.execute(h.ref(h.demo.webhooks.general), { body: { content: 'x' } })
    expect(result).toEqual({ status: 204, message: null })
    expect(last().query).toEqual({})
  })

  it('posts into an existing thread with thread_id and creates a forum post with thread_name', async () => {
    const forum = h.ref(h.demo.webhooks.forum)
    const inThread = await h.client.webhooks.execute(forum, {
      body: { content: 'reply' },
      threadId: h.demo.forumThread,
      wait: true,
    })
    expect(last().query).toEqual({ wait: 'true', thread_id: h.demo.forumThread })
    expect(inThread.message?.channel_id).toBe(h.demo.forumThread)
    const post = await h.client.webhooks.execute(forum, {
      body: { content: 'new post' },
      threadName: 'Launch',
      wait: true,
    })
    expect(last().body).toEqual({ content: 'new post', thread_name: 'Launch' })
    expect(post.message?.channel_id).not.toBe(h.demo.channels.forum)
  })

  it('uploads files as payload_json + files[n] with descriptions, spoilers and attachment:// embeds', async () => {
    const hook = h.ref(h.demo.webhooks.general)
    const result = await h.client.webhooks.execute(hook, {
      body: {
        content: 'Three files',
        embeds: [{ title: 'Banner', image: { url: 'attachment://banner.png' } }],
      },
      files: [
        { path: files.png, description: 'The banner' },
        { path: files.gif, spoiler: true },
        { path: files.txt },
      ],
      wait: true,
    })
    const entry = last()
    expect(entry.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(entry.files.map((f) => [f.field, f.filename, f.contentType])).toEqual([
      ['files[0]', 'banner.png', 'image/png'],
      ['files[1]', 'SPOILER_dance.gif', 'image/gif'],
      ['files[2]', 'notes.txt', 'text/plain'],
    ])
    expect(entry.body).toMatchObject({
      attachments: [
        { id: 0, filename: 'banner.png', description: 'The banner' },
        { id: 1, filename: 'SPOILER_dance.gif', is_spoiler: true },
        { id: 2, filename: 'notes.txt' },
      ],
    })
    const embedImage = (result.message?.embeds[0]?.image?.url ?? '') as string
    expect(embedImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*banner\.png/)
    expect(result.message?.attachments.map((a) => a.filename).sort()).toEqual([
      'SPOILER_dance.gif',
      'notes.txt',
    ])
  })

  it('sets with_components for a Components V2 message to a webhook no application owns, once looked up', async () => {
    const hook = h.ref(h.demo.webhooks.announcements)
    const body = { flags: 32768, components: [{ type: 10, content: 'Hello from V2' }] }
    await h.client.webhooks.execute(hook, { body, wait: true })
    await h.client.webhooks.execute(hook, { body, wait: true })
    const entries = h.emu.control.journal()
    expect(entries.map((e) => `${e.method} ${e.route}`)).toEqual([
      'GET getWebhookWithToken',
      'POST executeWebhook',
      'POST executeWebhook',
    ])
    expect(entries[1]?.query).toEqual({ wait: 'true', with_components: 'true' })
    expectTokenRoute(entries[0] as JournalEntry)
  })

  it('does not set with_components for an application-owned webhook', async () => {
    const hook = h.ref(h.demo.webhooks.appOwned)
    await h.client.webhooks.execute(hook, {
      body: { flags: 32768, components: [{ type: 10, content: 'Hi' }] },
    })
    expect(last().query).toEqual({})
  })

  it('edits with PATCH, keeping the listed attachments and adding new files', async () => {
    const hook = h.ref(h.demo.webhooks.general)
    const sent = await h.client.webhooks.execute(hook, {
      body: { content: 'v1' },
      files: [{ path: files.txt }],
      wait: true,
    })
    const kept = sent.message?.attachments[0]?.id as string
    const edited = await h.client.webhooks.editMessage(hook, sent.message?.id as string, {
      body: { content: 'v2' },
      files: [{ path: files.gif }],
      keep: [{ id: kept }],
    })
    const entry = last()
    expect(entry).toMatchObject({
      method: 'PATCH',
      path: `/api/v10/webhooks/${hook.webhookId}/${hook.token}/messages/${sent.message?.id}`,
    })
    expect(entry.body).toEqual({
      content: 'v2',
      attachments: [{ id: kept }, { id: 0, filename: 'dance.gif' }],
    })
    expect(entry.files.map((f) => f.field)).toEqual(['files[0]'])
    expectTokenRoute(entry)
    expect(edited.content).toBe('v2')
    expect(edited.attachments.map((a) => a.filename).sort()).toEqual(['dance.gif', 'notes.txt'])
  })

  it('removes every attachment with keep: [] and a JSON PATCH', async () => {
    const hook = h.ref(h.demo.webhooks.general)
    const sent = await h.client.webhooks.execute(hook, {
      body: { content: 'v1' },
      files: [{ path: files.txt }],
      wait: true,
    })
    const edited = await h.client.webhooks.editMessage(hook, sent.message?.id as string, {
      body: {},
      keep: [],
    })
    expect(last().body).toEqual({ attachments: [] })
    expect(edited.attachments).toEqual([])
  })

  it('gets and deletes a message (with thread_id), then gets and deletes the webhook by token', async () => {
    const hook = h.ref(h.demo.webhooks.forum)
    const thread = h.demo.forumThread
    const sent = await h.client.webhooks.execute(hook, {
      body: { content: 'x' },
      threadId: thread,
      wait: true,
    })
    const id = sent.message?.id as string
    const fetched = await h.client.webhooks.getMessage(hook, id, thread)
    expect(fetched.id).toBe(id)
    expect(last()).toMatchObject({ method: 'GET', query: { thread_id: thread } })
    await h.client.webhooks.deleteMessage(hook, id, thread)
    expect(last()).toMatchObject({ method: 'DELETE', query: { thread_id: thread }, status: 204 })
    expectTokenRoute(last())
    const webhook = await h.client.webhooks.getWebhook(hook)
    expect(webhook).toMatchObject({ id: hook.webhookId, application_id: null })
    expect(webhook).not.toHaveProperty('user')
    await h.client.webhooks.deleteWebhook(hook)
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: `/api/v10/webhooks/${hook.webhookId}/${hook.token}`,
      status: 204,
    })
    expectTokenRoute(last())
  })
})

describe('bot routes', () => {
  it('creates, lists and deletes webhooks with Authorization: Bot and an audit-log reason', async () => {
    const bot = h.demo.application.botToken
    const channel = h.demo.channels.general
    const created = await h.client.bot.createWebhook(
      bot,
      channel,
      { name: 'Release bot' },
      { reason: 'Release day: 2.0 ü' },
    )
    let entry = last()
    expect(entry).toMatchObject({
      method: 'POST',
      path: `/api/v10/channels/${channel}/webhooks`,
      body: { name: 'Release bot' },
    })
    expect(entry.headers.authorization).toBe(`Bot ${bot}`)
    expect(entry.headers['x-audit-log-reason']).toBe(encodeURIComponent('Release day: 2.0 ü'))
    expect(entry.headers['user-agent']).toBe(USER_AGENT)
    expect(created).toMatchObject({ name: 'Release bot', application_id: h.demo.application.id })
    expect(created.token).toMatch(/^[\w-]{68}$/)
    const list = await h.client.bot.listChannelWebhooks(bot, channel)
    expect(list.map((w) => w.id)).toContain(created.id)
    expect(last().headers.authorization).toBe(`Bot ${bot}`)
    await h.client.bot.deleteWebhook(bot, created.id)
    entry = last()
    expect(entry).toMatchObject({ method: 'DELETE', path: `/api/v10/webhooks/${created.id}`, status: 204 })
    expect(entry.headers.authorization).toBe(`Bot ${bot}`)
    expect(entry.headers['x-audit-log-reason']).toBeUndefined()
  })

  it('puts and gets role-connection metadata with the bot token', async () => {
    const bot = h.demo.application.botToken
    const app = h.demo.application.id
    const records = [
      { type: 2, key: 'cookies_eaten', name: 'Cookies eaten', description: 'At least this many' },
    ]
    const put = await h.client.bot.putRoleConnectionMetadata(bot, app, records)
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/api/v10/applications/${app}/role-connections/metadata`,
      body: records,
    })
    expect(last().headers.authorization).toBe(`Bot ${bot}`)
    expect(put).toMatchObject(records)
    expect(await h.client.bot.getRoleConnectionMetadata(bot, app)).toMatchObject(records)
  })
})

describe('OAuth2 and Bearer routes', () => {
  const client = () => ({ clientId: h.demo.application.id, clientSecret: h.demo.application.clientSecret })

  it('asks for a client-credentials token, form-encoded with Basic auth on the unversioned root', async () => {
    const token = await h.client.oauth2.requestToken(client(), {
      grant_type: 'client_credentials',
      scope: 'identify connections',
    })
    const entry = last()
    expect(entry).toMatchObject({ method: 'POST', path: '/api/oauth2/token' })
    expect(entry.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const basic = Buffer.from(`${h.demo.application.id}:${h.demo.application.clientSecret}`).toString(
      'base64',
    )
    expect(entry.headers.authorization).toBe(`Basic ${basic}`)
    expect(entry.body).toEqual({ grant_type: 'client_credentials', scope: 'identify connections' })
    expect(token).toMatchObject({ token_type: 'Bearer' })
    expect(token).not.toHaveProperty('refresh_token')
  })

  it('exchanges an authorization code, refreshes it, and uses the Bearer token for the role connection', async () => {
    const authorize = new URL(`${h.emu.url}/oauth2/authorize`)
    authorize.search = new URLSearchParams({
      client_id: h.demo.application.id,
      response_type: 'code',
      scope: 'role_connections.write identify',
      redirect_uri: h.demo.application.redirectUri,
      state: 's1',
    }).toString()
    const redirect = await fetch(authorize, { redirect: 'manual' })
    const code = new URL(redirect.headers.get('location') as string).searchParams.get('code') as string
    const first = await h.client.oauth2.requestToken(client(), {
      grant_type: 'authorization_code',
      code,
      redirect_uri: h.demo.application.redirectUri,
    })
    expect(last().body).toEqual({
      grant_type: 'authorization_code',
      code,
      redirect_uri: h.demo.application.redirectUri,
    })
    if (!('refresh_token' in first)) throw new Error('expected a refresh token')
    const second = await h.client.oauth2.requestToken(client(), {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    })
    expect(last().body).toEqual({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    const app = h.demo.application.id
    const body = { platform_name: 'Cookie Club', platform_username: 'sam', metadata: { cookies_eaten: '12' } }
    await h.client.bot.putRoleConnectionMetadata(h.demo.application.botToken, app, [
      { type: 2, key: 'cookies_eaten', name: 'Cookies', description: 'Eaten' },
    ])
    const put = await h.client.oauth2.putUserRoleConnection(second.access_token, app, body)
    const entry = last()
    expect(entry).toMatchObject({
      method: 'PUT',
      path: `/api/v10/users/@me/applications/${app}/role-connection`,
      body,
    })
    expect(entry.headers.authorization).toBe(`Bearer ${second.access_token}`)
    expect(entry.headers['content-type']).toBe('application/json')
    expect(put).toMatchObject(body)
    expect(await h.client.oauth2.getUserRoleConnection(second.access_token, app)).toMatchObject(body)
    expect(last()).toMatchObject({
      method: 'GET',
      path: `/api/v10/users/@me/applications/${app}/role-connection`,
    })
    expect(last().headers.authorization).toBe(`Bearer ${second.access_token}`)
    expect(last().headers['content-type']).toBeUndefined()
  })

  it('maps an OAuth2 error body (a code used twice)', async () => {
    await expect(
      h.client.oauth2.requestToken(client(), {
        grant_type: 'authorization_code',
        code: 'nope',
        redirect_uri: h.demo.application.redirectUri,
      }),
    ).rejects.toMatchObject({ data: { kind: 'discord', status: 400, code: null } })
  })
})

describe('errors', () => {
  it('marks a webhook invalid on 401 50027 and on 404 10015', async () => {
    const hook = h.demo.webhooks.general
    const wrong = { webhookId: hook.id, token: 'x'.repeat(68) }
    await expect(h.client.webhooks.execute(wrong, { body: { content: 'x' } })).rejects.toMatchObject({
      data: { kind: 'discord', status: 401, code: 50027 },
    })
    const gone = { webhookId: '1191169086193664000', token: hook.token }
    await expect(h.client.webhooks.execute(gone, { body: { content: 'x' } })).rejects.toMatchObject({
      data: { kind: 'discord', status: 404, code: 10015 },
    })
    expect(h.invalid).toEqual([
      { webhookId: hook.id, reason: 'tokenInvalid' },
      { webhookId: '1191169086193664000', reason: 'deleted' },
    ])
  })

  it('flattens a 50035 into issues with editor paths', async () => {
    const error = await h.client.webhooks
      .execute(h.ref(h.demo.webhooks.general), { body: { embeds: [{ title: 't'.repeat(300) }] } })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ data: { kind: 'discord', status: 400, code: 50035 } })
    expect((error as { data: { issues: { path: string }[] } }).data.issues.map((i) => i.path)).toContain(
      'embeds[0].title',
    )
    expect(h.invalid).toEqual([])
  })
})
