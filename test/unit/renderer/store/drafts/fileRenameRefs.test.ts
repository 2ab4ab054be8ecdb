import { describe, expect, it } from 'vitest'
import { updateFile } from '@renderer/store/drafts/reducers'
import { embedDraft, embeds, stagedFile } from './embedDraft'

describe('renaming a file updates the embeds that show it', () => {
  const data = {
    embeds: [
      {
        image: { url: 'attachment://banner.png' },
        thumbnail: { url: 'attachment://banner.png' },
        author: { name: 'A', icon_url: 'attachment://banner.png' },
        footer: { text: 'F', icon_url: 'attachment://other.png' },
      },
      { image: { url: 'https://example.com/banner.png' } },
    ],
  }

  it('rewrites every attachment:// reference to the old name, and only those', () => {
    const draft = embedDraft(data, [stagedFile('banner.png'), stagedFile('other.png')])
    const next = updateFile(draft, 0, 0, { name: 'hero.png' })
    const [first, second] = embeds(next)
    expect(first).toEqual({
      image: { url: 'attachment://hero.png' },
      thumbnail: { url: 'attachment://hero.png' },
      author: { name: 'A', icon_url: 'attachment://hero.png' },
      footer: { text: 'F', icon_url: 'attachment://other.png' },
    })
    expect(second).toEqual({ image: { url: 'https://example.com/banner.png' } })
    expect(next.messages[0]?.files.map((f) => f.name)).toEqual(['hero.png', 'other.png'])
  })

  it('leaves the embeds alone when only the spoiler or description changes', () => {
    const draft = embedDraft(data, [stagedFile('banner.png')])
    const next = updateFile(draft, 0, 0, { spoiler: true, description: 'A banner' })
    expect(next.messages[0]?.data).toBe(draft.messages[0]?.data)
    expect(next.messages[0]?.files[0]).toMatchObject({ spoiler: true, description: 'A banner' })
  })
})
