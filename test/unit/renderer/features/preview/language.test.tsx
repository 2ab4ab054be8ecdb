import { afterEach, describe, expect, it } from 'vitest'
import { renderPreview, speak } from './render'

// Issue 25: the preview's own words and Discord's times follow the app's language; the message's text
// keeps its own direction whatever the language.
const at = new Date('2026-01-02T15:04:05Z')
const unix = Math.floor(at.getTime() / 1000)

describe('the preview in the app’s language', () => {
  afterEach(() => speak('en'))

  it('says its own labels and <t:…> timestamps in German', () => {
    speak('de')
    const html = renderPreview(
      { content: `Start <t:${unix}:D> ||geheim||`, embeds: [{ description: 'x' }] },
      {
        editedAt: at,
        timestamp: at,
        files: [{ name: 'a.zip', size: 1500, contentType: 'application/zip', spoiler: false, url: null }],
      },
    )
    expect(html).toContain('aria-label="Vorschau"')
    expect(html).toContain('>(bearbeitet)<')
    expect(html).toContain('2. Januar 2026')
    expect(html).toContain('aria-label="Spoiler aufdecken"')
    expect(html).toContain('aria-label="Embed 1"')
    expect(html).toContain('1,46 KB')
    expect(html).not.toContain('(edited)')
  })

  it('says Today in Arabic for a message sent now', () => {
    speak('ar')
    const html = renderPreview({ content: 'مرحبا' }, { timestamp: new Date() })
    expect(html).toMatch(/<time class="message__time"[^>]*>اليوم في /)
  })

  it('lets each text take its own direction: an Arabic message reads right to left, code stays left to right', () => {
    const html = renderPreview({
      content: 'مرحبا بالجميع\n> اقتباس\n`code`',
      embeds: [{ title: 'عنوان', fields: [{ name: 'اسم', value: 'قيمة' }], author: { name: 'مؤلف' } }],
    })
    expect(html).toMatch(/<div class="md" dir="auto">مرحبا بالجميع/)
    expect(html).toContain('<blockquote class="md-quote" dir="auto">')
    expect(html).toContain('<code class="md-code" dir="ltr">code</code>')
    expect(html).toContain('<span class="md" dir="auto">اسم</span>')
    expect(html).toContain('<span class="embed__author-name" dir="auto">مؤلف</span>')
    expect(html).toMatch(/class="message__name part" data-part="username" dir="auto"/)
  })
})
