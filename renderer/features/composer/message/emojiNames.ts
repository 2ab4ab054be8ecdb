/** One `:shortcode:` and the emoji it stands for, as the characters Discord receives. */
export type EmojiName = { name: string; emoji: string }

let loaded: Promise<EmojiName[]> | undefined

/**
 * The emoji shortcodes (emojibase-data's GitHub set, the names Discord's own picker mostly uses:
 * :tada:, :thumbsup:, :heart:), loaded once on first use: the list is its own chunk, not in the
 * page's first load. Webhooks get no shortcode conversion, so the editor inserts the emoji itself.
 */
export function loadEmojiNames(): Promise<EmojiName[]> {
  loaded ??= import('emojibase-data/en/shortcodes/github.json').then(({ default: data }) =>
    Object.entries(data).flatMap(([hexcode, names]) => {
      const emoji = String.fromCodePoint(...hexcode.split('-').map((hex) => Number.parseInt(hex, 16)))
      return (Array.isArray(names) ? names : [names]).map((name) => ({ name, emoji }))
    }),
  )
  return loaded
}

/** The name typed exactly, then names starting with it, then those containing it, in the list's order. */
export function searchEmoji(names: EmojiName[], query: string, limit: number): EmojiName[] {
  const wanted = query
    .trim()
    .toLowerCase()
    .replace(/^:+|:+$/g, '')
  if (!wanted) return names.slice(0, limit)
  const exact = names.filter((entry) => entry.name === wanted)
  const starts = names.filter((entry) => entry.name !== wanted && entry.name.startsWith(wanted))
  const contains = names.filter((entry) => !entry.name.startsWith(wanted) && entry.name.includes(wanted))
  return [...exact, ...starts, ...contains].slice(0, limit)
}

/** The markup Discord draws as a server's own emoji: `<:name:id>`, or `<a:name:id>` for an animated one. */
export function customEmojiMarkup(emoji: { id: string; name: string; animated: boolean }): string {
  return `<${emoji.animated ? 'a' : ''}:${emoji.name}:${emoji.id}>`
}
