import { describe, expect, it } from 'vitest'
import { directionOf, localeFromEnv, matchLocale, resolveLocale } from '../../../../shared/i18n/locale'

describe('choosing the language', () => {
  it('takes the first system language Herald has, by exact tag, then by language alone', () => {
    expect(matchLocale(['pt-BR', 'en'])).toBe('pt-BR')
    expect(matchLocale(['de-AT', 'en'])).toBe('de')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['ja-JP', 'fr-CA', 'de'])).toBe('fr')
    expect(matchLocale(['ru_RU'])).toBe('ru')
  })

  it('falls back to English for none, unknown or malformed tags, and never picks the pseudo-locale', () => {
    expect(matchLocale([])).toBe('en')
    expect(matchLocale(['ja', 'zh-TW'])).toBe('en')
    expect(matchLocale(['not a tag!'])).toBe('en')
    expect(matchLocale(['en-XA'])).toBe('en')
  })

  it('uses the saved choice unless it is "system" or unknown', () => {
    expect(resolveLocale('ar', ['de'])).toBe('ar')
    expect(resolveLocale('en-XA', ['de'])).toBe('en-XA')
    expect(resolveLocale('system', ['es-MX'])).toBe('es')
    expect(resolveLocale('klingon', ['es-MX'])).toBe('es')
    expect(resolveLocale(undefined, [])).toBe('en')
  })

  it('reads LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them', () => {
    expect(localeFromEnv({ LANG: 'de_DE.UTF-8' })).toEqual(['de-DE'])
    expect(localeFromEnv({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'fr_FR' })).toEqual(['fr-FR'])
    expect(localeFromEnv({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'fr_FR', LC_ALL: 'ru_RU.UTF-8' })).toEqual([
      'ru-RU',
    ])
    expect(localeFromEnv({ LANG: 'sr_RS@latin' })).toEqual(['sr-RS'])
    expect(localeFromEnv({ LANG: 'C.UTF-8' })).toEqual([])
    expect(localeFromEnv({ LC_ALL: 'POSIX' })).toEqual([])
    expect(localeFromEnv({})).toEqual([])
    expect(matchLocale(localeFromEnv({ LANG: 'pt_BR.UTF-8' }))).toBe('pt-BR')
  })

  it('reads Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('de')).toBe('ltr')
    expect(directionOf('en-XA')).toBe('ltr')
  })
})
