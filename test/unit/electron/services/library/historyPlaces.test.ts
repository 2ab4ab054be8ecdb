import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import type { EventHub } from '@shared/rpc/bind'
import { makeUnlockedLibrary, newId, webhookUrl } from './fakes'

beforeAll(() => setLogSink(() => {}, 'error'))

const TOKEN = `${Buffer.from('112233445566778899').toString('base64url')}.GhJkLm.${'hmacSecretPart_-'.repeat(2)}`
const OUTSIDER = `${Buffer.from('998877665544332211').toString('base64url')}.AbCdEf.${'x'.repeat(27)}`
const all = { includeDeleted: true, limit: 50 }

/**
 * A saved webhook in a forum of "Launch Crew", with a post in it: a message sent with thread_name has
 * the post's id as its channel_id and no thread_id (as Discord answers it).
 */
async function withForumPost() {
  const named: string[][] = []
  const events = {
    emit: (name: string, data: { entryIds: string[] }) => {
      if (name === 'history.onDidChange') named.push(data.entryIds)
    },
  } as unknown as EventHub
  const setup = await makeUnlockedLibrary({ events })
  const guildId = newId()
  const forumId = newId()
  const postId = newId()
  setup.discord.servers.set(guildId, {
    name: 'Launch Crew',
    channels: [
      { id: forumId, name: 'releases', type: 15 },
      { id: postId, name: 'Version 2.0 is out', type: 11, parent_id: forumId },
    ],
  })
  const hook = setup.discord.addWebhook({ guild_id: guildId, channel_id: forumId, name: 'Releases' })
  await setup.library.webhooks.add(webhookUrl(hook.id, hook.token))
  const entry = setup.library.history.record({
    webhookId: hook.id,
    message: { id: postId, channel_id: postId, guild_id: guildId, content: 'Changelog' },
    payload: { content: 'Changelog', thread_name: 'Version 2.0 is out' },
    attachmentNames: [],
  })
  const listed = async () => (await setup.library.history.listInSlices(all)).entries[0]!
  return { ...setup, guildId, forumId, postId, entry, named, listed }
}

describe('HistoryPlaces: names for where each message is', () => {
  it('names a forum post "#forum › post" and its server once a saved bot token reads them, then says so', async () => {
    const { library, discord, guildId, forumId, postId, entry, named, listed } = await withForumPost()
    discord.managers.add(TOKEN)
    library.botTokens.add('Outsider', OUTSIDER)
    library.botTokens.add('Member', TOKEN)

    // The first list answers with ids at once and reads the names in the background.
    expect((await listed()).place).toEqual({
      server: null,
      channel: { id: forumId, name: null },
      thread: { id: postId, name: null },
      unreadable: false,
    })
    await library.places.settled()
    expect(named).toContainEqual([entry.id])
    expect((await listed()).place).toEqual({
      server: 'Launch Crew',
      channel: { id: forumId, name: 'releases' },
      thread: { id: postId, name: 'Version 2.0 is out' },
      unreadable: false,
    })
    // Each name was read once (the outsider's token refused first), and kept for the session.
    expect(discord.calls.filter((call) => call === `GET /channels/${postId}`)).toHaveLength(2)
    await listed()
    await library.places.settled()
    expect(discord.calls.filter((call) => call === `GET /channels/${postId}`)).toHaveLength(2)
    expect(discord.calls.filter((call) => call === `GET /guilds/${guildId}`)).toHaveLength(2)
  })

  it('keeps the ids and marks the place unreadable when no saved token can read it; a new token reads it', async () => {
    const { library, discord, postId, forumId, listed } = await withForumPost()
    await listed()
    await library.places.settled()
    const place = (await listed()).place
    expect(place).toEqual({
      server: null,
      channel: { id: forumId, name: null },
      thread: { id: postId, name: null },
      unreadable: true,
    })
    // No token saved: nothing was asked of Discord, and a second list does not ask again.
    await library.places.settled()
    expect(discord.calls.filter((call) => call.startsWith('GET /channels/'))).toEqual([])

    library.botTokens.add('Outsider', OUTSIDER)
    await listed()
    await library.places.settled()
    expect((await listed()).place.unreadable).toBe(true)
    discord.managers.add(TOKEN)
    library.botTokens.add('Member', TOKEN)
    await listed()
    await library.places.settled()
    expect((await listed()).place).toMatchObject({
      thread: { name: 'Version 2.0 is out' },
      unreadable: false,
    })
  })

  it('prefers the names in the library (the user’s own) and reads nothing for a plain channel it knows', async () => {
    const { library, discord, forumId, listed } = await withForumPost()
    library.webhooks.renameChannel(forumId, 'changelog')
    discord.managers.add(TOKEN)
    library.botTokens.add('Member', TOKEN)
    await listed()
    await library.places.settled()
    expect((await listed()).place.channel).toEqual({ id: forumId, name: 'changelog' })
    expect(discord.calls).not.toContain(`GET /channels/${forumId}`)
  })

  it('reads no names for lists that are not the page’s (backups, the CLI)', async () => {
    const { library, discord, entry } = await withForumPost()
    discord.managers.add(TOKEN)
    library.botTokens.add('Member', TOKEN)
    library.history.list(all)
    library.history.get(entry.id)
    await library.places.settled()
    expect(discord.calls.filter((call) => call.startsWith('GET /channels/'))).toEqual([])
  })

  it('asks again after the vault was locked', async () => {
    const { library, discord, listed } = await withForumPost()
    discord.managers.add(TOKEN)
    library.botTokens.add('Member', TOKEN)
    await library.vault.lock()
    await listed()
    await library.places.settled()
    expect((await listed()).place.unreadable).toBe(true)
    await library.vault.unlock('passphrase for tests')
    await listed()
    await library.places.settled()
    expect((await listed()).place).toMatchObject({ server: 'Launch Crew', unreadable: false })
  })
})

describe('the channel view of a forum', () => {
  it('lists the posts made in it (a post is its own channel) and not another channel’s messages', async () => {
    const { library, forumId, entry, discord } = await withForumPost()
    const other = discord.addWebhook({ name: 'Elsewhere' })
    await library.webhooks.add(webhookUrl(other.id, other.token))
    library.history.record({
      webhookId: other.id,
      message: { id: newId(), channel_id: other.channel_id!, content: 'Elsewhere' },
      payload: { content: 'Elsewhere' },
      attachmentNames: [],
    })
    const inForum = library.history.list({ ...all, channelId: forumId })
    expect(inForum.entries.map((listed) => listed.id)).toEqual([entry.id])
    expect(library.history.list({ ...all, channelId: other.channel_id! }).total).toBe(1)
  })
})
