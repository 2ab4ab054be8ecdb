import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../../../shared/i18n/locale'
import { readSource } from '../../../../../tools/i18n/catalogues'

// A row's buttons show a short word and are named for their webhook ("Check" / "Check Alerts"). WCAG's
// label in name (2.5.3, axe's label-content-name-mismatch) wants the shown word inside the name, as a
// whole word, in every language: voice control users say what they see.
const PAIRS = [
  ['webhooks.copy.button', 'webhooks.copy.named'],
  ['webhooks.check', 'webhooks.check.named'],
  ['webhooks.settings', 'webhooks.settings.named'],
  ['webhooks.remove', 'webhooks.remove.named'],
  ['webhooks.revoke', 'webhooks.revoke.named'],
  ['webhooks.rename', 'webhooks.rename.named'],
] as const

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[\s:«»“”„"()]+/u)
    .filter(Boolean)

describe('the Webhooks row buttons', () => {
  it.each(LOCALES)('%s: each button’s text is whole words of its accessible name', (locale) => {
    const catalogue = readSource(locale)
    for (const [shown, named] of PAIRS) {
      const shownWords = words(catalogue[shown]!).join(' ')
      const nameWords = words(catalogue[named]!).join(' ')
      expect(` ${nameWords} `, `${locale} ${named}`).toContain(` ${shownWords} `)
    }
  })
})
