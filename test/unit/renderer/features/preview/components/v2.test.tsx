import { describe, expect, it } from 'vitest'
import type { PreviewFile } from '@renderer/features/preview'
import { renderPreview } from '../render'

const file = (name: string, contentType = 'image/png'): PreviewFile => ({
  name,
  size: 2048,
  contentType,
  spoiler: false,
  url: `blob:http://herald.test/${name}`,
})

const V2 = 32768

describe('preview: Components V2', () => {
  it('draws a container with its accent bar, a section with its thumbnail on the right, and a link button', () => {
    const html = renderPreview(
      {
        flags: V2,
        content: 'never shown',
        components: [
          {
            type: 17,
            accent_color: 0x5865f2,
            components: [
              {
                type: 9,
                components: [{ type: 10, content: '**Bold** news' }],
                accessory: { type: 11, media: { url: 'attachment://one.png' }, description: 'Logo' },
              },
              { type: 14, spacing: 2, divider: false },
              { type: 1, components: [{ type: 2, style: 5, label: 'Open', url: 'https://example.com' }] },
            ],
          },
        ],
      },
      { files: [file('one.png')] },
    )
    expect(html).not.toContain('never shown')
    expect(html).toContain(
      'class="v2-container v2-container--accent" style="border-inline-start-color:#5865f2"',
    )
    expect(html).toMatch(
      /class="v2-section__texts">.*<strong>Bold<\/strong> news.*class="v2-section__accessory part"/s,
    )
    expect(html).toContain('src="blob:http://herald.test/one.png" alt="Logo"')
    expect(html).toContain('v2-separator--large')
    expect(html).not.toContain('v2-separator__line')
    expect(html).toMatch(
      /<a class="link-button" href="https:\/\/example.com"[^>]*><span dir="auto">Open<\/span><svg/,
    )
    // Each part names the control it comes from, for a click to focus.
    expect(html).toContain('data-part="components.0.components.0.components.0.content"')
    expect(html).toContain('data-part="components.0.components.0.accessory.media.url"')
  })

  it('hides a spoiler container behind its cover', () => {
    const html = renderPreview({
      flags: V2,
      components: [{ type: 17, spoiler: true, components: [{ type: 10, content: 'secret' }] }],
    })
    expect(html).toContain('aria-label="Reveal spoiler"')
    expect(html).toMatch(/attachment-spoiler__content" aria-hidden="true"[^>]*>.*secret/s)
  })

  it('tiles a gallery of three items, and shows an attached file as a card', () => {
    const html = renderPreview(
      {
        flags: V2,
        components: [
          {
            type: 12,
            items: [
              { media: { url: 'attachment://one.png' } },
              { media: { url: 'https://cdn.discordapp.com/a.png' }, description: 'A' },
              { media: { url: 'attachment://two.png' }, spoiler: true },
            ],
          },
          { type: 13, file: { url: 'attachment://notes.txt' } },
        ],
      },
      { files: [file('one.png'), file('two.png'), file('notes.txt', 'text/plain')] },
    )
    expect(html).toContain('class="v2-gallery part" data-part="components.0"><div class="mosaic mosaic--3">')
    expect(html).toContain('style="grid-column:1 / span 4;grid-row:1 / span 2"')
    expect(html).toContain('style="grid-column:5 / span 2;grid-row:2 / span 1"')
    expect(html.split('class="mosaic__media"').length - 1).toBe(3)
    expect(html).toContain('aria-label="Reveal spoiler"')
    expect(html).toMatch(/class="file-card__name">notes.txt<.*2\.00 KB/s)
  })

  it('draws a classic message’s rows of link buttons under its content', () => {
    const html = renderPreview({
      content: 'Links',
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 5, label: 'Docs', url: 'https://example.com/docs' },
            { type: 2, style: 5, label: 'Code', url: 'https://example.com/code' },
          ],
        },
      ],
    })
    expect(html).toContain('>Links<')
    expect(html.split('class="link-button"').length - 1).toBe(2)
    expect(html).toContain('data-part="components.0.components.1.label"')
  })
})
