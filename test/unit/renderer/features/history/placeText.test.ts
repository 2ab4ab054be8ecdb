import { describe, expect, it } from 'vitest'
import { placeText } from '@renderer/features/history/placeText'
import { translator } from '../preview/translators'

const t = translator('en')

const forum = '200000000000000001'
const post = '300000000000000001'

describe('placeText: where a History row says its message is', () => {
  it('names the server, the forum and the post where they were read', () => {
    expect(
      placeText(t, {
        server: 'Launch Crew',
        channel: { id: forum, name: 'releases' },
        thread: { id: post, name: 'Version 2.0 is out' },
        unreadable: false,
      }),
    ).toBe('Launch Crew › #releases › Version 2.0 is out')
  })

  it('falls back to ids for what no token could read, and leaves an unnamed server out', () => {
    expect(
      placeText(t, {
        server: null,
        channel: { id: forum, name: 'releases' },
        thread: { id: post, name: null },
        unreadable: true,
      }),
    ).toBe(`#releases › thread ${post}`)
    expect(
      placeText(t, { server: null, channel: { id: forum, name: null }, thread: null, unreadable: true }),
    ).toBe(`channel ${forum}`)
    // A thread whose forum is not known (the webhook was removed from the library).
    expect(
      placeText(t, {
        server: 'Launch Crew',
        channel: { id: null, name: null },
        thread: { id: post, name: 'Hi' },
        unreadable: false,
      }),
    ).toBe('Launch Crew › Hi')
  })

  it('words the ids it falls back to in the page’s language', () => {
    const place = {
      server: null,
      channel: { id: forum, name: null },
      thread: { id: post, name: null },
      unreadable: true,
    }
    expect(placeText(translator('de'), place)).toBe(`Kanal ${forum} › Thread ${post}`)
    expect(placeText(translator('ru'), place)).toBe(`канал ${forum} › ветка ${post}`)
  })
})
