import { describe, expect, it } from 'vitest'
import type { PreviewFile } from '@renderer/features/preview'
import { renderPreview } from './render'

const file = (name: string, more: Partial<PreviewFile> = {}): PreviewFile => ({
  name,
  size: 1500,
  contentType: 'image/png',
  spoiler: false,
  url: `blob:http://herald.test/${name}`,
  ...more,
})

const count = (html: string, text: string) => html.split(text).length - 1

describe('preview layout', () => {
  it('is a region named Preview', () => {
    expect(renderPreview({ content: 'hi' })).toContain('role="region" aria-label="Preview"')
  })

  it('shows the webhook name and avatar, with username and avatar_url overriding them', () => {
    const plain = renderPreview(
      { content: 'hi' },
      { author: { name: 'Hook', avatarUrl: 'https://cdn.discordapp.com/avatars/1/a.png' } },
    )
    expect(plain).toContain('>Hook</span>')
    expect(plain).toContain('src="https://cdn.discordapp.com/avatars/1/a.png"')
    const overridden = renderPreview(
      { content: 'hi', username: 'Announcer', avatar_url: 'https://cdn.discordapp.com/avatars/2/b.png' },
      { author: { name: 'Hook', avatarUrl: 'https://cdn.discordapp.com/avatars/1/a.png' } },
    )
    expect(overridden).toContain('>Announcer</span>')
    expect(overridden).not.toContain('>Hook<')
    expect(overridden).toContain('src="https://cdn.discordapp.com/avatars/2/b.png"')
    expect(overridden).toContain('alt="Avatar of Announcer"')
  })

  it('draws a monogram for a webhook without an avatar, fetching nothing, and tags the message APP', () => {
    const html = renderPreview({ content: 'hi' })
    expect(html).not.toContain('<img')
    expect(html).toMatch(/role="img" aria-label="Avatar of [^"]+"/)
    expect(html).toContain('<span class="message__app">App</span>')
  })

  it('marks an edited message "(edited)" after its content, with the edit time in its tooltip, as Discord does', () => {
    const edited = renderPreview({ content: 'fixed typo' }, { editedAt: new Date('2026-01-02T16:00:00Z') })
    expect(edited).toMatch(/fixed typo.*<span class="message__edited" title="[^"]+">\(edited\)<\/span>/s)
    expect(renderPreview({ content: 'first try' })).not.toContain('(edited)')
  })

  it('marks SUPPRESS_NOTIFICATIONS (4096) as @silent, and nothing without it', () => {
    expect(renderPreview({ content: 'shh', flags: 4096 })).toContain('@silent')
    expect(renderPreview({ content: 'loud', flags: 0 })).not.toContain('@silent')
  })

  it('hides embeds under SUPPRESS_EMBEDS (4)', () => {
    const embeds = [{ title: 'Shown?' }]
    expect(renderPreview({ embeds })).toContain('Embed: Shown?')
    expect(renderPreview({ embeds, flags: 4 })).not.toContain('Embed: Shown?')
    expect(renderPreview({ embeds, flags: 4 | 4096 })).not.toContain('class="embed ')
  })

  it('shows thread_name as a forum post title', () => {
    expect(renderPreview({ content: 'body', thread_name: 'Patch notes 1.2' })).toMatch(
      /class="thread-title[^"]*"[^>]*data-part="thread_name".*Patch notes 1\.2/,
    )
  })

  it('draws the colour bar from the integer, and the default bar without one', () => {
    expect(renderPreview({ embeds: [{ title: 'a', color: 0x5865f2 }] })).toContain(
      'border-inline-start-color:#5865f2',
    )
    expect(renderPreview({ embeds: [{ title: 'a', color: 255 }] })).toContain(
      'border-inline-start-color:#0000ff',
    )
    expect(renderPreview({ embeds: [{ title: 'a' }] })).not.toContain('border-inline-start-color')
  })

  it('names each embed by its title without the markup, or by its position', () => {
    const html = renderPreview({
      embeds: [{ title: '**Big** ~~news~~ <:herald:123456789012345678>' }, { description: 'x' }],
    })
    expect(html).toContain('aria-label="Embed: Big news :herald:"')
    expect(html).toContain('aria-label="Embed 2"')
  })

  it('links the title and the author, and shows the footer with its timestamp', () => {
    const html = renderPreview({
      embeds: [
        {
          title: '**Release**',
          url: 'https://herald.example/release',
          author: {
            name: 'Team',
            url: 'https://herald.example/team',
            icon_url: 'https://cdn.discordapp.com/t.png',
          },
          footer: { text: 'Footer *plain*', icon_url: 'https://cdn.discordapp.com/f.png' },
          timestamp: '2024-04-20T16:20:00.000Z',
        },
      ],
    })
    expect(html).toMatch(
      /<a class="embed__title-link" href="https:\/\/herald.example\/release"[^>]*><span class="md" dir="auto"><strong>Release<\/strong>/,
    )
    expect(html).toMatch(/<a class="embed__author-name" href="https:\/\/herald.example\/team"[^>]*>Team<\/a>/)
    // Footers are plain text: the asterisks stay.
    expect(html).toContain('Footer *plain*')
    expect(html).toContain('dateTime="2024-04-20T16:20:00.000Z"')
    expect(html).toContain('src="https://cdn.discordapp.com/f.png"')
  })

  it('lays out fields on the 12-column grid with markdown in names and values', () => {
    const html = renderPreview({
      embeds: [
        {
          fields: [
            { name: '**One**', value: '- a\n- b', inline: true },
            { name: 'Two', value: 'x', inline: true },
            { name: 'Wide', value: 'y' },
          ],
        },
      ],
    })
    expect(html).toContain('style="grid-column:1 / 7;grid-row:1"')
    expect(html).toContain('style="grid-column:7 / 13;grid-row:1"')
    expect(html).toContain('style="grid-column:1 / 13;grid-row:2"')
    expect(html).toContain(
      'data-part="embeds.0.fields.0.name"><span class="md" dir="auto"><strong>One</strong>',
    )
    expect(html).toContain('<ul class="md-list" dir="auto"><li>a</li><li>b</li></ul>')
  })

  it('merges embeds with the same url into one gallery of up to four images', () => {
    const post = (n: number) => ({
      url: 'https://herald.example/p',
      image: { url: `https://cdn.discordapp.com/${n}.png` },
    })
    const html = renderPreview({
      embeds: [{ ...post(1), title: 'Gallery' }, post(2), post(3), post(4), post(5)],
    })
    expect(count(html, 'class="embed__inner"')).toBe(1)
    expect(html).toContain('embed__media--4')
    expect(html).toContain('data-part="embeds.3.image"')
    expect(html).not.toContain('5.png')
  })

  it("shows uploaded images, other files as cards with a human size, and an embed's attachment:// file once", () => {
    const files = [
      file('banner.png'),
      file('notes.pdf', { contentType: 'application/pdf', size: 2_621_440 }),
      file('chart.png'),
    ]
    const html = renderPreview({ embeds: [{ image: { url: 'attachment://chart.png' } }] }, { files })
    expect(html).toContain('src="blob:http://herald.test/banner.png"')
    expect(html).toContain('notes.pdf')
    expect(html).toContain('2.50 MB')
    // chart.png shows in the embed, not again as an attachment.
    expect(count(html, 'blob:http://herald.test/chart.png')).toBe(1)
    expect(html).not.toContain('data-part="files.2"')
    expect(html).toContain('data-part="files.1"')
  })

  it('blurs a spoiler file behind a Reveal spoiler button', () => {
    const html = renderPreview({}, { files: [file('secret.png', { spoiler: true })] })
    expect(html).toContain('class="attachment-spoiler__content" aria-hidden="true" inert=""')
    expect(html).toMatch(
      /<button type="button" class="attachment-spoiler__button" aria-label="Reveal spoiler">/,
    )
  })

  it('tiles images and videos in one mosaic, then audio with a player and other files as cards', () => {
    const files = [
      file('notes.pdf', { contentType: 'application/pdf' }),
      file('clip.mp4', { contentType: 'video/mp4', spoiler: true }),
      file('song.mp3', { contentType: 'audio/mpeg', size: 3_145_728 }),
      file('a.png'),
    ]
    const html = renderPreview({}, { files })
    // The mosaic holds the video and the image, in files[n] order; the cards follow it.
    expect(html).toMatch(
      /class="mosaic mosaic--2">.*data-part="files.1".*data-part="files.3".*<\/div><div class="attachment/s,
    )
    expect(html).toContain(
      '<video class="mosaic__media" src="blob:http://herald.test/clip.mp4" controls="" preload="metadata" aria-label="clip.mp4">',
    )
    expect(html).toMatch(/data-part="files.1"><div class="attachment-spoiler">/)
    expect(html).toMatch(
      /song\.mp3<\/span><span class="file-card__size">3\.00 MB<\/span><audio class="file-card__player" src="blob:http:\/\/herald.test\/song.mp3" controls="" preload="none" aria-label="Play song.mp3">/,
    )
    expect(html).toMatch(/data-part="files.0"><div class="file-card">/)
  })

  it('shows a file whose bytes are unknown as a card, even an image', () => {
    const html = renderPreview({}, { files: [file('old.png', { url: null })] })
    expect(html).toContain('class="file-card"')
  })

  it('renders link buttons of action rows and nothing for other components', () => {
    const html = renderPreview({
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 5, label: 'Website', url: 'https://herald.example' },
            { type: 2, style: 1, label: 'Primary', custom_id: 'x' },
          ],
        },
      ],
    })
    expect(html).toMatch(
      /<a class="link-button" href="https:\/\/herald.example"[^>]*><span dir="auto">Website<\/span>/,
    )
    expect(html).not.toContain('Primary')
  })

  it('names mentions from names, and unknown ones as Discord does', () => {
    const content = '<@111111111111111111> <@&222222222222222222> <#333333333333333333> <@444444444444444444>'
    const html = renderPreview(
      { content },
      {
        names: {
          users: { '111111111111111111': 'ada' },
          roles: { '222222222222222222': 'Mods' },
          channels: { '333333333333333333': 'news' },
        },
      },
    )
    expect(html).toContain('>@ada</span>')
    expect(html).toContain('>@Mods</span>')
    expect(html).toContain('>#news</span>')
    expect(html).toContain('>@unknown-user</span>')
    const unknown = renderPreview({ content: '<@&222222222222222222> <#333333333333333333>' })
    expect(unknown).toContain('unknown-role')
    expect(unknown).toContain('>#unknown</span>')
  })

  it('draws a known role’s colour as a dot before its name, and no dot for a role without one', () => {
    const names = {
      roles: { '222222222222222222': 'Mods', '444444444444444444': 'Plain' },
      roleColors: { '222222222222222222': 0x2ecc71 },
    }
    const html = renderPreview({ content: '<@&222222222222222222> <@&444444444444444444>' }, { names })
    expect(html).toContain(
      '<span class="md-mention__swatch" aria-hidden="true" style="background:#2ecc71"></span>@Mods</span>',
    )
    expect(html).toContain('<span class="md-mention">@Plain</span>')
  })

  it('shows emoji-only content as jumbo emoji, and mixed content at text size', () => {
    expect(renderPreview({ content: '<:herald:123456789012345678> 😀' })).toContain('class="md md--jumbo"')
    expect(renderPreview({ content: 'hi <:herald:123456789012345678>' })).not.toContain('md--jumbo')
    expect(renderPreview({ content: '<:herald:123456789012345678>' })).toContain(
      'src="https://cdn.discordapp.com/emojis/123456789012345678.webp?size=96"',
    )
  })

  it('lays the compact density out on one line without the avatar', () => {
    const html = renderPreview({ content: 'hi' }, { density: 'compact', theme: 'light' })
    expect(html).toContain('preview--compact')
    expect(html).toContain('data-theme="light"')
    expect(html).not.toContain('message__avatar')
    expect(html).toMatch(/message__header--compact"><time/)
  })

  it('never renders raw HTML from the message', () => {
    const html = renderPreview({
      content: '<img src=x onerror=alert(1)> <b>bold</b>',
      embeds: [{ title: '<script>x</script>' }],
    })
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;')
  })
})
