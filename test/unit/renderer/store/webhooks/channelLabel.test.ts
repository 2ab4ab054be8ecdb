import { describe, expect, it, vi } from 'vitest'
import { translatorFor } from '../../../../support/english'

vi.mock('@renderer/api', () => ({ connection: { kind: 'none' } }))
const { channelLabel } = await import('@renderer/store/webhooks/places')

describe('a channel’s label', () => {
  it('is its name when known, else “channel <id>” in the page’s language', () => {
    const servers = [{ id: '1', name: 'Guild', channels: [{ id: '200000000000000001', name: 'general' }] }]
    const german = translatorFor('de')
    expect(channelLabel(servers, '200000000000000001', german)).toBe('#general')
    expect(channelLabel(servers, '200000000000000009', german)).toBe('Kanal 200000000000000009')
    expect(channelLabel(servers, '200000000000000009', translatorFor('en'))).toBe(
      'channel 200000000000000009',
    )
  })
})
