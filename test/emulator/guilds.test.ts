import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Emulator } from './index'
import { assertResponse } from './openapi'
import { call, obj, start } from './testkit'

// Get Guild Roles, Search Guild Members and List Guild Emojis as Discord documents them (issue 20).
let emu: Emulator
beforeAll(async () => {
  ;({ emu } = await start())
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})

const read = (path: string, botToken = emu.demo.application.botToken) =>
  call(`${emu.apiBase}/guilds/${emu.demo.guild.id}${path}`, { headers: { authorization: `Bot ${botToken}` } })

const names = (list: { name?: string; user?: { username: string } }[]) =>
  list.map((item) => item.name ?? item.user?.username)

describe('GET /guilds/:guild_id/roles', () => {
  it('lists @everyone and the roles with colour, position, managed and mentionable', async () => {
    const r = await read('/roles')
    expect(r.status).toBe(200)
    assertResponse('GET', '/guilds/{guild_id}/roles', 200, r.body)
    const roles = r.body as Record<string, unknown>[]
    expect(roles[0]).toMatchObject({ id: emu.demo.guild.id, name: '@everyone', position: 0 })
    expect(roles.find((role) => role.id === emu.demo.roles.moderators)).toMatchObject({
      name: 'Moderators',
      color: 0x2ecc71,
      mentionable: true,
      managed: false,
    })
    expect(roles.find((role) => role.id === emu.demo.roles.bot)).toMatchObject({
      managed: true,
      tags: { bot_id: expect.any(String) },
    })
  })

  it('answers 403 50001 to a bot outside the guild and 401 without a token', async () => {
    const outsider = await read('/roles', emu.demo.outsider.botToken)
    expect(outsider.status).toBe(403)
    expect(obj(outsider).code).toBe(50001)
    assertResponse('GET', '/guilds/{guild_id}/roles', 403, outsider.body)
    expect((await call(`${emu.apiBase}/guilds/${emu.demo.guild.id}/roles`)).status).toBe(401)
  })

  it('carries the same roles and emoji in GET /guilds/:guild_id', async () => {
    const guild = obj(await read(''))
    expect(names(guild.roles)).toEqual(names((await read('/roles')).body as { name: string }[]))
    expect(names(guild.emojis)).toEqual(['herald_wave', 'party_blob'])
  })
})

describe('GET /guilds/:guild_id/emojis', () => {
  it('lists the static and the animated emoji', async () => {
    const r = await read('/emojis')
    expect(r.status).toBe(200)
    assertResponse('GET', '/guilds/{guild_id}/emojis', 200, r.body)
    expect(r.body).toEqual([
      expect.objectContaining({ id: emu.demo.emojis.wave, name: 'herald_wave', animated: false }),
      expect.objectContaining({ id: emu.demo.emojis.partyBlob, name: 'party_blob', animated: true }),
    ])
  })
})

describe('GET /guilds/:guild_id/members/search', () => {
  it('matches the start of the username or the nickname, case-insensitively, one by default', async () => {
    const one = await read('/members/search?query=a')
    expect(one.status).toBe(200)
    assertResponse('GET', '/guilds/{guild_id}/members/search', 200, one.body)
    expect(one.body).toHaveLength(1)
    const many = (await read('/members/search?query=A&limit=10')).body as { user: { username: string } }[]
    // ada_lovelace and alan_t by username, grace_hopper by her nickname "Admiral".
    expect(names(many)).toEqual(['ada_lovelace', 'grace_hopper', 'alan_t'])
    const nick = obj(await read('/members/search?query=sand&limit=5'))
    expect(nick).toEqual([
      expect.objectContaining({ nick: 'Sandy', user: expect.objectContaining({ username: 'sandbox_user' }) }),
    ])
    // "love" is inside a name, not at its start.
    expect((await read('/members/search?query=love&limit=5')).body).toEqual([])
  })

  it('requires query and keeps limit within 1 to 1000 (50035)', async () => {
    const missing = await read('/members/search')
    expect(missing.status).toBe(400)
    expect(obj(missing)).toMatchObject({
      code: 50035,
      errors: { query: { _errors: [{ code: 'BASE_TYPE_REQUIRED' }] } },
    })
    assertResponse('GET', '/guilds/{guild_id}/members/search', 400, missing.body)
    const high = await read('/members/search?query=a&limit=1001')
    expect(obj(high)).toMatchObject({
      code: 50035,
      errors: { limit: { _errors: [{ code: 'NUMBER_TYPE_MAX' }] } },
    })
    const low = await read('/members/search?query=a&limit=0')
    expect(obj(low)).toMatchObject({
      code: 50035,
      errors: { limit: { _errors: [{ code: 'NUMBER_TYPE_MIN' }] } },
    })
  })

  it('answers 403 50001 when the application lacks the Server Members intent', async () => {
    const snapshot = obj(await call(`${emu.url}/__emulator/snapshot`))
    for (const app of snapshot.applications as { id: string; guildMembersIntent?: boolean }[])
      if (app.id === emu.demo.application.id) app.guildMembersIntent = false
    expect((await call(`${emu.url}/__emulator/load`, { json: snapshot })).status).toBe(204)
    const r = await read('/members/search?query=a')
    expect(r.status).toBe(403)
    expect(obj(r)).toEqual({ message: 'Missing Access', code: 50001 })
    assertResponse('GET', '/guilds/{guild_id}/members/search', 403, r.body)
  })
})
