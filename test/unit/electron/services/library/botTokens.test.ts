import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import { failure, makeUnlockedLibrary, newId } from './fakes'

beforeAll(() => setLogSink(() => {}, 'error'))

const BOT_ID = '112233445566778899'
const TOKEN = `${Buffer.from(BOT_ID).toString('base64url')}.GhJkLm.${'hmacSecretPart_-'.repeat(2)}`

async function withBot(manager = true) {
  const setup = await makeUnlockedLibrary()
  if (manager) setup.discord.managers.add(TOKEN)
  const bot = setup.library.botTokens.add('Main bot', `Bot ${TOKEN}`)
  return { ...setup, bot }
}

describe('BotTokenService', () => {
  it('saves a token masked, with the bot id read from it, and checks the shape loosely', async () => {
    const { library, bot } = await withBot()
    expect(bot).toMatchObject({ label: 'Main bot', botId: BOT_ID })
    expect(bot.masked).toBe(`${TOKEN.split('.')[0]}.••••${TOKEN.slice(-4)}`)
    expect(library.botTokens.list()).toHaveLength(1)
    expect(() => library.botTokens.add('bad', 'not-a-token')).toThrow(/does not look like a bot token/)
    expect(library.botTokens.remove(bot.id)).toBe(true)
    expect(library.botTokens.list()).toEqual([])
  })

  it('checks name rules before sending anything', async () => {
    const { library, bot, discord } = await withBot()
    const error = await failure(library.botTokens.createWebhook(bot.id, newId(), 'Discord news', true))
    expect(error.data).toMatchObject({ kind: 'invalidInput', issues: [{ path: 'name' }] })
    expect((await failure(library.botTokens.createWebhook(bot.id, newId(), '', true))).kind).toBe(
      'invalidInput',
    )
    expect(discord.calls).toEqual([])
  })

  it('creates a webhook and saves it in the library', async () => {
    const { library, bot } = await withBot()
    const channelId = newId()
    const { webhook, saved } = await library.botTokens.createWebhook(bot.id, channelId, 'Announcements', true)
    expect(webhook).toMatchObject({ name: 'Announcements', channelId, canSave: true })
    expect(saved).toMatchObject({ id: webhook.id, ownedByApplication: true, health: { state: 'ok' } })
    expect(library.webhooks.has(webhook.id)).toBe(true)
  })

  it('lists a channel’s webhooks and adds the ones it can in one call', async () => {
    const { library, bot, discord } = await withBot()
    const channelId = newId()
    const own = (await library.botTokens.createWebhook(bot.id, channelId, 'Own', false)).webhook
    const foreign = discord.addWebhook({ channel_id: channelId, name: 'Made in the UI' })
    const listed = await library.botTokens.listChannelWebhooks(bot.id, channelId)
    expect(listed.map((w) => [w.name, w.canSave, w.saved])).toEqual([
      ['Own', true, false],
      ['Made in the UI', false, false],
    ])
    const result = await library.botTokens.addFromBot(bot.id, channelId, [own.id, foreign.id])
    expect(result.added.map((w) => w.id)).toEqual([own.id])
    expect(result.skipped).toEqual([
      { webhookId: foreign.id, message: expect.stringMatching(/paste its URL/) },
    ])
  })

  it('explains a missing Manage Webhooks permission (403 50013)', async () => {
    const { library, bot } = await withBot(false)
    const error = await failure(library.botTokens.listChannelWebhooks(bot.id, newId()))
    expect(error.data).toMatchObject({ kind: 'discord', status: 403, code: 50013 })
    expect(error.message).toMatch(/lacks Manage Webhooks in this channel/)
  })

  it('deletes a webhook by id and marks a saved copy revoked', async () => {
    const { library, bot } = await withBot()
    const { webhook } = await library.botTokens.createWebhook(bot.id, newId(), 'Temporary', true)
    expect(await library.botTokens.deleteWebhook(bot.id, webhook.id)).toEqual({ markedInLibrary: true })
    expect(library.webhooks.get(webhook.id).health.state).toBe('revoked')
  })

  it('needs the vault unlocked', async () => {
    const { library, bot } = await withBot()
    await library.vault.lock()
    expect((await failure(library.botTokens.listChannelWebhooks(bot.id, newId()))).kind).toBe('vaultLocked')
  })
})
