import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import { makeUnlockedLibrary, newId, webhookUrl } from './fakes'

beforeAll(() => setLogSink(() => {}, 'error'))

const BOT_ID = '112233445566778899'
const TOKEN = `${Buffer.from(BOT_ID).toString('base64url')}.GhJkLm.${'hmacSecretPart_-'.repeat(2)}`

/** A library with one saved webhook in a server the fake Discord names "Launch Crew". */
async function withServer() {
  const setup = await makeUnlockedLibrary()
  const guildId = newId()
  const channelId = newId()
  const other = newId()
  setup.discord.servers.set(guildId, {
    name: 'Launch Crew',
    channels: [
      { id: channelId, name: 'announcements', type: 0 },
      { id: other, name: 'forum', type: 15 },
      { id: newId(), name: 'Voice', type: 2 },
    ],
  })
  const hook = setup.discord.addWebhook({ guild_id: guildId, channel_id: channelId })
  await setup.library.webhooks.add(webhookUrl(hook.id, hook.token))
  const groups = () => setup.library.webhooks.list().servers
  return { ...setup, guildId, channelId, other, groups }
}

describe('PlaceNames', () => {
  it('keeps the default names while no saved bot token sees the server', async () => {
    const { library, guildId, groups } = await withServer()
    expect(await library.names.refresh()).toEqual({ servers: 0, unseen: [guildId] })
    expect(groups()[0]).toMatchObject({ name: `Server ${guildId}` })
  })

  it('names the server and its webhook channels through a token that is a member, and tries the next token', async () => {
    const { library, discord, guildId, channelId, other, groups } = await withServer()
    library.botTokens.add(
      'Outsider',
      `${Buffer.from('998877665544332211').toString('base64url')}.AbCdEf.${'x'.repeat(27)}`,
    )
    discord.managers.add(TOKEN)
    library.botTokens.add('Member', TOKEN)

    expect(await library.names.refresh()).toEqual({ servers: 1, unseen: [] })
    // The outsider's token is refused first (403 50001), then the member's is used.
    expect(discord.calls.filter((call) => call === `GET /guilds/${guildId}`)).toHaveLength(2)
    expect(groups()[0]).toMatchObject({
      name: 'Launch Crew',
      channels: [{ id: channelId, name: 'announcements' }],
    })
    const known = library.webhooks.file().channels.map((channel) => channel.name)
    expect(known).toEqual(['announcements', 'forum'])
    expect(library.webhooks.file().channels.find((c) => c.id === other)).toMatchObject({ named: 'discord' })
  })

  it('never overwrites a name the user gave, and follows a rename on Discord otherwise', async () => {
    const { library, discord, guildId, channelId, groups } = await withServer()
    discord.managers.add(TOKEN)
    library.botTokens.add('Member', TOKEN)
    library.webhooks.renameChannel(channelId, 'news desk')
    await library.names.refresh()
    discord.servers.get(guildId)!.name = 'Launch Crew HQ'
    await library.names.refresh()
    expect(groups()[0]).toMatchObject({ name: 'Launch Crew HQ', channels: [{ name: 'news desk' }] })
  })
})
