import { create } from 'zustand'
import type { Formats, LanguagePreference, Locale, Translate } from '@shared/i18n'
import { DEFAULT_LOCALE, formatsFor, idsAsText } from '@shared/i18n'
import type { RpcErrorData } from '@shared/rpc'

export type LocaleState = {
  /** Settings → Language as saved ("system" follows the browser's or the computer's languages). */
  preference: LanguagePreference
  locale: Locale
  t: Translate
  formats: Formats
  /** Saving the choice failed (the language still changed for this session). */
  error: RpcErrorData | undefined
}

/** The language the page speaks, its messages and its formats; ./language.ts loads and saves it. */
export const useLocaleStore = create<LocaleState>()(() => ({
  preference: 'system',
  locale: DEFAULT_LOCALE,
  // Until a catalogue has loaded, ids read as themselves (the page renders only after it has).
  t: idsAsText,
  formats: formatsFor(DEFAULT_LOCALE),
  error: undefined,
}))

/** The page's `t(id, values)`; components re-render when the language changes. */
export function useT(): Translate {
  return useLocaleStore((state) => state.t)
}

/** Dates, numbers, sizes and lists in the page's language. */
export function useFormats(): Formats {
  return useLocaleStore((state) => state.formats)
}
