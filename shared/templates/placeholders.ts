/**
 * `{{name}}` placeholders in a draft's strings. Names are `[a-z][a-z0-9_]*` compared without case, spaces
 * inside the braces are allowed, `{{date:iso}}` asks for a format, and `\{{x}}` is text, not a placeholder.
 */
export const PLACEHOLDER = /(\\?)\{\{\s*([a-z][a-z0-9_]*)(?:\s*:\s*([a-z]+))?\s*\}\}/gi

/** Filled from the clock unless the user gives a value. */
export const BUILT_IN_NAMES = ['date', 'time'] as const

/** The formats a placeholder may ask for, by name; any other `{{x:y}}` stays literal text. */
const FORMATS: Record<string, readonly string[]> = { date: ['iso'] }

export type PlaceholderMatch = { escaped: boolean; name: string; format: string | null; text: string }

/** Every `{{…}}` of one string, escaped ones included (they are left as text when filling). */
export function matchesIn(text: string): { match: PlaceholderMatch; index: number }[] {
  const found: { match: PlaceholderMatch; index: number }[] = []
  for (const m of text.matchAll(PLACEHOLDER)) {
    const name = (m[2] ?? '').toLowerCase()
    const format = m[3]?.toLowerCase() ?? null
    if (format !== null && !(FORMATS[name] ?? []).includes(format)) continue
    found.push({ match: { escaped: m[1] === '\\', name, format, text: m[0] }, index: m.index })
  }
  return found
}

/** Calls `visit` for every string inside a JSON value, with its path. */
export function visitStrings(
  value: unknown,
  visit: (text: string, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((item, i) => visitStrings(item, visit, [...path, i]))
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) visitStrings(item, visit, [...path, key])
  }
}

/** The placeholder names of the messages' bodies, lowercase, each once, in the order they first appear. */
export function findPlaceholders(messages: readonly { data: unknown }[]): string[] {
  const names = new Set<string>()
  for (const message of messages) {
    visitStrings(message.data, (text) => {
      for (const { match } of matchesIn(text)) if (!match.escaped) names.add(match.name)
    })
  }
  return [...names]
}

/** The names the user must give: everything but the built-ins. */
export function customPlaceholders(names: readonly string[]): string[] {
  return names.filter((name) => !(BUILT_IN_NAMES as readonly string[]).includes(name))
}
