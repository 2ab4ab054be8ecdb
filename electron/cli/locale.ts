import type { Translate } from '@shared/i18n'
import { loadTranslator, localeFromEnv, matchLocale } from '@shared/i18n'

/**
 * The CLI's messages in the terminal's language: LC_ALL, LC_MESSAGES or LANG as POSIX orders them,
 * English when none is set or Herald lacks it. Loaded only when a message is printed, so --help and
 * --version stay at bare Node's speed.
 */
export async function cliTranslator(env: NodeJS.ProcessEnv = process.env): Promise<Translate> {
  return loadTranslator(matchLocale(localeFromEnv(env)))
}
