import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'
import { clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

const shoot = screenshots('i18n-composer-cc')

// Issue 25: the composer's message, embeds, fields, files, components and pings sections and its insert
// dialogs in the user's language: German after a switch in Settings, the pseudo-locale (nothing left in
// English, nothing cut off) and Arabic with axe in light and dark.

/** A 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)

/** The sections this part of the composer fills, by class (their titles are in the language under test). */
const SECTIONS = [
  'message-section',
  'embeds-section',
  'components-section',
  'composer-files',
  'composer-mentions',
]

const section = (page: Page, name: string) => visibleScreen(page).locator(`section.${name}`)

/** What these sections show: their title and head, and their body (the card around them is another part's). */
const ownParts = (page: Page) =>
  visibleScreen(page).locator(
    SECTIONS.map((name) => `section.${name} .section-card__head, section.${name} .section-card__body`).join(
      ', ',
    ),
  )

/** Opens each of these sections that is collapsed. */
async function expandAll(page: Page) {
  for (const name of SECTIONS) {
    const toggle = section(page, name).locator('.section-card__toggle')
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }
}

async function openComposer(page: Page) {
  await page.locator('nav button').first().click()
  await expect(section(page, 'message-section')).toBeVisible()
}

async function attach(page: Page, name: string) {
  await visibleScreen(page)
    .locator('input[type="file"]')
    .setInputFiles([{ name, mimeType: 'image/png', buffer: PNG }])
}

/** Emoji names, timestamp examples and the emulator's names are data, the same in every language. */
const DATA = {
  skip: '.emoji-dialog__list, .emoji-dialog__choice, .timestamp-dialog__example',
  values: ['a.png'],
}

/** Text cut off, other than labels hidden on purpose (read by screen readers, drawn nowhere). */
async function cutOff(scope: Locator): Promise<string[]> {
  const hidden = (await scope.locator('.visually-hidden').allTextContents()).map((text) => text.trim())
  return (await clipped(scope)).filter((entry) => !hidden.some((text) => entry.endsWith(`: ${text}`)))
}

async function expectWhole(scope: Locator, name: string) {
  expect(await unbracketed(scope, DATA), name).toEqual([])
  expect(await cutOff(scope), name).toEqual([])
}

test.describe('the composer’s sections and insert dialogs in other languages', () => {
  test('I18N-CC-001 German: the message, an embed, a colour error, the insert dialogs, a file, components and pings', async ({
    app,
  }) => {
    await switchLanguage(app, 'de')
    await openComposer(app)
    await expandAll(app)
    const screen = visibleScreen(app)

    await expect(screen.getByRole('textbox', { name: 'Nachricht', exact: true })).toBeVisible()
    await expect(
      screen.getByRole('toolbar', { name: 'Formatierung' }).getByRole('button', { name: 'Fett' }),
    ).toBeVisible()
    await expect(screen.getByRole('checkbox', { name: 'Lautlose Nachricht' })).toBeVisible()

    await screen.getByRole('button', { name: 'Erwähnung einfügen' }).click()
    const mention = app.getByRole('dialog', { name: 'Erwähnung einfügen' })
    await mention.getByRole('button', { name: 'Einfügen', exact: true }).click()
    await expect(mention.getByText('Gib eine ID ein.')).toBeVisible()
    await shoot(app, 'mention-dialog-de')
    await mention.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(mention).toBeHidden()

    await screen.getByRole('button', { name: 'Embed hinzufügen' }).click()
    const embed = screen.getByRole('group', { name: 'Embed 1', exact: true })
    await expect(embed.getByRole('textbox', { name: 'Embed 1 Titel' })).toBeFocused()
    await expect(embed.getByRole('button', { name: 'Embed 1 entfernen' })).toBeVisible()
    const colour = embed.getByRole('textbox', { name: 'Embed 1 Farbe' })
    await colour.fill('blurple')
    await colour.press('Tab')
    await expect(colour).toHaveAccessibleDescription(
      /^„blurple“ ist kein CSS-Farbname\. .* Embed 1 hat bis dahin keine Farbe\.$/,
    )
    await embed.getByRole('button', { name: 'Feld zu Embed 1 hinzufügen' }).click()
    await expect(embed.getByRole('textbox', { name: 'Feld 1 von Embed 1: Name' })).toBeFocused()

    await attach(app, 'a.png')
    const file = screen
      .getByRole('list', { name: 'Anhänge' })
      .getByRole('listitem', { name: 'Datei 1: a.png' })
    await expect(file.getByRole('button', { name: 'Datei 1 entfernen' })).toBeVisible()
    await expect(file.getByRole('checkbox', { name: 'Datei 1 als Spoiler' })).toBeVisible()

    await expect(screen.getByRole('checkbox', { name: 'Rollen pingen' })).toBeVisible()
    await expect(section(app, 'composer-mentions')).toContainText('pingt diese Nachricht niemanden.')

    await screen.getByRole('switch', { name: 'Components V2' }).click()
    const confirm = app.getByRole('dialog', { name: 'Diese Nachricht mit Components V2 bauen?' })
    await expect(confirm.getByRole('button', { name: 'Components V2 verwenden' })).toBeVisible()
    await confirm.getByRole('button', { name: 'Abbrechen' }).click()
    await screen.getByRole('button', { name: 'Link-Buttons hinzufügen' }).click()
    await expect(screen.getByRole('textbox', { name: 'Zeile 1, Button 1, Beschriftung' })).toBeFocused()
    await shoot(app, 'composer-de')
  })

  test('I18N-CC-002 the pseudo-locale: no unbracketed English and nothing cut off, dialogs included', async ({
    app,
  }) => {
    test.setTimeout(180_000)
    await switchLanguage(app, 'en-XA')
    await openComposer(app)
    await expandAll(app)
    const screen = visibleScreen(app)
    await section(app, 'embeds-section').locator('.embeds-section__add').click()
    await section(app, 'embeds-section').locator('.embed-fields__add').click()
    await attach(app, 'a.png')
    await expect(section(app, 'composer-files').locator('li.file-row')).toHaveCount(1)
    await section(app, 'components-section').locator('.component-list__add button').first().click()
    const row = section(app, 'components-section').locator('li.component-card')
    await expect(row).toHaveCount(1)
    // A complete link button: an empty one has problems, whose sentences come from another part.
    await row.locator('.component-button input').nth(0).fill('Go')
    await row.locator('.component-button input').nth(1).fill('https://example.com')

    const parts = ownParts(app)
    await expect(parts).toHaveCount(SECTIONS.length * 2)
    // The checks can fail: English put into a section is found.
    await parts.first().evaluate((part) => {
      part.append(Object.assign(document.createElement('p'), { id: 'probe', textContent: 'Plain English' }))
    })
    expect(await unbracketed(parts, DATA)).toEqual(['p: Plain English'])
    await app.locator('#probe').evaluate((probe) => probe.remove())
    await expectWhole(parts, 'sections')
    await shoot(app, 'composer-pseudo')

    // A colour that is not one: its error, and the file description over its limit.
    const colour = section(app, 'embeds-section').locator('input.colour-field__hex')
    await colour.fill('#12345G')
    await colour.press('Tab')
    await expect(section(app, 'embeds-section').locator('.colour-field .field__error')).toHaveText(/^\[/)
    await expectWhole(parts, 'colour error')
    await colour.fill('')
    await colour.press('Tab')

    // Each insert dialog, from the toolbar's last three buttons.
    const helpers = section(app, 'message-section').locator('.format-toolbar__helpers button')
    for (const [position, name] of ['timestamp', 'mention', 'emoji'].entries()) {
      await helpers.nth(position).click()
      const dialog = app.getByRole('dialog')
      await expect(dialog).toHaveAccessibleName(/^\[/)
      if (name === 'mention') {
        await dialog.locator('button[type="submit"]').click()
        await expect(dialog.locator('.field__error')).toHaveText(/^\[/)
      }
      if (name === 'emoji') {
        await dialog.locator('input').fill('tada')
        await expect(dialog.locator('.emoji-dialog__list li').first()).toBeVisible()
      }
      await expectWhole(dialog, name)
      await shoot(app, `dialog-${name}-pseudo`)
      await app.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }

    // The Components V2 question.
    await screen.locator('.components-v2-switch input').click()
    const confirm = app.getByRole('dialog')
    await expect(confirm).toHaveAccessibleName(/^\[/)
    await expectWhole(confirm, 'components v2')
    await shoot(app, 'dialog-components-v2-pseudo')
    await app.keyboard.press('Escape')

    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await cutOff(parts)).toEqual([])
    await shoot(app, 'composer-pseudo-1024')
  })

  test('I18N-CC-003 Arabic: the sections with an embed and a file, and the mention dialog, pass axe in light and dark', async ({
    app,
  }, testInfo) => {
    // Four axe audits and their screenshots: minutes on a loaded machine.
    test.setTimeout(180_000)
    await switchLanguage(app, 'ar')
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    await openComposer(app)
    await expandAll(app)
    const screen = visibleScreen(app)
    await screen.getByRole('button', { name: 'إضافة تضمين' }).click()
    await expect(screen.getByRole('textbox', { name: 'التضمين 1: العنوان' })).toBeFocused()
    await attach(app, 'a.png')
    await expect(screen.getByRole('listitem', { name: 'الملف 1: a.png' })).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await openComposer(app)
      await expectAccessible(app, testInfo, `composer-cc-ar-${scheme}`)
      await shoot(app, `composer-ar-${scheme}`)

      await visibleScreen(app).getByRole('button', { name: 'إدراج إشارة' }).click()
      await expect(app.getByRole('dialog', { name: 'إدراج إشارة' })).toBeVisible()
      await expectAccessible(app, testInfo, `composer-cc-mention-ar-${scheme}`)
      await shoot(app, `mention-ar-${scheme}`)
      await app.keyboard.press('Escape')
    }
  })
})
