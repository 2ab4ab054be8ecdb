import type { Locale } from './locale'
import type { Catalogue, Translate } from './translate'

type Loaded = { default: unknown }

// One chunk per language: only the language in use is loaded (issue 25: nothing in the initial bundle).
const loaders: Record<Locale, () => Promise<Loaded>> = {
  en: () => import('./compiled/en.json'),
  de: () => import('./compiled/de.json'),
  fr: () => import('./compiled/fr.json'),
  es: () => import('./compiled/es.json'),
  'pt-BR': () => import('./compiled/pt-BR.json'),
  ru: () => import('./compiled/ru.json'),
  ar: () => import('./compiled/ar.json'),
  'en-XA': () => import('./compiled/en-XA.json'),
}

/** The compiled catalogue of one language. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  // The compiled files are written by tools/i18n from the catalogues and checked by the catalogue test.
  return (await loaders[locale]()).default as Catalogue
}

/**
 * `t` for one language: its catalogue and the formatting runtime, both loaded on demand, so neither is
 * in the page's initial JavaScript (issue 23's budget).
 */
export async function loadTranslator(locale: Locale): Promise<Translate> {
  const [{ createTranslator }, catalogue] = await Promise.all([import('./translate'), loadCatalogue(locale)])
  return createTranslator(locale, catalogue)
}

/** Before any catalogue has loaded: each id reads as itself. */
export const idsAsText: Translate = (key) => key
