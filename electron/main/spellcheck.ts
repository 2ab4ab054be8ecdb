import type { Session } from 'electron'

/**
 * The spelling checker's languages, from the system's preferred languages: each one Chromium has a
 * dictionary for, matched exactly ("en-GB") or by its language ("fr-CA" → "fr", or "fr-FR" when only
 * regional dictionaries exist). macOS checks spelling with its own service, which follows the system by
 * itself, and Electron ignores the list there, so nothing is set on darwin. Returns what was set.
 */
export function configureSpellChecker(
  session: Pick<Session, 'availableSpellCheckerLanguages' | 'setSpellCheckerLanguages'>,
  preferred: readonly string[],
  platform: NodeJS.Platform,
): string[] {
  if (platform === 'darwin') return []
  const chosen = pickSpellCheckerLanguages(preferred, session.availableSpellCheckerLanguages)
  if (chosen.length > 0) session.setSpellCheckerLanguages(chosen)
  return chosen
}

export function pickSpellCheckerLanguages(
  preferred: readonly string[],
  available: readonly string[],
): string[] {
  const byLower = new Map(available.map((code) => [code.toLowerCase(), code]))
  const chosen = new Set<string>()
  for (const wanted of preferred) {
    const lower = wanted.toLowerCase().replace('_', '-')
    const base = lower.split('-')[0] ?? lower
    const match =
      byLower.get(lower) ??
      byLower.get(base) ??
      available.find((code) => code.toLowerCase().startsWith(`${base}-`))
    if (match) chosen.add(match)
  }
  return [...chosen]
}
