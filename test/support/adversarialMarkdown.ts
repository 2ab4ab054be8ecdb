// Texts that made the preview's markdown parser freeze or overflow the stack (issue 24), as generators
// of any length, and every text's maximum length with the rules its place uses. The unit test holds the
// parser's work linear on them; the fuzz and soak feed them to the services as message text.

export const adversarialMarkdown: Record<string, (length: number) => string> = {
  backticks: (n) => '`'.repeat(n),
  fences: (n) => '```'.repeat(Math.floor(n / 3)),
  backtickRuns: (n) => {
    const runs = Array.from({ length: 16 }, (_, i) => `${'`'.repeat(i + 1)}a`).join('')
    return runs + 'a'.repeat(Math.max(0, n - runs.length))
  },
  stars: (n) => `${'*'.repeat(Math.floor((n - 1) / 2))}a${'*'.repeat(Math.floor((n - 1) / 2))}`,
  underscores: (n) => `${'_'.repeat(Math.floor((n - 1) / 2))}a${'_'.repeat(Math.floor((n - 1) / 2))}`,
  quotedStars: (n) => `> ${'*'.repeat(Math.floor((n - 3) / 2))}a${'*'.repeat(Math.floor((n - 3) / 2))}`,
  mixedNesting: (n) => `${'*_'.repeat(Math.floor(n / 4))}${'_*'.repeat(Math.floor(n / 4))}`,
  brackets: (n) => '['.repeat(Math.floor(n / 2)) + ']'.repeat(Math.floor(n / 2)),
  bracketsWithText: (n) => '[a'.repeat(Math.floor(n / 4)) + ']'.repeat(Math.floor(n / 2)),
  openLinks: (n) => '[a]('.repeat(Math.floor(n / 4)),
  tildes: (n) => '~'.repeat(n),
  pipes: (n) => '|'.repeat(n),
  angles: (n) => '<'.repeat(Math.floor(n / 2)) + '>'.repeat(Math.floor(n / 2)),
  emojiOpeners: (n) => '<a:'.repeat(Math.floor(n / 3)),
  oneWord: (n) => 'a'.repeat(n),
  colonWords: (n) => 'ab:'.repeat(Math.floor(n / 3)),
  listMarkers: (n) => '- '.repeat(Math.floor(n / 2)),
  headings: (n) => '# '.repeat(Math.floor(n / 2)),
  quotes: (n) => '> '.repeat(Math.floor(n / 2)),
  newlines: (n) => '\n'.repeat(n),
  urls: (n) => 'http://a'.repeat(Math.floor(n / 8)),
  everything: (n) => '**__~~||`[<@'.repeat(Math.floor(n / 12)),
}

/**
 * Every text the preview renders as markdown, at Discord's maximum length, with the rules its place uses
 * (footers and author names are shown as typed, never parsed).
 */
export const textLimits = [
  { place: 'content', length: 2000, context: 'full' },
  { place: 'content (boosted limit)', length: 4000, context: 'full' },
  { place: 'embed title', length: 256, context: 'header' },
  { place: 'embed description', length: 4096, context: 'full' },
  { place: 'field name', length: 256, context: 'header' },
  { place: 'field value', length: 1024, context: 'full' },
  { place: 'text display (components v2)', length: 4000, context: 'full' },
] as const
