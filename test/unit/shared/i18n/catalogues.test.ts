import fs from 'node:fs'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { LOCALES, PSEUDO_LOCALE } from '../../../../shared/i18n/locale'
import type { Locale } from '../../../../shared/i18n/locale'
import { createTranslator } from '../../../../shared/i18n/translate'
import type { Catalogue, MessageKey } from '../../../../shared/i18n/translate'
import {
  compileAll,
  compiledPath,
  compiledText,
  parseMessage,
  readSource,
} from '../../../../tools/i18n/catalogues'
import { idsInSources } from '../../../../tools/i18n/sources'

type Argument = { name: string; kind: string }

/** A message's arguments (name and kind) and, for each plural, the categories it covers. */
function shape(elements: MessageFormatElement[], args: Argument[] = [], plurals: string[][] = []) {
  for (const element of elements) {
    if (element.type === 0 || element.type === 7) continue
    const kind = ['literal', 'argument', 'number', 'date', 'time', 'select', 'plural', 'pound', 'tag'][
      element.type
    ]!
    args.push({ name: element.value, kind: kind === 'argument' || kind === 'number' ? 'value' : kind })
    if (element.type === 6) plurals.push(Object.keys(element.options).filter((key) => !key.startsWith('=')))
    if (element.type === 5 || element.type === 6)
      for (const option of Object.values(element.options)) shape(option.value, args, plurals)
  }
  return { args, plurals }
}

const uniqueArgs = (args: Argument[]) =>
  [...new Map(args.map((arg) => [`${arg.name}:${arg.kind}`, arg])).values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  )

const english = readSource('en')
const translations = LOCALES.filter((locale) => locale !== 'en')

describe('the message catalogues', () => {
  it.each(translations)('%s has exactly English’s ids', (locale) => {
    expect(Object.keys(readSource(locale)).sort()).toEqual(Object.keys(english).sort())
  })

  it.each(LOCALES)('every %s message parses and has English’s arguments', (locale) => {
    const source = readSource(locale)
    for (const [id, text] of Object.entries(source)) {
      const parsed = (() => {
        try {
          return parseMessage(text)
        } catch (error) {
          throw new Error(`${locale} ${id} does not parse: ${String(error)}`)
        }
      })()
      const theirs = uniqueArgs(shape(parsed).args)
      const ours = uniqueArgs(shape(parseMessage(english[id]!)).args)
      expect(theirs, `${locale} ${id}`).toEqual(ours)
    }
  })

  it.each(LOCALES)('every %s plural covers each category the language needs, and no other', (locale) => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort()
    let plurals = 0
    for (const [id, text] of Object.entries(readSource(locale))) {
      for (const categories of shape(parseMessage(text)).plurals) {
        plurals++
        expect(categories.slice().sort(), `${locale} ${id}`).toEqual(needed)
      }
    }
    expect(plurals).toBeGreaterThan(0)
  })

  it('Russian and Arabic need the categories the issue names', () => {
    expect(new Intl.PluralRules('ru').resolvedOptions().pluralCategories.slice().sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
    ])
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6)
  })

  it('the compiled catalogues and the pseudo-locale are current (npm run i18n:extract writes them)', () => {
    for (const [locale, catalogue] of Object.entries(compileAll())) {
      expect(fs.readFileSync(compiledPath(locale as Locale), 'utf8'), locale).toBe(compiledText(catalogue))
    }
  })

  it('every id the sources use is in English, and every English message is used', () => {
    const { used, referenced } = idsInSources(`${import.meta.dirname}/../../../..`)
    expect([...used].filter((id) => !(id in english))).toEqual([])
    expect(Object.keys(english).filter((id) => !referenced.has(id))).toEqual([])
  })
})

describe('formatting a message', () => {
  const load = (locale: Locale) =>
    createTranslator(locale, JSON.parse(fs.readFileSync(compiledPath(locale), 'utf8')) as Catalogue)
  const key = 'limit.characters' satisfies MessageKey

  it('picks the plural form by the language’s rules', () => {
    expect(load('en')(key, { used: 3, limit: 1 })).toBe('3 of 1 character')
    expect(load('en')(key, { used: 3, limit: 2000 })).toBe('3 of 2,000 characters')
    expect(load('ru')(key, { used: 3, limit: 1 })).toBe('3 из 1 символа')
    expect(load('ru')(key, { used: 3, limit: 4 })).toBe('3 из 4 символов')
    expect(load('ru')(key, { used: 3, limit: 2000 })).toBe('3 из 2\u00a0000 символов')
    expect(load('ar')(key, { used: 1, limit: 2 })).toMatch(/حرفين$/)
    expect(load('de')(key, { used: 1, limit: 4096 })).toBe('1 von 4.096 Zeichen')
  })

  it('says "the first 21" in Russian with the plural adjective, though 21 takes the singular noun', () => {
    const first = 'composer.emoji.firstMatches' satisfies MessageKey
    expect(load('ru')(first, { count: 1 })).toBe('Первое совпадение')
    expect(load('ru')(first, { count: 21 })).toBe('Первые 21 совпадение')
    expect(load('ru')(first, { count: 24 })).toBe('Первые 24 совпадения')
  })

  it('reads an id no catalogue has as itself', () => {
    expect(createTranslator('en', {})('common.cancel')).toBe('common.cancel')
  })
})

describe('the pseudo-locale', () => {
  const pseudo = JSON.parse(fs.readFileSync(compiledPath(PSEUDO_LOCALE), 'utf8')) as Catalogue
  const t = createTranslator(PSEUDO_LOCALE, pseudo)

  it('is generated from English: bracketed, accented, about 40 % longer, arguments kept', () => {
    const text = t('settings.history.invalid', { min: '100', max: '10000' })
    expect(text).toMatch(/^\[.*\]$/)
    expect(text).toContain('100')
    expect(text).toContain('10000')
    expect(text).not.toMatch(/Enter|whole|number/)
    const english = 'Enter a whole number from 100 to 10000.'
    expect(text.length).toBeGreaterThanOrEqual(english.length * 1.3)
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(readSource('en')).sort())
  })

  it('keeps plural forms working', () => {
    expect(t('limit.characters', { used: 1, limit: 1 })).toMatch(/^\[1 öƒ 1 çĥåŕåçţéŕ ·+\]$/)
  })
})
