import { describe, expect, it } from 'vitest'
import { placeText } from '@renderer/features/history/placeText'

const forum = '200000000000000001'
const post = '300000000000000001'

describe('placeText: where a History row says its message is', () => {
  it('names the server, the forum and the post where they were read', () => {
    expect(
      placeText({
        server: 'Launch Crew',
        channel: { id: forum, name: 'releases' },
        thread: { id: post, name: 'Version 2.0 is out' },
        unreadable: false,
      }),
    ).toBe('Launch Crew › #releases › Version 2.0 is out')
  })

  it('falls back to ids for what no token could read, and leaves an unnamed server out', () => {
    expect(
      placeText({
        server: null,
        channel: { id: forum, name: 'releases' },
        thread: { id: post, name: null },
        unreadable: true,
      }),
    ).toBe(`#releases › thread ${post}`)
    expect(
      placeText({ server: null, channel: { id: forum, name: null }, thread: null, unreadable: true }),
    ).toBe(`channel ${forum}`)
    // A thread whose forum is not known (the webhook was removed from the library).
    expect(
      placeText({
        server: 'Launch Crew',
        channel: { id: null, name: null },
        thread: { id: post, name: 'Hi' },
        unreadable: false,
      }),
    ).toBe('Launch Crew › Hi')
  })
})
