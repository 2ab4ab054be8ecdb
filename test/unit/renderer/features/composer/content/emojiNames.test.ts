import { describe, expect, it } from 'vitest'
import { loadEmojiNames, searchEmoji } from '@renderer/features/composer/message/emojiNames'

describe('emoji names', () => {
  it('loads the shortcode list with each emoji as the characters to insert', async () => {
    const names = await loadEmojiNames()
    expect(names.length).toBeGreaterThan(1500)
    expect(names).toContainEqual({ name: 'tada', emoji: '🎉' })
    expect(names).toContainEqual({ name: 'thumbsup', emoji: '👍' })
    expect(names).toContainEqual({ name: 'rainbow_flag', emoji: '🏳️‍🌈' })
  })

  it('finds names starting with the query first, then names containing it, colons ignored', async () => {
    const names = await loadEmojiNames()
    const found = searchEmoji(names, ':heart', 50).map((entry) => entry.name)
    expect(found[0]).toBe('heart')
    expect(found.indexOf('heart_eyes')).toBeGreaterThan(-1)
    expect(found.indexOf('broken_heart')).toBeGreaterThan(found.indexOf('heart_eyes'))
    expect(searchEmoji(names, 'TADA:', 5)).toEqual([{ name: 'tada', emoji: '🎉' }])
    expect(searchEmoji(names, 'zzzz-no-such', 5)).toEqual([])
    expect(searchEmoji(names, '', 5)).toHaveLength(5)
  })
})
