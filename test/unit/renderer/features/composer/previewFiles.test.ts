import { describe, expect, it } from 'vitest'
import { keptPreviewFile } from '@renderer/features/composer/previewFiles'
import { resolveMedia } from '@renderer/features/preview/media'

const shown = 'https://cdn.discordapp.com/attachments/200000000000000001/600000000000000002/photo1.png'

describe('the composer preview of an edit', () => {
  it('finds a kept file by attachment://name and shows it from Discord’s address (issue 19)', () => {
    const kept = keptPreviewFile({
      id: '600000000000000002',
      filename: 'photo1.png',
      size: null,
      contentType: null,
      url: shown,
      description: null,
    })
    expect(resolveMedia('attachment://photo1.png', [kept]).src).toBe(shown)
    expect(kept).toMatchObject({ name: 'photo1.png', size: 0, spoiler: false })
    expect(
      keptPreviewFile({
        ...kept,
        id: '1',
        filename: 'SPOILER_a.png',
        size: 3,
        contentType: 'image/png',
        url: null,
        description: 'alt',
      }),
    ).toEqual({
      name: 'SPOILER_a.png',
      size: 3,
      contentType: 'image/png',
      spoiler: true,
      description: 'alt',
      url: null,
    })
  })
})
