import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { freshApps } from '../../support/services'

// Issue 20: names of a server's roles, channels, emoji and members, read by the services with a saved bot
// token of that server over real loopback; the page gets names and ids, never the token.
let emu: Emulator
beforeAll(async () => {
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
})
afterAll(async () => emu.close())
beforeEach(() => {
  emu.control.reset()
})
const fresh = freshApps('herald-guilds-', () => emu)

type Directory = {
  directory: {
    guildId: string
    roles: { id: string; name: string; color: number; managed: boolean; mentionable: boolean }[]
    channels: { id: string; name: string; type: number }[]
    emojis: { id: string; name: string; animated: boolean }[]
  } | null
  reason: string | null
}

describe('guilds.directory', () => {
  it('reads roles, channels and custom emoji with the saved token that is in the server', async () => {
    const app = await fresh()
    await app.call('webhooks.add', { url: emu.demo.webhooks.general.url })
    const webhookId = emu.demo.webhooks.general.id
    expect(await app.call('guilds.directory', { webhookId })).toEqual({
      directory: null,
      reason: expect.stringMatching(/Save a bot token of this server/),
    })
    await app.call('botTokens.add', { label: 'Outsider', token: emu.demo.outsider.botToken })
    expect(await app.call('guilds.directory', { webhookId })).toEqual({
      directory: null,
      reason: expect.stringMatching(/None of the saved bot tokens is in this server/),
    })
    await app.call('botTokens.add', { label: 'Sandbox', token: emu.demo.application.botToken })
    emu.control.clearJournal()
    const answer = await app.call<Directory>('guilds.directory', { webhookId })
    expect(answer.reason).toBeNull()
    const directory = answer.directory!
    expect(directory.guildId).toBe(emu.demo.guild.id)
    // Highest role first, @everyone last.
    expect(directory.roles.map((role) => role.name)).toEqual([
      'Moderators',
      'Announcements Ping',
      'Quiet Role',
      'Herald Sandbox App',
      '@everyone',
    ])
    expect(directory.roles[0]).toEqual({
      id: emu.demo.roles.moderators,
      name: 'Moderators',
      color: 0x2ecc71,
      position: 4,
      managed: false,
      mentionable: true,
    })
    expect(directory.channels).toContainEqual({ id: emu.demo.channels.forum, name: 'forum', type: 15 })
    expect(directory.channels).toContainEqual({ id: emu.demo.channels.news, name: 'news', type: 5 })
    expect(directory.emojis).toEqual([
      { id: emu.demo.emojis.wave, name: 'herald_wave', animated: false },
      { id: emu.demo.emojis.partyBlob, name: 'party_blob', animated: true },
    ])
    // The token went to Discord as `Bot …` and nowhere near the answer.
    const reads = emu.control.journal().filter((entry) => entry.route === 'listGuildRoles')
    expect(reads.at(-1)?.headers.authorization).toBe(`Bot ${emu.demo.application.botToken}`)
    expect(JSON.stringify(answer)).not.toContain(emu.demo.application.botToken)

    // Kept for the session: asked again, Discord is not; a refresh reads it again.
    emu.control.clearJournal()
    await app.call('guilds.directory', { webhookId })
    expect(emu.control.journal({ route: 'listGuildRoles' })).toHaveLength(0)
    await app.call('guilds.directory', { webhookId, refresh: true })
    expect(emu.control.journal({ route: 'listGuildRoles' })).toHaveLength(1)
  })
})

describe('guilds.searchMembers', () => {
  it('finds members by the start of their username or nickname, named as a mention reads', async () => {
    const app = await fresh()
    await app.call('webhooks.add', { url: emu.demo.webhooks.general.url })
    await app.call('botTokens.add', { label: 'Sandbox', token: emu.demo.application.botToken })
    const webhookId = emu.demo.webhooks.general.id
    const answer = await app.call('guilds.searchMembers', { webhookId, query: 'a' })
    expect(answer).toEqual({
      reason: null,
      members: [
        { id: emu.demo.members.ada, username: 'ada_lovelace', displayName: 'Ada Lovelace' },
        { id: emu.demo.members.grace, username: 'grace_hopper', displayName: 'Admiral' },
        { id: emu.demo.members.alan, username: 'alan_t', displayName: 'alan_t' },
      ],
    })
    expect(JSON.stringify(answer)).not.toContain(emu.demo.application.botToken)
    const [search] = emu.control.journal({ route: 'searchGuildMembers' })
    expect(search?.query).toEqual({ query: 'a', limit: '25' })
  })

  it('says why when the bot lacks the Server Members intent (403 50001)', async () => {
    const snapshot = await emu.control.snapshot()
    for (const app of snapshot.applications)
      if (app.id === emu.demo.application.id) app.guildMembersIntent = false
    await emu.control.load(snapshot)
    const app = await fresh()
    await app.call('webhooks.add', { url: emu.demo.webhooks.general.url })
    await app.call('botTokens.add', { label: 'Sandbox', token: emu.demo.application.botToken })
    expect(
      await app.call('guilds.searchMembers', { webhookId: emu.demo.webhooks.general.id, query: 'ada' }),
    ).toEqual({
      members: [],
      reason: expect.stringMatching(/Server Members Intent/),
    })
  })
})
