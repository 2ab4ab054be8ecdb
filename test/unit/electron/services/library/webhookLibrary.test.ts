import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import { failure, makeLibrary, makeUnlockedLibrary, newId, webhookUrl } from './fakes'

beforeAll(() => setLogSink(() => {}, 'error'))

describe('WebhookLibrary', () => {
  it('adds by URL after GET by token, and shows Discord’s details with a masked URL', async () => {
    const { library, discord } = await makeUnlockedLibrary()
    const hook = discord.addWebhook({ name: 'News', avatar: 'abc123', application_id: newId() })
    const { webhook, alreadySaved } = await library.webhooks.add(
      `  ${webhookUrl(hook.id, hook.token)}?wait=true `,
    )
    expect(alreadySaved).toBe(false)
    expect(webhook).toMatchObject({
      id: hook.id,
      label: 'News',
      name: 'News',
      channelId: hook.channel_id,
      guildId: hook.guild_id,
      ownedByApplication: true,
      avatarUrl: `https://cdn.discordapp.com/avatars/${hook.id}/abc123.png`,
      maskedUrl: `…/webhooks/${hook.id}/••••${hook.token.slice(-4)}`,
      settings: { uploadLimitMiB: null, effectiveUploadLimitMiB: 10 },
      health: { state: 'ok' },
    })
    expect(discord.calls).toEqual([`GET /webhooks/${hook.id}/token`])
    expect((await library.webhooks.add(webhookUrl(hook.id, hook.token), 'Kept')).alreadySaved).toBe(true)
    expect(library.webhooks.get(hook.id).label).toBe('Kept')
  })

  it('refuses bad URLs and dead webhooks with a field issue, before saving anything', async () => {
    const { library, discord } = await makeUnlockedLibrary()
    const notDiscord = await failure(library.webhooks.add('https://evil.example/api/webhooks/1/abc'))
    expect(notDiscord.data).toMatchObject({ kind: 'invalidInput', issues: [{ path: 'url' }] })
    const gone = discord.addWebhook()
    discord.webhooks.delete(gone.id)
    expect((await failure(library.webhooks.add(webhookUrl(gone.id, gone.token)))).message).toMatch(/deleted/)
    const regenerated = discord.addWebhook()
    const oldToken = regenerated.token
    regenerated.token = 'x'.repeat(68)
    expect((await failure(library.webhooks.add(webhookUrl(regenerated.id, oldToken)))).message).toMatch(
      /regenerated/,
    )
    expect(library.webhooks.list().total).toBe(0)
  })

  it('needs the vault unlocked to add, and says so', async () => {
    const { library, discord } = makeLibrary()
    const hook = discord.addWebhook()
    const error = await failure(library.webhooks.add(webhookUrl(hook.id, hook.token)))
    expect(error.kind).toBe('vaultLocked')
    expect(discord.calls).toEqual([])
  })

  it('groups by server and channel with the user’s names and order, and searches them', async () => {
    const { library, discord } = await makeUnlockedLibrary()
    const guild = newId()
    const [news, alerts] = [newId(), newId()]
    const a = discord.addWebhook({ guild_id: guild, channel_id: news, name: 'A' })
    const b = discord.addWebhook({ guild_id: guild, channel_id: alerts, name: 'B' })
    const c = discord.addWebhook({ guild_id: guild, channel_id: news, name: 'C' })
    for (const hook of [a, b, c]) await library.webhooks.add(webhookUrl(hook.id, hook.token))
    library.webhooks.renameServer(guild, 'Community')
    library.webhooks.renameChannel(news, 'news')
    library.webhooks.renameChannel(alerts, 'alerts')
    let { servers } = library.webhooks.list()
    expect(servers).toHaveLength(1)
    expect(servers[0]!.name).toBe('Community')
    expect(
      servers[0]!.channels.map((channel) => [channel.name, channel.webhooks.map((w) => w.label)]),
    ).toEqual([
      ['news', ['A', 'C']],
      ['alerts', ['B']],
    ])
    library.webhooks.reorder('channels', [alerts, news])
    library.webhooks.reorder('webhooks', [c.id, a.id])
    servers = library.webhooks.list().servers
    expect(
      servers[0]!.channels.map((channel) => [channel.name, channel.webhooks.map((w) => w.label)]),
    ).toEqual([
      ['alerts', ['B']],
      ['news', ['C', 'A']],
    ])
    expect(library.webhooks.search('community news').map((w) => w.label)).toEqual(['C', 'A'])
    expect(library.webhooks.search(b.id).map((w) => w.label)).toEqual(['B'])
  })

  it('keeps per-webhook settings and falls back to the default upload limit', async () => {
    const { library, discord } = await makeUnlockedLibrary()
    const hook = discord.addWebhook()
    await library.webhooks.add(webhookUrl(hook.id, hook.token))
    let view = library.webhooks.updateSettings(hook.id, { uploadLimitMiB: 100, defaultUsername: 'Herald' })
    expect(view.settings).toMatchObject({
      uploadLimitMiB: 100,
      effectiveUploadLimitMiB: 100,
      defaultUsername: 'Herald',
    })
    library.webhooks.updateSettings(hook.id, { uploadLimitMiB: null })
    library.settings.update({ defaultUploadLimitMiB: 50 })
    view = library.webhooks.get(hook.id)
    expect(view.settings).toMatchObject({
      uploadLimitMiB: null,
      effectiveUploadLimitMiB: 50,
      defaultUsername: 'Herald',
    })
  })

  it('checkAll marks deleted (404) and regenerated (401) webhooks invalid with reason and time', async () => {
    const now = new Date('2025-06-01T12:00:00.000Z')
    const { library, discord } = await makeUnlockedLibrary({ clock: () => now })
    const [ok, deleted, regenerated] = [discord.addWebhook(), discord.addWebhook(), discord.addWebhook()]
    for (const hook of [ok, deleted, regenerated]) await library.webhooks.add(webhookUrl(hook.id, hook.token))
    discord.webhooks.delete(deleted.id)
    regenerated.token = 'y'.repeat(68)
    ok.name = 'Renamed on Discord'
    const result = await library.webhooks.checkAll()
    expect(result).toMatchObject({ checked: 3, invalid: 2, failed: [] })
    expect(library.webhooks.get(deleted.id).health).toMatchObject({
      state: 'invalid',
      reason: 'deleted',
      at: now.toISOString(),
    })
    expect(library.webhooks.get(regenerated.id).health).toMatchObject({
      state: 'invalid',
      reason: 'tokenInvalid',
    })
    expect(library.webhooks.get(ok.id)).toMatchObject({ name: 'Renamed on Discord', health: { state: 'ok' } })
    expect((await failure(() => library.webhooks.resolveTarget(deleted.id))).kind).toBe('conflict')
  })

  it('revoke deletes by token and keeps the webhook listed as revoked; remove only forgets it', async () => {
    const { library, discord } = await makeUnlockedLibrary()
    const [a, b] = [discord.addWebhook(), discord.addWebhook()]
    for (const hook of [a, b]) await library.webhooks.add(webhookUrl(hook.id, hook.token))
    const revoked = await library.webhooks.revoke(a.id)
    expect(revoked.health).toMatchObject({ state: 'revoked', reason: 'revoked' })
    expect(discord.webhooks.has(a.id)).toBe(false)
    expect(library.webhooks.has(a.id)).toBe(true)
    expect(library.webhooks.remove(b.id)).toBe(true)
    expect(discord.webhooks.has(b.id)).toBe(true)
    expect(library.webhooks.has(b.id)).toBe(false)
  })

  it('resolveTarget and markInvalid serve the send engine', async () => {
    const { library, discord } = await makeUnlockedLibrary()
    const hook = discord.addWebhook()
    await library.webhooks.add(webhookUrl(hook.id, hook.token))
    expect(library.webhooks.resolveTarget(hook.id)).toEqual({
      webhookId: hook.id,
      token: hook.token,
      uploadLimitMiB: 10,
      defaultUsername: null,
      defaultAvatarUrl: null,
    })
    library.webhooks.updateSettings(hook.id, { uploadLimitMiB: 50, defaultUsername: 'Herald' })
    expect(library.webhooks.resolveTarget(hook.id)).toMatchObject({
      uploadLimitMiB: 50,
      defaultUsername: 'Herald',
    })
    library.webhooks.markInvalid(hook.id, 'tokenInvalid')
    expect(library.webhooks.get(hook.id).health.state).toBe('invalid')
    expect((await failure(() => library.webhooks.resolveTarget(hook.id))).message).toMatch(/marked invalid/)
    await library.webhooks.check(hook.id)
    expect(library.webhooks.resolveTarget(hook.id).token).toBe(hook.token)
    await library.vault.lock()
    expect((await failure(() => library.webhooks.resolveTarget(hook.id))).kind).toBe('vaultLocked')
    expect((await failure(() => library.webhooks.resolveTarget(newId()))).kind).toBe('notFound')
  })

  it('reports a corrupted webhooks.json through store.status and keeps the file', async () => {
    const { library, dataDir } = await makeUnlockedLibrary()
    const fs = await import('node:fs')
    const path = await import('node:path')
    fs.writeFileSync(path.join(dataDir, 'webhooks.json'), '{ broken')
    const { library: reopened } = makeLibrary({ dataDir })
    const status = await reopened.handlers['store.status']({})
    expect(status.recovered).toHaveLength(1)
    expect(status.recovered[0]).toMatchObject({ store: 'webhooks', reason: 'unparseable' })
    expect(fs.readFileSync(status.recovered[0]!.movedTo, 'utf8')).toBe('{ broken')
    expect(reopened.webhooks.list().total).toBe(0)
    library.dispose()
  })
})
