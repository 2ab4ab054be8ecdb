import { describe, expect, it } from 'vitest'
import { groupEmbeds } from '@renderer/features/preview/embed/groupEmbeds'

const image = (n: number, url = 'https://herald.example/post') => ({
  url,
  image: { url: `https://cdn.discordapp.com/${n}.png` },
})

describe('embeds: gallery merge', () => {
  it("merges embeds sharing a url into the first, whose gallery holds the others' images", () => {
    const groups = groupEmbeds([{ ...image(1), title: 'Post' }, image(2), image(3)])
    expect(groups).toHaveLength(1)
    expect(groups[0]?.index).toBe(0)
    expect(groups[0]?.gallery.map((item) => item.index)).toEqual([1, 2])
  })

  it('shows at most four images in all', () => {
    const groups = groupEmbeds([image(1), image(2), image(3), image(4), image(5)])
    expect(groups).toHaveLength(1)
    expect(groups[0]?.gallery).toHaveLength(3)
  })

  it('keeps embeds with different or no urls apart', () => {
    const groups = groupEmbeds([image(1), image(2, 'https://other.example'), { title: 'a' }, { title: 'b' }])
    expect(groups.map((group) => group.index)).toEqual([0, 1, 2, 3])
  })
})
