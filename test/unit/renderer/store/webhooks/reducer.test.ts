import { describe, expect, it } from 'vitest'
import {
  applyOrder,
  moveId,
  removeWebhook,
  renamePlace,
  replaceWebhook,
  siblingIds,
} from '@renderer/store/webhooks/reducer'
import { CHANNEL_A, CHANNEL_B, GUILD, library, webhook } from './fixtures'

const labels = (servers: ReturnType<typeof library>) =>
  servers.flatMap((server) => server.channels.map((channel) => channel.webhooks.map((item) => item.label)))

describe('webhook library reducer', () => {
  it('moves an id one place and refuses to move past either edge', () => {
    expect(moveId(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b'])
    expect(moveId(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c'])
    expect(moveId(['a', 'b', 'c'], 'a', -1)).toBeUndefined()
    expect(moveId(['a', 'b', 'c'], 'c', 1)).toBeUndefined()
    expect(moveId(['a'], 'x', 1)).toBeUndefined()
  })

  it('reorders a webhook among the webhooks of its own channel only', () => {
    const servers = library()
    expect(siblingIds(servers, 'webhooks', '300000000000000002')).toEqual([
      '300000000000000001',
      '300000000000000002',
    ])
    expect(siblingIds(servers, 'channels', CHANNEL_B)).toEqual([CHANNEL_A, CHANNEL_B])
    expect(siblingIds(servers, 'servers', GUILD)).toEqual([GUILD])
    expect(siblingIds(servers, 'webhooks', 'missing')).toEqual([])
  })

  it('applies a new order to one level and leaves the others as they were', () => {
    const servers = library()
    const swapped = applyOrder(servers, 'webhooks', ['300000000000000002', '300000000000000001'])
    expect(labels(swapped)).toEqual([['Second', 'First'], ['Third']])
    const channels = applyOrder(servers, 'channels', [CHANNEL_B, CHANNEL_A])
    expect(channels[0]?.channels.map((channel) => channel.name)).toEqual(['beta', 'alpha'])
    expect(labels(servers)).toEqual([['First', 'Second'], ['Third']])
  })

  it('replaces a changed webhook where it sits', () => {
    const revoked = webhook('300000000000000003', 'Third', {
      channelId: CHANNEL_B,
      health: { state: 'revoked', reason: 'revoked', detail: 'Deleted.', at: null },
    })
    const next = replaceWebhook(library(), revoked)
    expect(next[0]?.channels[1]?.webhooks[0]?.health.state).toBe('revoked')
  })

  it('drops a removed webhook and a channel it leaves empty', () => {
    const next = removeWebhook(library(), '300000000000000003')
    expect(next[0]?.channels.map((channel) => channel.name)).toEqual(['alpha'])
    expect(removeWebhook(next, '300000000000000001')[0]?.channels[0]?.webhooks).toHaveLength(1)
  })

  it('renames a server or a channel by id', () => {
    expect(renamePlace(library(), 'server', GUILD, 'Community')[0]?.name).toBe('Community')
    expect(renamePlace(library(), 'channel', CHANNEL_B, 'news')[0]?.channels[1]?.name).toBe('news')
  })
})
