const ZWJ = '\u200d'
const VARIATION_SELECTOR = /\ufe0f/g

/**
 * The file name (without .svg) of an emoji's Twemoji drawing. Twemoji names files by code points in
 * hex, joined by "-"; it drops U+FE0F (the "draw as emoji" selector) except inside ZWJ sequences, where
 * the file keeps it (🏳️‍🌈 is 1f3f3-fe0f-200d-1f308), as its own parser does.
 */
export function twemojiFile(emoji: string): string {
  const text = emoji.includes(ZWJ) ? emoji : emoji.replace(VARIATION_SELECTOR, '')
  return Array.from(text, (char) => char.codePointAt(0)!.toString(16)).join('-')
}

/**
 * Where the page finds that drawing: the SVGs ship with the app and are copied beside the page at build
 * time (build/twemojiAssets.ts), so they load from the page's own origin, offline, one file per emoji shown.
 */
export function twemojiUrl(emoji: string): string {
  return `twemoji/${twemojiFile(emoji)}.svg`
}
