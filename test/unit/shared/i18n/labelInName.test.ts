import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../../shared/i18n/locale'
import { readSource } from '../../../../tools/i18n/catalogues'

// Buttons that show a short word and are named for what they act on ("Check" / "Check Alerts", "Edit" /
// "Edit message 123"). WCAG's label in name (2.5.3, axe's label-content-name-mismatch) wants the shown
// word inside the name, as whole words, in every language: voice control users say what they see.
const PAIRS = {
  'the Webhooks row buttons': [
    ['webhooks.copy.button', 'webhooks.copy.named'],
    ['webhooks.check', 'webhooks.check.named'],
    ['webhooks.settings', 'webhooks.settings.named'],
    ['webhooks.remove', 'webhooks.remove.named'],
    ['webhooks.revoke', 'webhooks.revoke.named'],
    ['webhooks.rename', 'webhooks.rename.named'],
  ],
  'History’s row buttons and the preview’s spoiler': [
    ['history.actions.preview', 'history.actions.preview.label'],
    ['history.actions.edit', 'history.actions.edit.label'],
    ['history.actions.duplicate', 'history.actions.duplicate.label'],
    ['history.actions.open', 'history.actions.open.label'],
    ['history.actions.delete', 'history.actions.delete.label'],
    ['history.actions.remove', 'history.actions.remove.label'],
    ['common.close', 'history.preview.close'],
    ['preview.spoiler', 'preview.spoiler.reveal'],
  ],
  'the composer’s attached-file buttons': [
    ['composer.files.up', 'composer.files.moveUp'],
    ['composer.files.down', 'composer.files.moveDown'],
    ['composer.files.removeShort', 'composer.files.remove'],
    ['composer.files.removeShort', 'composer.files.kept.remove'],
    ['composer.files.embedImage', 'composer.files.useAsImage'],
    ['composer.files.embedThumbnail', 'composer.files.useAsThumbnail'],
  ],
} as const

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[\s:«»“”„"()]+/u)
    .filter(Boolean)

describe.each(Object.entries(PAIRS))('%s', (_, pairs) => {
  it.each(LOCALES)('%s: each button’s text is whole words of its accessible name', (locale) => {
    const catalogue = readSource(locale)
    for (const [shown, named] of pairs) {
      const shownWords = words(catalogue[shown]!).join(' ')
      const nameWords = words(catalogue[named]!).join(' ')
      expect(` ${nameWords} `, `${locale} ${named}`).toContain(` ${shownWords} `)
    }
  })
})
