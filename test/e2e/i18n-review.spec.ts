import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'
import { clipped, goToScreen, switchLanguage } from './support/languageChecks'

/** The window as the user sees it at 1024 px, into test-results/i18n-review (never committed). */
const shoot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(import.meta.dirname, '..', '..', 'test-results', 'i18n-review', `${name}.png`),
  })

// Issue 25, the translation review (de, fr, es): the reviewed wording, often longer than the first one
// (French no-break spaces, vous forms, German compounds), must fit the main screens in a 1024-px window.

const SCREENS = ['composer', 'webhooks', 'history', 'settings'] as const

/** A saved webhook and one message sent to it, so the library and History have a row each. */
async function seed(page: Page, webhookId: string, url: string) {
  await createVault(page)
  await addWebhook(page, url, 'General chatter')
  await openScreen(page, 'Composer')
  const composer = visibleScreen(page)
  await composer.getByRole('combobox', { name: 'Send to' }).selectOption(webhookId)
  await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Launch at 5pm')
  await composer.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
}

for (const locale of ['de', 'fr', 'es'] as const) {
  test(`I18N-REVIEW ${locale}: the composer, Webhooks, History and Settings fit a 1024-px window`, async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    await app.setViewportSize({ width: 1024, height: 768 })
    await seed(app, general.id, general.url)
    await switchLanguage(app, locale)
    for (const screen of SCREENS) {
      await goToScreen(app, screen)
      // Lazy screens show a loading line first: measure the screen itself, with its heading.
      await expect(visibleScreen(app).getByRole('heading', { level: 1 })).toBeVisible()
      expect(await clipped(visibleScreen(app)), `${locale} ${screen}`).toEqual([])
      expect(await clipped(app.locator('.sidebar')), `${locale} sidebar`).toEqual([])
      await shoot(app, `${locale}-${screen}-light`)
    }
    await app.emulateMedia({ colorScheme: 'dark' })
    await goToScreen(app, 'composer')
    await shoot(app, `${locale}-composer-dark`)
  })
}
