import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'
import { clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

const shoot = screenshots('i18n-composer-ca')

// Issue 25: the composer's shell in the user's language (part "ca": the drafts bar and its dialogs,
// templates, the JSON view, the messages list, the panes, the outline and the collapsed sections' lines):
// German after a switch in Settings, the pseudo-locale (nothing left in English, nothing cut off), and
// Arabic with axe in light and dark.

/** What the user typed: values, not messages. */
const DATA = ['Launch notes', 'Launch at five', 'zzz', '{{version}}', '{{name}}', '{{date}}', '{{time}}']

/** Back to the composer from Settings, by place (its name is in the language under test). */
async function openComposer(page: Page) {
  await page.getByRole('navigation').locator('button').first().click()
  await expect(visibleScreen(page).locator('.composer')).toBeVisible()
}

/** The parts of the composer this area owns (the sections' own controls and Send belong to others). */
const ownParts = (page: Page) =>
  visibleScreen(page).locator(
    [
      '.composer__header',
      '.composer-outline',
      '.composer-messages',
      '.body-tabs',
      '.composer-json',
      // Where it goes (part cb) says its own line.
      '.section-card__summary:not([id$="-target-summary"])',
      '.composer__preview-hint',
      '.pane-switch',
    ].join(', '),
  )

/** Runs the Draft actions menu's item at `index`, in its order (New draft … Delete draft…). */
async function draftActionAt(page: Page, index: number) {
  await visibleScreen(page).locator('.draft-actions__toggle').click()
  await visibleScreen(page).locator('.draft-actions__item').nth(index).click()
}

async function expectWhole(scope: Locator, name: string, values: readonly string[] = DATA) {
  // A text area holds what the user typed or the JSON Herald made: data.
  expect(await unbracketed(scope, { values, skip: 'textarea' }), name).toEqual([])
  expect(await clipped(scope), name).toEqual([])
}

/** The dialog on show, checked in the pseudo-locale, shot, then closed with Escape. */
async function checkDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleName(/^\[/)
  await expectWhole(dialog, name)
  await shoot(page, `dialog-${name}-pseudo`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** Types over the JSON editor's whole text. */
async function typeJson(page: Page, text: string) {
  const editor = visibleScreen(page).locator('.composer-json [contenteditable="true"]')
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(text)
}

test.describe('the composer (drafts, templates, JSON, messages, layout) in other languages', () => {
  test('I18N-CA-001 German: the drafts bar and menu, messages, outline, summaries, the JSON view and a dialog', async ({
    app,
  }) => {
    await switchLanguage(app, 'de')
    await openComposer(app)
    const screen = visibleScreen(app)
    await expect(screen.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible()
    await expect(screen.getByRole('status', { name: 'Speicherstatus' })).toHaveText('Gespeichert')
    await expect(screen.locator('.drafts-bar__name')).toHaveText('Unbenannter Entwurf')

    await screen.getByRole('button', { name: 'Entwurfsaktionen' }).click()
    const menu = screen.getByRole('menu', { name: 'Entwurfsaktionen' })
    await expect(menu.getByRole('menuitem', { name: 'Neuer Entwurf' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Als Vorlage speichern…' })).toBeVisible()
    await app.keyboard.press('Escape')

    const messages = screen.getByRole('region', { name: 'Nachrichten' })
    await messages.getByRole('button', { name: 'Nachricht hinzufügen' }).click()
    await expect(messages.getByRole('button', { name: 'Nachricht 2 entfernen' })).toBeVisible()
    await expect(messages.getByText('In dieser Reihenfolge gesendet')).toBeVisible()

    const outline = screen.getByRole('navigation', { name: 'Gliederung' })
    await outline.getByRole('button', { name: 'Alle einklappen' }).click()
    await expect(screen.locator('.section-card__summary', { hasText: 'Kein Text' })).toBeVisible()
    await expect(screen.locator('.section-card__summary', { hasText: 'Keine Embeds' })).toBeVisible()
    await shoot(app, 'collapsed-de')
    await outline.getByRole('button', { name: 'Alle ausklappen' }).click()

    // The JSON view: its heading, and a syntax problem said in German, with where it is.
    await screen.getByRole('tab', { name: 'JSON' }).click()
    const json = screen.getByRole('region', { name: 'JSON von Nachricht 2' })
    await expect(json.getByRole('textbox', { name: 'JSON der Nachricht' })).toBeVisible()
    await typeJson(app, '{"content": "x",')
    await expect(json.getByRole('list', { name: 'Probleme im JSON' })).toContainText(
      'Zeile 1: Kein JSON: Der Text endet, wo ein String in doppelten Anführungszeichen stehen sollte.',
    )
    await expect(json.getByRole('status', { name: 'JSON-Status' })).toHaveText(/^Noch nicht übernommen/)
    await shoot(app, 'json-de')
    await json.getByRole('button', { name: 'JSON-Änderung verwerfen' }).click()
    await screen.getByRole('tab', { name: 'Formular' }).click()

    // A search that finds nothing says so; the rename dialog names its field.
    await screen.getByRole('button', { name: /^Entwürfe/ }).click()
    await screen.getByRole('searchbox', { name: 'Entwürfe durchsuchen' }).fill('zzz')
    await expect(
      screen.getByText('Kein Entwurf enthält „zzz“ im Namen oder in seinen Wörtern.'),
    ).toBeVisible()
    await app.keyboard.press('Escape')
    await draftActionAt(app, 2)
    const rename = app.getByRole('dialog', { name: 'Entwurf umbenennen' })
    await expect(rename.getByRole('textbox', { name: 'Name des Entwurfs' })).toBeVisible()
    await rename.getByRole('button', { name: 'Abbrechen' }).click()
    await shoot(app, 'composer-de')
  })

  test('I18N-CA-002 the pseudo-locale: no unbracketed English and nothing cut off, every dialog included', async ({
    app,
  }) => {
    test.setTimeout(120_000)
    await switchLanguage(app, 'en-XA')
    await openComposer(app)
    const screen = visibleScreen(app)
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(/^\[/)

    // Two messages, the second with words; the first collapsed to its lines.
    await screen.locator('.composer-messages .messages__head button').click()
    await screen.locator('textarea').first().fill('Launch at five')
    await expect(screen.locator('.save-status')).not.toHaveText(/…/)
    const parts = ownParts(app)
    await expectWhole(parts, 'composer')
    await shoot(app, 'composer-pseudo')
    await screen.locator('.composer-outline__button').first().click()
    await expect(screen.locator('.section-card__summary').nth(1)).toBeVisible()
    await expectWhole(parts, 'collapsed')
    await shoot(app, 'collapsed-pseudo')
    await screen.locator('.composer-outline__button').nth(1).click()

    // The JSON view with a syntax problem.
    await screen.locator('.body-tabs__tab').nth(1).click()
    await expect(screen.locator('.composer-json')).toBeVisible()
    await typeJson(app, '{"content": "x",')
    await expect(screen.locator('.json__problems li')).toHaveCount(1)
    await expectWhole(parts, 'json')
    await shoot(app, 'json-pseudo')
    await screen.locator('.json__discard').click()
    await screen.locator('.body-tabs__tab').first().click()

    // The drafts list, with a search that finds nothing.
    await screen.locator('.drafts-menu__toggle').click()
    await screen.getByRole('searchbox').fill('zzz')
    await expect(screen.locator('.drafts-menu__empty')).toBeVisible()
    await expectWhole(screen.locator('.drafts-menu__popover'), 'drafts list')
    await screen.getByRole('searchbox').fill('')
    await expectWhole(screen.locator('.drafts-menu__popover'), 'drafts list, all')
    await shoot(app, 'drafts-list-pseudo')
    await app.keyboard.press('Escape')

    // The Draft actions menu.
    await screen.locator('.draft-actions__toggle').click()
    await expectWhole(screen.locator('.draft-actions__menu'), 'draft actions')
    await shoot(app, 'draft-actions-pseudo')
    await app.keyboard.press('Escape')

    // Each dialog of the drafts bar and the messages list.
    await screen.locator('.message-row').nth(1).locator('.icon-button').first().click()
    await checkDialog(app, 'rename-message')
    await screen.locator('.message-row').nth(1).locator('.icon-button').last().click()
    await checkDialog(app, 'remove-message')
    await draftActionAt(app, 1)
    await expect(app.getByRole('dialog').locator('p')).toHaveText(/^\[/)
    await checkDialog(app, 'new-from-template-empty')
    await draftActionAt(app, 2)
    await checkDialog(app, 'rename-draft')
    await draftActionAt(app, 4)
    await checkDialog(app, 'save-template')
    await draftActionAt(app, 6)
    await expect(app.getByRole('dialog').locator('textarea')).not.toHaveValue('')
    await app.getByRole('dialog').locator('.interop-export__urls input').check()
    await checkDialog(app, 'export')
    await draftActionAt(app, 7)
    await checkDialog(app, 'delete-draft')

    // Import with a backup pasted: what it creates, counted.
    await draftActionAt(app, 5)
    const backup = JSON.stringify({
      version: 8,
      backups: [
        {
          name: 'Launch notes',
          messages: [{ data: { content: 'Launch at five' } }, { data: { content: 'Launch at five' } }],
        },
      ],
    })
    await app.getByRole('dialog').locator('textarea').fill(backup)
    await expect(app.getByRole('dialog').locator('.interop-summary__title')).toHaveText(/^\[/)
    await checkDialog(app, 'import')

    // A template saved, then listed and filled.
    await draftActionAt(app, 4)
    await app.getByRole('dialog').locator('input').fill('Launch notes')
    await app.getByRole('dialog').locator('.button--primary').click()
    await expect(app.getByRole('dialog').getByRole('status')).toHaveText(/^\[/)
    await checkDialog(app, 'save-template-done')
    await draftActionAt(app, 1)
    await expect(app.getByRole('dialog').locator('.templates-list__row')).toHaveCount(1)
    await expectWhole(app.getByRole('dialog'), 'templates list')
    await shoot(app, 'dialog-templates-pseudo')
    await app.getByRole('dialog').locator('.templates-list__row button').first().click()
    await expect(app.getByRole('dialog').locator('.templates-form')).toBeVisible()
    await checkDialog(app, 'fill-template')

    // A 1024-px window: the Editor / Preview switch shows, and nothing is cut off.
    await app.setViewportSize({ width: 1024, height: 768 })
    await expect(screen.locator('.pane-switch')).toBeVisible()
    await expectWhole(parts, 'composer at 1024 px')
    await shoot(app, 'composer-pseudo-1024')
  })

  test('I18N-CA-003 Arabic: the composer and a dialog pass axe in light and dark', async ({
    app,
  }, testInfo) => {
    test.setTimeout(120_000)
    await switchLanguage(app, 'ar')
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await openComposer(app)
      const screen = visibleScreen(app)
      await expect(screen.getByRole('button', { name: 'إجراءات المسودة' })).toBeVisible()
      await expect(screen.getByRole('region', { name: 'الرسائل' })).toBeVisible()
      await expectAccessible(app, testInfo, `composer-ar-${scheme}`)
      await shoot(app, `composer-ar-${scheme}`)

      await draftActionAt(app, 6)
      const dialog = app.getByRole('dialog', { name: 'تصدير المسودات' })
      await expect(dialog).toBeVisible()
      // The page reads right to left; the JSON it exports stays left to right.
      await expect(dialog.locator('textarea')).toHaveCSS('direction', 'ltr')
      await expect(dialog).toHaveCSS('direction', 'rtl')
      await expectAccessible(app, testInfo, `export-ar-${scheme}`)
      await shoot(app, `export-ar-${scheme}`)
      await app.keyboard.press('Escape')
    }
  })
})
