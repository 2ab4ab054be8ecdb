/**
 * Messages the preview benchmark and the screenshot test draw. Plain data, so the benchmark's Node side
 * can validate them with shared/discord before the page renders them.
 */

const USER = '<@123456789012345678>'
const ROLE = '<@&223456789012345678>'
const CHANNEL = '<#323456789012345678>'

/** Every inline rule in a few dozen characters, repeated to fill a text. */
const DENSE_LINES = [
  `**Bold** *italic* __under__ ~~gone~~ ||hidden|| \`code\` ${USER} ${ROLE} ${CHANNEL}`,
  '[masked link](https://example.com/a_(b)) https://discord.com <https://herald.example> 😀 <:herald:423456789012345678>',
  '- item with <t:1700000000:R>\n  - nested **bold** and <t:1700000000:f>',
  '> quoted *text* with @everyone',
  '```js\nconst greeting = `hi`; // **not bold**\n```',
  '# Heading\n-# small print under it',
]

/** Characters as Discord counts them: code points, so an emoji is one. */
const size = (text: string) => Array.from(text).length

/** Dense markdown of exactly `length` characters, ending on a whole line so no syntax is cut off. */
export function denseMarkdown(length: number, seed = 0): string {
  let text = ''
  for (let i = seed; ; i++) {
    const line = DENSE_LINES[i % DENSE_LINES.length]!
    const next = text ? `${text}\n${line}` : line
    if (size(next) > length) break
    text = next
  }
  return text + '.'.repeat(length - size(text))
}

const EMBED_LIMIT = 6000

/**
 * The largest message Discord accepts, in dense markdown: 2000 characters of content and 10 embeds
 * whose counted text (titles, descriptions, field names and values, footers, author names) adds up to
 * exactly 6000, with 25 fields in the first embed.
 */
export function largestMessage(): Record<string, unknown> {
  const fields = Array.from({ length: 25 }, (_, j) => ({
    name: `**Field ${j + 1}**`,
    value: denseMarkdown(60, j),
    inline: j % 4 !== 3,
  }))
  const fixed = (i: number) => ({
    title: `Release notes, part ${i + 1}`,
    url: `https://herald.example/notes/${i}`,
    color: 0x5865f2 + i,
    author: { name: 'Herald team' },
    footer: { text: 'Posted with Herald' },
    timestamp: '2026-11-21T12:00:00.000Z',
  })
  const counted = (embed: ReturnType<typeof fixed>) =>
    embed.title.length + embed.author.name.length + embed.footer.text.length
  const fieldChars = fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  const heads = Array.from({ length: 10 }, (_, i) => fixed(i))
  const left = EMBED_LIMIT - fieldChars - heads.reduce((sum, embed) => sum + counted(embed), 0)
  const per = Math.floor(left / 10)
  const embeds = heads.map((head, i) => ({
    ...head,
    description: denseMarkdown(i === 9 ? left - per * 9 : per, i),
    ...(i === 0 ? { fields } : {}),
  }))
  return {
    content: denseMarkdown(2000),
    username: 'Herald',
    embeds,
    allowed_mentions: { parse: [] },
  }
}

/** The attachments the benchmark's message draws in its embeds: ten images, Discord's most per message. */
export const BENCH_IMAGES = Array.from({ length: 10 }, (_, i) => `image-${i + 1}.png`)

/**
 * The largest message with an image and a thumbnail in every embed, drawn from the attachments
 * BENCH_IMAGES names (a URL counts no characters, so the limits stay met exactly): issue 21 asks the
 * preview to keep its speed with images on the page.
 */
export function largestMessageWithImages(): Record<string, unknown> {
  const message = largestMessage()
  const embeds = message.embeds as Record<string, unknown>[]
  message.embeds = embeds.map((embed, i) => ({
    ...embed,
    image: { url: `attachment://${BENCH_IMAGES[i % BENCH_IMAGES.length]}` },
    thumbnail: { url: `attachment://${BENCH_IMAGES[(i + 1) % BENCH_IMAGES.length]}` },
  }))
  return message
}

/** Files for the rich message; the page paints each image and hands its object URL to the preview. */
export const richFiles = [
  { name: 'photo.png', contentType: 'image/png', size: 182_044, spoiler: false, paint: '#9b59b6' },
  { name: 'banner.png', contentType: 'image/png', size: 182_044, spoiler: false, paint: '#5865f2' },
  { name: 'chart.png', contentType: 'image/png', size: 52_310, spoiler: false, paint: '#3ba55c' },
  { name: 'release-notes.pdf', contentType: 'application/pdf', size: 2_621_440, spoiler: false, paint: null },
  { name: 'SPOILER_ending.png', contentType: 'image/png', size: 90_112, spoiler: true, paint: '#ed4245' },
  { name: 'g2.png', contentType: 'image/png', size: 1000, spoiler: false, paint: '#faa61a' },
  { name: 'g3.png', contentType: 'image/png', size: 1000, spoiler: false, paint: '#eb459e' },
  { name: 'thumb.png', contentType: 'image/png', size: 1000, spoiler: false, paint: '#00a8fc' },
] as const

/** A message using every part of the preview, for the screenshots. */
export function richMessage(): Record<string, unknown> {
  return {
    username: 'Herald Announcements',
    thread_name: 'Herald 1.2 is out',
    flags: 4096,
    content: [
      '# Herald 1.2',
      `Hey ${ROLE}, the **new composer** is here! Thanks ${USER} for testing — details in ${CHANNEL}.`,
      '- Drafts with *undo* and ~~no~~ __autosave__',
      '  - nested: `npm start` then ||the secret menu||',
      '1. Install',
      '2. Enjoy <t:1700000000:R>',
      '> Quoted feedback: [the docs](https://herald.example/docs) say it all',
      '```ts',
      'const herald = (name: string) => `Hello ${name}` // **not bold**',
      '```',
      '-# Sent with Herald <:herald:423456789012345678> 🎉',
    ].join('\n'),
    embeds: [
      {
        author: { name: 'Herald team', url: 'https://herald.example', icon_url: 'attachment://thumb.png' },
        title: '**Release notes** for 1.2',
        url: 'https://herald.example/release',
        description:
          'Everything that changed, with `code`, **bold** and a [link](https://herald.example).\n```py\nprint("release", 1.2)  # in an embed\n```',
        color: 0x5865f2,
        fields: [
          { name: 'Version', value: '1.2.0', inline: true },
          { name: 'Date', value: '<t:1700000000:D>', inline: true },
          { name: 'Size', value: '12 MB', inline: true },
          { name: 'Highlights', value: '- Preview\n- Themes\n- Compact mode' },
          { name: 'Platforms', value: 'Linux, macOS, Windows', inline: true },
          { name: 'Licence', value: 'MIT', inline: true },
        ],
        thumbnail: { url: 'attachment://thumb.png' },
        image: { url: 'attachment://chart.png' },
        footer: { text: 'Herald', icon_url: 'attachment://thumb.png' },
        timestamp: '2026-11-21T12:00:00.000Z',
      },
      {
        url: 'https://herald.example/gallery',
        title: 'Screenshots',
        image: { url: 'attachment://banner.png' },
      },
      { url: 'https://herald.example/gallery', image: { url: 'attachment://g2.png' } },
      { url: 'https://herald.example/gallery', image: { url: 'attachment://g3.png' } },
      { description: 'An embed without a colour keeps the default bar.' },
    ],
    components: [
      {
        type: 1,
        components: [
          { type: 2, style: 5, label: 'Download', url: 'https://herald.example/download' },
          { type: 2, style: 5, label: 'Changelog', url: 'https://herald.example/changelog' },
        ],
      },
    ],
  }
}

/** Names the rich message's mentions resolve to. */
export const richNames = {
  users: { '123456789012345678': 'ada' },
  roles: { '223456789012345678': 'Testers' },
  channels: { '323456789012345678': 'release-notes' },
}
