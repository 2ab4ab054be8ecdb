import { describe, expect, it } from 'vitest'
import { formatsFor } from '@shared/i18n'
import { galleryHint } from '@renderer/features/composer/embeds/galleryHint'
import { englishTranslator } from '../../../../../support/english'

const t = englishTranslator()
const en = formatsFor('en')

describe('galleryHint', () => {
  const urls = ['https://a.example', '', 'https://a.example', 'https://b.example', 'https://a.example']

  it('tells each embed that shares its URL with others which ones Discord merges into one gallery', () => {
    const first =
      'Embeds 1, 3, and 5 share this URL: Discord shows them as one embed, with their images as one gallery (4 at most).'
    expect(galleryHint(urls, 0, t, en)).toBe(first)
    expect(galleryHint(urls, 4, t, en)).toBe(first)
    expect(galleryHint(['https://x', 'https://x'], 1, t, en)).toBe(
      'Embeds 1 and 2 share this URL: Discord shows them as one embed, with their images as one gallery (4 at most).',
    )
  })

  it('says nothing for an embed with no URL or a URL of its own', () => {
    expect(galleryHint(urls, 1, t, en)).toBeUndefined()
    expect(galleryHint(urls, 3, t, en)).toBeUndefined()
    expect(galleryHint(['', ''], 0, t, en)).toBeUndefined()
  })
})
