import fs from 'node:fs'
import path from 'node:path'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { parse } from '@formatjs/icu-messageformat-parser'
import { LOCALES, PSEUDO_LOCALE } from '../../shared/i18n/locale'
import type { Locale } from '../../shared/i18n/locale'
import { pseudoMessage } from './pseudo'

export const I18N_DIR = path.join(import.meta.dirname, '..', '..', 'shared', 'i18n')

/** The messages of one language as translators write them: id → ICU MessageFormat text. */
export type Source = Record<string, string>

export function readSource(locale: (typeof LOCALES)[number]): Source {
  return JSON.parse(fs.readFileSync(path.join(I18N_DIR, 'locales', `${locale}.json`), 'utf8')) as Source
}

/** Parses one message as the runtime reads it (tags are text: Herald's messages have none). */
export function parseMessage(text: string): MessageFormatElement[] {
  return parse(text, { ignoreTag: true, requiresOtherClause: true })
}

function stripLocations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripLocations)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'location')
        .map(([key, inner]) => [key, stripLocations(inner)]),
    )
  return value
}

function compile(source: Source, map: (ast: MessageFormatElement[]) => MessageFormatElement[] = (a) => a) {
  return Object.fromEntries(
    Object.entries(source).map(([key, text]) => [key, stripLocations(map(parseMessage(text)))]),
  )
}

/** Every shipped catalogue, compiled: the languages' own, and the pseudo-locale generated from English. */
export function compileAll(): Record<Locale, unknown> {
  const compiled = Object.fromEntries(LOCALES.map((locale) => [locale, compile(readSource(locale))]))
  compiled[PSEUDO_LOCALE] = compile(readSource('en'), pseudoMessage)
  return compiled as Record<Locale, unknown>
}

export function compiledPath(locale: Locale): string {
  return path.join(I18N_DIR, 'compiled', `${locale}.json`)
}

/** The text a compiled catalogue is written as (and compared with, to see it is current). */
export function compiledText(catalogue: unknown): string {
  return `${JSON.stringify(catalogue)}\n`
}
