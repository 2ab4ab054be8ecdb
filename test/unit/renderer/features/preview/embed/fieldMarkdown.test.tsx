import { describe, expect, it } from 'vitest'
import { renderPreview } from '../render'

// Discord draws headings in an embed's description but not in its field values, where "# x" stays as
// typed (discord/discord-api-docs#7167, a Discord engineer: an intentional choice). See docs/decisions.md.
describe('embed field values', () => {
  it('show a heading line as typed, with the rest of the markdown drawn', () => {
    const html = renderPreview({
      embeds: [
        { description: '# Big', fields: [{ name: 'Notes', value: '# Not big\n**bold** and\n- a list' }] },
      ],
    })
    expect(html).toMatch(/<h1[^>]*>Big<\/h1>/)
    expect(html).toContain('# Not big')
    expect(html).not.toMatch(/<h1[^>]*>Not big/)
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toMatch(/<ul[^>]*>.*a list/s)
  })
})
