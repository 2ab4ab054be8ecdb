import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addWebhook, createVault, visibleScreen } from './libraryUi'
import { clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

const shoot = screenshots('i18n-webhooks')

// Issue 25: the Webhooks library screen, its dialogs and forms in the user's language: German after a
// switch in Settings, the pseudo-locale (nothing left in English, nothing cut off), and Arabic with axe.

/** The parts of the Webhooks screen this area owns: its header, the add form and the library. */
const ownParts = (page: Page) =>
  visibleScreen(page).locator(
    'header.screen__header, section[aria-labelledby="add-webhook-heading"], section[aria-labelledby="library-heading"]',
  )

/** The row's buttons, by place (their names are in the language under test). */
const rowButton = (page: Page, index: number) =>
  visibleScreen(page).locator('li.webhook').first().locator('.webhook__actions button').nth(index)

/** Opens a row's dialog, checks it in the pseudo-locale, and closes it with Escape. */
async function checkDialog(page: Page, button: number, name: string, data: readonly string[]) {
  await rowButton(page, button).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleName(/^\[/)
  expect(await unbracketed(dialog, { values: data }), name).toEqual([])
  expect(await clipped(dialog), name).toEqual([])
  await shoot(page, `dialog-${name}-pseudo`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test.describe('the Webhooks screen in other languages', () => {
  test('I18N-WH-001 German: the library, its row, its settings dialog, a count and a form error', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await switchLanguage(app, 'de')
    await app.getByRole('navigation').getByRole('button', { name: 'Webhooks' }).click()
    const screen = visibleScreen(app)

    await expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Webhook hinzufügen' })).toBeVisible()
    await expect(screen.getByRole('textbox', { name: 'Bezeichnung (optional)' })).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Bibliothek' })).toBeVisible()
    const channel = screen.getByRole('region', { name: /^Kanal / })
    await expect(channel.locator('.channel__count')).toHaveText('1 Webhook')
    const row = channel.getByRole('listitem', { name: 'General chatter' })
    await expect(row).toContainText('Uploads bis 10 MiB')

    await screen.getByRole('button', { name: 'Alle prüfen' }).click()
    await expect(screen.getByRole('status', { name: 'Der geprüfte Webhook funktioniert' })).toBeVisible()
    await expect(row.locator('.badge--ok')).toHaveText('Funktioniert')

    // A form error is looked up when the value is checked, so it is in the language of the moment.
    await row.getByRole('button', { name: 'Webhook General chatter umbenennen' }).click()
    const name = row.getByRole('textbox', { name: 'Neuer Name für Webhook General chatter' })
    await name.fill('')
    await name.press('Enter')
    await expect(row.getByText('Gib einen Namen ein.')).toBeVisible()
    await name.press('Escape')

    await row.getByRole('button', { name: 'Einstellungen von General chatter' }).click()
    const dialog = app.getByRole('dialog', { name: 'Einstellungen von General chatter' })
    await expect(dialog.getByRole('combobox', { name: 'Upload-Limit' })).toContainText('Standard (10 MiB)')
    await expect(dialog.getByRole('combobox', { name: 'Upload-Limit' })).toContainText(
      '50 MiB (Boost-Level 2)',
    )
    await shoot(app, 'settings-dialog-de')
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await shoot(app, 'webhooks-de')
  })

  test('I18N-WH-002 the pseudo-locale: no unbracketed English and nothing cut off, dialogs included', async ({
    app,
    emulator,
  }) => {
    const { general, announcements } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await addWebhook(app, announcements.url, 'Launch news')
    // What the user and the services named: values, not messages.
    const data = [
      'General chatter',
      'Launch news',
      `Server ${emulator.demo.guild.id}`,
      `Channel ${emulator.demo.channels.general}`,
      `Channel ${emulator.demo.channels.announcements}`,
      general.name,
      announcements.name,
    ].filter((value): value is string => Boolean(value))
    await switchLanguage(app, 'en-XA')
    await app.locator('nav button').nth(1).click()
    const screen = visibleScreen(app)
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(/^\[Ŵéƀĥööķš/)
    await screen.locator('section[aria-labelledby="library-heading"] .toolbar button').first().click()
    await expect(screen.locator('.notice').filter({ hasText: /^\[/ }).first()).toBeVisible()

    const parts = ownParts(app)
    await expect(parts).toHaveCount(3)
    // The checks can fail: English put into the screen is found, and so is a box too narrow for its text.
    await parts.first().evaluate((part) => {
      const text = Object.assign(document.createElement('p'), { id: 'probe', textContent: 'Plain English' })
      const button = Object.assign(document.createElement('button'), {
        id: 'probe-button',
        textContent: '[Ŵîðé ţéẋţ]',
      })
      Object.assign(button.style, { width: '20px', overflow: 'hidden', whiteSpace: 'nowrap' })
      part.append(text, button)
    })
    expect(await unbracketed(parts, { values: data })).toEqual(['p: Plain English'])
    expect(await clipped(parts)).toEqual(['button: [Ŵîðé ţéẋţ]'])
    await app
      .locator('#probe, #probe-button')
      .evaluateAll((probes) => probes.forEach((probe) => probe.remove()))
    expect(await unbracketed(parts, { values: data })).toEqual([])
    expect(await clipped(parts)).toEqual([])
    await shoot(app, 'webhooks-pseudo')

    // An empty search, then the rename form with its error.
    const search = screen.getByRole('searchbox')
    await search.fill('nothing matches this')
    await expect(ownParts(app).locator('.empty')).toHaveText(/^\[/)
    expect(await unbracketed(parts, { values: [...data, 'nothing matches this'] })).toEqual([])
    await search.fill('')
    const row = screen.locator('li.webhook').first()
    await row.locator('.editable-name button').click()
    await row.locator('.name-form input').fill('')
    await row.locator('.name-form input').press('Enter')
    await expect(row.locator('.field__error')).toHaveText(/^\[/)
    expect(await unbracketed(parts, { values: data })).toEqual([])
    expect(await clipped(parts)).toEqual([])
    await row.locator('.name-form input').press('Escape')

    for (const [button, name] of [
      [0, 'copy'],
      [2, 'settings'],
      [3, 'remove'],
      [4, 'revoke'],
    ] as const)
      await checkDialog(app, button, name, data)

    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await clipped(parts)).toEqual([])
    await shoot(app, 'webhooks-pseudo-1024')
  })

  test('I18N-WH-003 Arabic: the screen and a dialog pass axe in light and dark', async ({
    app,
    emulator,
  }, testInfo) => {
    await createVault(app)
    await addWebhook(app, emulator.demo.webhooks.general.url, 'General chatter')
    await switchLanguage(app, 'ar')
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await app.getByRole('navigation').getByRole('button', { name: 'Webhooks' }).click()
      const screen = visibleScreen(app)
      await expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
      await expect(screen.getByRole('heading', { name: 'إضافة Webhook' })).toBeVisible()
      await expectAccessible(app, testInfo, `webhooks-ar-${scheme}`)
      await shoot(app, `webhooks-ar-${scheme}`)

      const row = screen.getByRole('listitem', { name: 'General chatter' })
      await row.getByRole('button', { name: 'الإعدادات الخاصة بـ General chatter' }).click()
      await expect(app.getByRole('dialog', { name: 'الإعدادات الخاصة بـ General chatter' })).toBeVisible()
      await expectAccessible(app, testInfo, `webhooks-settings-ar-${scheme}`)
      await shoot(app, `webhooks-settings-ar-${scheme}`)
      await app.keyboard.press('Escape')
    }
  })
})
