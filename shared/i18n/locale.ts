/**
 * The languages Herald speaks and how one is chosen (issue 25), shared by the page, the desktop shell and
 * the CLI: the user's choice, else the system's, else English.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ru', 'ar'] as const
/** Generated from English (accented, longer, bracketed) to find unlocalised text and clipped layouts. */
export const PSEUDO_LOCALE = 'en-XA'
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE
/** Settings → Language: a locale, or the system's. */
export type LanguagePreference = 'system' | Locale

export const DEFAULT_LOCALE: Locale = 'en'

/** Each language by its own name, as a language menu lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  ar: 'العربية',
  'en-XA': '[Ƥśéûðö]',
}

const ALL: readonly Locale[] = [...LOCALES, PSEUDO_LOCALE]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (ALL as readonly string[]).includes(value)
}

/**
 * The first of the system's languages Herald has: an exact tag (pt-BR), then its language alone (de-AT →
 * de, pt-PT → pt-BR, the only Portuguese); English when none is. The pseudo-locale is never picked this
 * way, only chosen.
 */
export function matchLocale(candidates: readonly string[]): Locale {
  for (const raw of candidates) {
    const tag = canonical(raw)
    if (!tag) continue
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = tag.split('-')[0]!.toLowerCase()
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0] === language)
    if (sameLanguage) return sameLanguage
  }
  return DEFAULT_LOCALE
}

/** The locale in force: the saved choice unless it is "system" or unknown, then the system's. */
export function resolveLocale(preference: string | undefined, system: readonly string[]): Locale {
  if (preference && preference !== 'system' && isLocale(preference)) return preference
  return matchLocale(system)
}

/**
 * The language POSIX asks for: LC_ALL, then LC_MESSAGES, then LANG ("de_DE.UTF-8" → "de-DE"); none for
 * unset, "C" and "POSIX".
 */
export function localeFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  const value = env.LC_ALL || env.LC_MESSAGES || env.LANG
  if (!value) return []
  const tag = value.split(/[.@]/)[0]!.replace(/_/g, '-')
  return tag === 'C' || tag === 'POSIX' || tag === '' ? [] : [tag]
}

/** Arabic (and any right-to-left language added later) reads right to left. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0]
  } catch {
    return undefined
  }
}
