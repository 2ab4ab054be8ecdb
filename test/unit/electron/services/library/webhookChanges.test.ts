import { beforeAll, describe, expect, it } from 'vitest'
import { EventHub } from '@shared/rpc/bind'
import { setLogSink } from '@services/log'
import { makeUnlockedLibrary, newId, webhookUrl } from './fakes'

// Every change to the library is one webhooks.onDidChange, so other screens follow whoever made it.

beforeAll(() => setLogSink(() => {}, 'error'))

const BOT_ID = '112233445566778899'
const TOKEN = `${Buffer.from(BOT_ID).toString('base64url')}.GhJkLm.${'hmacSecretPart_-'.repeat(2)}`

async function setup() {
  const changes: string[][] = []
  const events = new EventHub({ error: (message) => changes.push([`schema error: ${message}`]) })
  events.subscribe((name, payload) => {
    if (name === 'webhooks.onDidChange') changes.push((payload as { webhookIds: string[] }).webhookIds)
  })
  const made = await makeUnlockedLibrary({ events })
  const guild = newId()
  const channel = newId()
  const [a, b] = [0, 1].map(() => made.discord.addWebhook({ guild_id: guild, channel_id: channel }))
  /** The events one call sent, cleared for the next. */
  const during = async (work: () => unknown): Promise<string[][]> => {
    changes.length = 0
    await work()
    return changes.splice(0)
  }
  return { ...made, a: a!, b: b!, guild, channel, during }
}

describe('webhooks.onDidChange', () => {
  it('fires once for each change made through the library', async () => {
    const { library, discord, a, b, guild, channel, during } = await setup()
    const { webhooks } = library
    expect(await during(() => webhooks.add(webhookUrl(a.id, a.token)))).toEqual([[a.id]])
    await webhooks.add(webhookUrl(b.id, b.token))
    expect(await during(() => webhooks.rename(a.id, 'News'))).toEqual([[a.id]])
    expect(await during(() => webhooks.renameServer(guild, 'Sandbox'))).toEqual([[a.id, b.id]])
    expect(await during(() => webhooks.renameChannel(channel, 'news'))).toEqual([[a.id, b.id]])
    expect(await during(() => webhooks.reorder('webhooks', [b.id, a.id]))).toEqual([[b.id, a.id]])
    expect(await during(() => webhooks.reorder('servers', [guild]))).toEqual([[b.id, a.id]])
    expect(await during(() => webhooks.updateSettings(a.id, { defaultUsername: 'Bot' }))).toEqual([[a.id]])
    expect(await during(() => webhooks.check(a.id))).toEqual([[a.id]])
    discord.webhooks.delete(b.id)
    expect(await during(() => webhooks.checkAll())).toEqual([[b.id, a.id]])
    expect(webhooks.get(b.id).health.state).toBe('invalid')
    expect(await during(() => webhooks.markInvalid(b.id, 'tokenInvalid'))).toEqual([[b.id]])
    expect(await during(() => webhooks.revoke(a.id))).toEqual([[a.id]])
    expect(await during(() => webhooks.markRevoked(b.id, 'Deleted with a bot.'))).toEqual([[b.id]])
    expect(await during(() => webhooks.remove(b.id))).toEqual([[b.id]])
    expect(await during(() => webhooks.remove(b.id))).toEqual([])
  })

  it('checkAll sends one event for every webhook it checked', async () => {
    const { library, a, b, during } = await setup()
    for (const hook of [a, b]) await library.webhooks.add(webhookUrl(hook.id, hook.token))
    expect(await during(() => library.webhooks.checkAll())).toEqual([[a.id, b.id]])
  })

  it('adding from a bot is one event for all the webhooks it saved', async () => {
    const { library, discord, during } = await setup()
    discord.managers.add(TOKEN)
    const bot = library.botTokens.add('Main bot', `Bot ${TOKEN}`)
    const channelId = newId()
    const made = await during(() => library.botTokens.createWebhook(bot.id, channelId, 'Saved', true))
    expect(made).toHaveLength(1)
    const one = (await library.botTokens.createWebhook(bot.id, channelId, 'One', false)).webhook
    const two = (await library.botTokens.createWebhook(bot.id, channelId, 'Two', false)).webhook
    expect(await during(() => library.botTokens.addFromBot(bot.id, channelId, [one.id, two.id]))).toEqual([
      [one.id, two.id],
    ])
  })
})
