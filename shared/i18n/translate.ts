import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import type english from './locales/en.json'
import type { Locale } from './locale'
import { PSEUDO_LOCALE } from './locale'

/** A message's id: the keys of the English catalogue, which every other catalogue matches (tested). */
export type MessageKey = keyof typeof english
export type MessageValues = Record<string, string | number | Date>
/** A catalogue as it is shipped: each message already parsed (tools/i18n), so no parser at run time. */
export type Catalogue = Record<string, MessageFormatElement[]>
export type Translate = (key: MessageKey, values?: MessageValues) => string

/**
 * `t(key, values)` over one catalogue. Each message is turned into a formatter the first time it is
 * used and kept, so a message on a keystroke path costs one `format` call.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translate {
  const formatters = new Map<string, IntlMessageFormat>()
  const tag = locale === PSEUDO_LOCALE ? 'en' : locale
  const t: Translate = (key, values) => {
    let formatter = formatters.get(key)
    if (!formatter) {
      // A key no catalogue has reads as itself, which the catalogue test and the pseudo-locale catch.
      const message = catalogue[key] ?? [{ type: 0, value: key }]
      formatter = new IntlMessageFormat(message as MessageFormatElement[], tag, undefined, {
        ignoreTag: true,
      })
      formatters.set(key, formatter)
    }
    return String(formatter.format(values))
  }
  // Lists in a phrase (shared/i18n/phrase.ts) are joined the way this language joins them.
  return Object.assign(t, { languageTag: tag })
}
