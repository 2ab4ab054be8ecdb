import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Emulator } from './index'
import { assertResponse } from './openapi'
import { call, obj, start } from './testkit'

let emu: Emulator
beforeAll(async () => {
  ;({ emu } = await start())
})
afterAll(async () => emu.close())

const channel = (id: string, botToken?: string) =>
  call(`${emu.apiBase}/channels/${id}`, botToken ? { headers: { authorization: `Bot ${botToken}` } } : {})

describe('GET /channels/:channel_id', () => {
  it('answers the forum with its tags and flags to a bot of the guild', async () => {
    const r = await channel(emu.demo.channels.forum, emu.demo.application.botToken)
    expect(r.status).toBe(200)
    assertResponse('GET', '/channels/{channel_id}', 200, r.body)
    expect(obj(r)).toMatchObject({
      id: emu.demo.channels.forum,
      type: 15,
      name: 'forum',
      guild_id: emu.demo.guild.id,
      flags: 0,
      available_tags: emu.demo.forumTags,
    })
  })

  it('answers a text channel without tags', async () => {
    const r = await channel(emu.demo.channels.general, emu.demo.application.botToken)
    expect(obj(r)).toMatchObject({ id: emu.demo.channels.general, type: 0, name: 'general' })
    expect(obj(r)).not.toHaveProperty('available_tags')
  })

  it('answers 401 without a bot, 404 10003 for an unknown channel, 403 50001 to a bot outside the guild', async () => {
    expect((await channel(emu.demo.channels.forum)).status).toBe(401)
    const unknown = await channel('123456789012345678', emu.demo.application.botToken)
    expect(unknown.status).toBe(404)
    expect(obj(unknown).code).toBe(10003)
    const outside = await channel(emu.demo.channels.forum, emu.demo.outsider.botToken)
    expect(outside.status).toBe(403)
    expect(obj(outside)).toEqual({ message: 'Missing Access', code: 50001 })
  })
})

const guild = (path: string, botToken?: string) =>
  call(`${emu.apiBase}/guilds/${path}`, botToken ? { headers: { authorization: `Bot ${botToken}` } } : {})

describe('GET /guilds/:guild_id and /guilds/:guild_id/channels', () => {
  it('answers the guild with its name to a bot of the guild', async () => {
    const r = await guild(emu.demo.guild.id, emu.demo.application.botToken)
    expect(r.status).toBe(200)
    expect(obj(r)).toMatchObject({ id: emu.demo.guild.id, name: 'Herald Sandbox', icon: null })
  })

  it('lists the guild channels in order, without threads', async () => {
    const r = await guild(`${emu.demo.guild.id}/channels`, emu.demo.application.botToken)
    expect(r.status).toBe(200)
    assertResponse('GET', '/guilds/{guild_id}/channels', 200, r.body)
    const list = r.body as { id: string; name: string; type: number; position: number }[]
    expect(list.map((c) => [c.name, c.type, c.position])).toEqual([
      ['announcements', 0, 0],
      ['general', 0, 1],
      ['news', 5, 2],
      ['forum', 15, 3],
      ['restricted', 0, 4],
    ])
    expect(list.map((c) => c.id)).not.toContain(emu.demo.forumThread)
  })

  it('answers 401 without a bot, 404 10004 for an unknown guild, 403 50001 to a bot outside it', async () => {
    for (const path of [emu.demo.guild.id, `${emu.demo.guild.id}/channels`]) {
      expect((await guild(path)).status).toBe(401)
      const outside = await guild(path, emu.demo.outsider.botToken)
      expect(outside.status).toBe(403)
      expect(obj(outside)).toEqual({ message: 'Missing Access', code: 50001 })
    }
    const unknown = await guild('123456789012345678', emu.demo.application.botToken)
    expect(unknown.status).toBe(404)
    expect(obj(unknown)).toEqual({ message: 'Unknown Guild', code: 10004 })
  })
})
