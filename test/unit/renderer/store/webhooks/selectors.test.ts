import { describe, expect, it } from 'vitest'
import {
  channelNameOf,
  filterGroups,
  flatWebhooks,
  isUsable,
  optionGroups,
  placeName,
  placeOf,
  preferredTarget,
} from '@renderer/store/webhooks/selectors'
import { CHANNEL_B, library, webhook } from './fixtures'
import { translator } from '../../features/preview/translators'

describe('webhook library selectors', () => {
  it('keeps the whole channel when the search names the channel', () => {
    const found = filterGroups(library(), 'alpha')
    expect(flatWebhooks(found).map((item) => item.label)).toEqual(['First', 'Second'])
  })

  it('matches every word, on labels, Discord names and ids, ignoring case', () => {
    expect(flatWebhooks(filterGroups(library(), 'SECOND')).map((item) => item.label)).toEqual(['Second'])
    expect(flatWebhooks(filterGroups(library(), 'third discord')).map((item) => item.label)).toEqual([
      'Third',
    ])
    expect(flatWebhooks(filterGroups(library(), '300000000000000001'))).toHaveLength(1)
    expect(filterGroups(library(), 'nothing like this')).toEqual([])
    expect(filterGroups(library(), '   ')).toHaveLength(1)
  })

  it('labels picker groups and places as "server › #channel"', () => {
    expect(optionGroups(library()).map((group) => group.label)).toEqual([
      'Demo server › #alpha',
      'Demo server › #beta',
    ])
    expect(placeOf(library(), '300000000000000003')).toBe('Demo server › #beta')
    expect(placeOf(library(), 'missing')).toBeUndefined()
    expect(channelNameOf(library(), CHANNEL_B)).toBe('beta')
  })

  it('says the names Herald made up for unnamed places in the page’s language, and given names as they are', () => {
    const de = translator('de')
    const id = '100000000000000001'
    expect(placeName(de, 'server', { id, name: `Server ${id}` })).toBe(`Server ${id}`)
    expect(placeName(de, 'channel', { id, name: `Channel ${id}` })).toBe(`Kanal ${id}`)
    expect(placeName(translator('fr'), 'server', { id, name: `Server ${id}` })).toBe(`Serveur ${id}`)
    expect(placeName(de, 'server', { id: null, name: 'Without a server' })).toBe('Ohne Server')
    expect(placeName(de, 'channel', { id: null, name: 'Unknown channel' })).toBe('Unbekannter Kanal')
    expect(placeName(de, 'channel', { id, name: 'Channel talk' })).toBe('Channel talk')
    expect(placeName(undefined, 'channel', { id, name: `Channel ${id}` })).toBe(`Channel ${id}`)
    const [group] = library()
    const unnamed = [{ ...group!, name: `Server ${group!.id}` }]
    expect(optionGroups(unnamed, translator('ru'))[0]!.label).toBe(`Сервер ${group!.id} › #alpha`)
  })

  it('offers only webhooks that still work as send targets', () => {
    expect(isUsable(webhook('1', 'a'))).toBe(true)
    expect(
      isUsable(webhook('1', 'a', { health: { state: 'unchecked', reason: null, detail: null, at: null } })),
    ).toBe(true)
    expect(
      isUsable(
        webhook('1', 'a', { health: { state: 'invalid', reason: 'deleted', detail: null, at: null } }),
      ),
    ).toBe(false)
    expect(
      isUsable(
        webhook('1', 'a', { health: { state: 'revoked', reason: 'revoked', detail: null, at: null } }),
      ),
    ).toBe(false)
  })

  it('starts the composer on the webhook last sent to, else the first usable one', () => {
    expect(preferredTarget(library(), '300000000000000003')).toBe('300000000000000003')
    expect(preferredTarget(library(), undefined)).toBe('300000000000000001')
    expect(preferredTarget(library(), 'no longer saved')).toBe('300000000000000001')
    const revoked = library()
    const alpha = revoked[0]!.channels[0]!
    alpha.webhooks[0] = webhook('300000000000000001', 'First', {
      health: { state: 'revoked', reason: 'revoked', detail: null, at: null },
    })
    expect(preferredTarget(revoked, '300000000000000001')).toBe('300000000000000002')
    expect(preferredTarget([], undefined)).toBeUndefined()
  })
})
