import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { bindContract } from '@shared/rpc/bind'
import type { Handlers } from '@shared/rpc/bind'
import { botTokensMethods } from '@shared/rpc/areas/botTokens'
import { historyMethods } from '@shared/rpc/areas/history'
import { settingsMethods } from '@shared/rpc/areas/settings'
import { vaultMethods } from '@shared/rpc/areas/vault'
import { webhooksMethods } from '@shared/rpc/areas/webhooks'
import { setLogSink } from '@services/log'
import { filesUnder, makeLibrary, newId, webhookUrl } from './fakes'

beforeAll(() => setLogSink(() => {}, 'error'))

const PASSPHRASE = 'a long and secret passphrase'
const BOT_TOKEN = `${Buffer.from('112233445566778899').toString('base64url')}.GhJkLm.${'s3cretHmacPart_-'.repeat(2)}`

/** Every form a secret could take on disk: as is, base64, base64url, hex. */
function forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  return [secret, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')]
}

async function populated() {
  const setup = makeLibrary()
  const { library, discord } = setup
  await library.vault.create({ kind: 'passphrase', passphrase: PASSPHRASE })
  const guild = newId()
  const first = discord.addWebhook({ guild_id: guild, name: 'News' })
  const second = discord.addWebhook({ guild_id: guild, name: 'Alerts' })
  await library.webhooks.add(webhookUrl(first.id, first.token))
  await library.webhooks.add(webhookUrl(second.id, second.token), 'Alerts label')
  discord.managers.add(BOT_TOKEN)
  const bot = library.botTokens.add('Main bot', BOT_TOKEN)
  const created = await library.botTokens.createWebhook(bot.id, newId(), 'Bot made', true)
  const createdToken = discord.webhooks.get(created.webhook.id)!.token
  const message = { id: newId(), channel_id: first.channel_id!, content: 'hello', attachments: [] }
  discord.addMessage(first.id, message)
  library.history.record({ webhookId: first.id, message, payload: { content: 'hello' }, attachmentNames: [] })
  const secrets = [first.token, second.token, createdToken, BOT_TOKEN, PASSPHRASE]
  return { ...setup, first, second, bot, created, secrets, message }
}

describe('secrets at rest', () => {
  it('no secret appears in any file under the data folder, in any common encoding', async () => {
    const { dataDir, secrets } = await populated()
    const files = filesUnder(dataDir)
    expect(files.map((file) => file.slice(dataDir.length + 1)).sort()).toEqual(
      expect.arrayContaining(['botTokens.json', 'vault.json', 'webhooks.json']),
    )
    for (const file of files) {
      const bytes = fs.readFileSync(file)
      for (const secret of secrets) {
        for (const form of forms(secret))
          expect(bytes.includes(Buffer.from(form)), `${form} in ${file}`).toBe(false)
      }
    }
  })
})

describe('no RPC output contains a secret', () => {
  it('runs every vault, webhooks, botTokens, history, settings and store method through the contract', async () => {
    const { library, first, second, bot, created, secrets, message, discord } = await populated()
    const dispatch = bindContract(library.handlers as unknown as Handlers, { error: () => {} })
    const entryId = `${first.id}-${message.id}`
    const channelId = created.webhook.channelId!
    const calls: [string, unknown][] = [
      ['vault.status', {}],
      ['vault.lock', {}],
      ['webhooks.list', {}],
      ['vault.unlock', { passphrase: PASSPHRASE }],
      ['vault.changePassphrase', { passphrase: PASSPHRASE, newPassphrase: `${PASSPHRASE} 2` }],
      ['vault.usePassphrase', { newPassphrase: PASSPHRASE }],
      ['vault.useSafeStorage', {}],
      ['vault.create', { protection: { kind: 'passphrase', passphrase: PASSPHRASE } }],
      ['webhooks.add', { url: webhookUrl(first.id, first.token) }],
      ['webhooks.list', {}],
      ['webhooks.get', { webhookId: first.id }],
      ['webhooks.search', { query: 'news' }],
      ['webhooks.reorder', { what: 'webhooks', ids: [second.id, first.id] }],
      ['webhooks.rename', { webhookId: first.id, label: 'Renamed' }],
      ['webhooks.renameServer', { serverId: first.guild_id, name: 'My server' }],
      ['webhooks.renameChannel', { channelId: first.channel_id, name: 'news' }],
      ['webhooks.updateSettings', { webhookId: first.id, settings: { uploadLimitMiB: 50 } }],
      ['webhooks.check', { webhookId: first.id }],
      ['webhooks.checkAll', {}],
      ['botTokens.add', { label: 'Second', token: BOT_TOKEN }],
      ['botTokens.list', {}],
      ['webhooks.refreshNames', {}],
      ['webhooks.places', {}],
      ['botTokens.servers', { botTokenId: bot.id }],
      ['botTokens.listChannelWebhooks', { botTokenId: bot.id, channelId }],
      ['botTokens.addFromBot', { botTokenId: bot.id, channelId, webhookIds: [created.webhook.id] }],
      ['botTokens.createWebhook', { botTokenId: bot.id, channelId, name: 'Another' }],
      ['history.list', {}],
      ['history.get', { entryId }],
      ['history.loadByLink', { webhookId: first.id, link: message.id }],
      ['history.prepareEdit', { entryId }],
      ['history.markDeleted', { entryId }],
      ['history.remove', { entryId }],
      ['settings.get', {}],
      ['settings.update', { settings: { theme: 'dark' } }],
      ['store.status', {}],
      ['store.dismissRecovered', { movedTo: '/nowhere' }],
      ['webhooks.revoke', { webhookId: second.id }],
      ['botTokens.deleteWebhook', { botTokenId: bot.id, webhookId: created.webhook.id }],
      ['webhooks.remove', { webhookId: first.id }],
      ['botTokens.remove', { botTokenId: bot.id }],
    ]
    const all = Object.keys({
      ...vaultMethods,
      ...webhooksMethods,
      ...botTokensMethods,
      ...historyMethods,
      ...settingsMethods,
    })
    const called = new Set(calls.map(([name]) => name))
    expect(all.filter((name) => !called.has(name) && name !== 'webhooks.copyUrl')).toEqual([])
    // The one explicit exception, with its warning.
    const copy = await dispatch('webhooks.copyUrl', { webhookId: first.id })
    expect(copy).toMatchObject({
      ok: true,
      value: { url: webhookUrl(first.id, first.token).replace('/api/', '/api/v10/') },
    })
    expect(JSON.stringify(copy)).toMatch(/Anyone with this URL/)
    const failures: string[] = []
    for (const [name, input] of calls) {
      const envelope = await dispatch(name, input)
      const json = JSON.stringify(envelope)
      for (const secret of secrets) expect(json.includes(secret), `${name} leaked a secret`).toBe(false)
      expect(json, name).not.toMatch(/\/webhooks\/\d+\/[\w-]{20,}/)
      if (!envelope.ok) failures.push(`${name}: ${envelope.error.kind}`)
      if (!envelope.ok) expect(envelope.error.kind, `${name}: ${envelope.error.message}`).not.toBe('internal')
    }
    // Expected refusals only: a passphrase vault re-keyed without its passphrase, the keychain outside
    // Electron, and a second vault over the first.
    expect(failures).toEqual([
      'vault.usePassphrase: conflict',
      'vault.useSafeStorage: conflict',
      'vault.create: conflict',
    ])
    expect(discord.calls.length).toBeGreaterThan(0)
  })
})
