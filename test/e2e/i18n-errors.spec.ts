import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import type { Emulator } from '../emulator'
import { PASSPHRASE, addBotToken, createVault, visibleScreen } from './libraryUi'
import {
  expectTranslatedWhole,
  screenshots,
  unbracketed,
  goToScreen,
  switchLanguage,
} from './support/languageChecks'

const shoot = screenshots('i18n-errors')

// Issue 25: what the services say when they refuse (a wrong passphrase, a webhook Discord refuses, a
// channel Discord does not know) reads in the page's language: the services send a phrase beside their
// English message, and the page translates it.

/** A channel id Discord (the emulator) has never seen. */
const UNKNOWN_CHANNEL = '100000000000000001'

const botTokensCard = (page: Page) =>
  visibleScreen(page).locator('section[aria-labelledby="bot-tokens-heading"]')
const addForm = (page: Page) =>
  visibleScreen(page).locator('section[aria-labelledby="add-webhook-heading"] form')
const vaultSettings = (page: Page) =>
  visibleScreen(page).locator('section[aria-labelledby="vault-settings-heading"]')

/** A webhook URL whose token Discord refuses (401, code 50027): the right id, a wrong token. */
function refusedUrl(emulator: Emulator): string {
  const { general } = emulator.demo.webhooks
  return general.url.replace(/\/[\w-]+$/, `/${'x'.repeat(68)}`)
}

/** With a vault and a bot token: lists the webhooks of a channel Discord does not know (404 10003). */
async function listUnknownChannel(page: Page) {
  const tools = botTokensCard(page)
    .locator('form')
    .filter({ has: page.locator('#channel-id') })
  await tools.locator('#channel-id').fill(UNKNOWN_CHANNEL)
  await tools.locator('button[type="submit"]').click()
  const notice = botTokensCard(page)
    .locator('.notice')
    .filter({ has: page.locator('[data-error-kind]') })
  await expect(notice).toBeVisible()
  return notice
}

test.describe('languages: the services’ error messages', () => {
  test('I18N-ERR-001 German: a wrong passphrase, a refused webhook token and an unknown channel', async ({
    app,
    emulator,
  }) => {
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    await switchLanguage(app, 'de')

    // A webhook Discord refuses: its sentence lands next to the URL field.
    await goToScreen(app, 'webhooks')
    const form = addForm(app)
    const url = form.getByRole('textbox', { name: 'Webhook-URL' })
    await url.fill(refusedUrl(emulator))
    await form.locator('button[type="submit"]').click()
    await expect(
      form.getByText(
        'Discord hat dieses Webhook-Token abgelehnt: Es wurde neu erstellt. Kopiere die neue URL aus den Integrationen des Kanals.',
      ),
    ).toBeVisible()
    await expect(url).toHaveValue(refusedUrl(emulator))

    // Discord's refusal in a notice: the services' remedy in German under the page's heading.
    const notice = await listUnknownChannel(app)
    await expect(notice).toContainText(
      'Es gibt keinen Kanal mit dieser ID, oder der Bot ist nicht auf seinem Server.',
    )
    await expect(notice).toContainText('Discord-Code 10003.')
    await shoot(app, 'unknown-channel-de')

    // A wrong passphrase: refused in German and kept in the field.
    await goToScreen(app, 'settings')
    const settings = vaultSettings(app)
    await settings.getByRole('button', { name: 'Jetzt sperren' }).click()
    const unlock = settings.getByRole('form', { name: 'Tresor entsperren' })
    const field = unlock.getByLabel('Passphrase', { exact: true })
    await field.fill('not the passphrase')
    await unlock.getByRole('button', { name: 'Entsperren' }).click()
    await expect(unlock.getByText('Falsche Passphrase.')).toBeVisible()
    await expect(field).toHaveValue('not the passphrase')
    await shoot(app, 'wrong-passphrase-de')
    await field.fill(PASSPHRASE)
    await unlock.getByRole('button', { name: 'Entsperren' }).click()
    await expect(settings.getByTestId('vault-state')).toHaveText('Entsperrt')
  })

  test('I18N-ERR-002 English stays the default: the same refusals read as the services wrote them', async ({
    app,
    emulator,
  }) => {
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    const notice = await listUnknownChannel(app)
    await expect(notice).toContainText('There is no channel with this id, or the bot is not in its server.')
  })

  test('I18N-ERR-003 the pseudo-locale: the services’ sentences are translated whole, nothing cut off', async ({
    app,
    emulator,
  }) => {
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    await switchLanguage(app, 'en-XA')
    await goToScreen(app, 'webhooks')
    const form = addForm(app)
    await form.locator('input').first().fill(refusedUrl(emulator))
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('.field__error').first()).toHaveText(/^\[/)
    const notice = await listUnknownChannel(app)
    // Only Discord's own code is a value; the service's sentence is in brackets like the page's own.
    await expectTranslatedWhole([form, notice])
    expect(await unbracketed(notice)).toEqual([])
    await shoot(app, 'errors-pseudo')
    await app.setViewportSize({ width: 1024, height: 768 })
    await expectTranslatedWhole([form, notice])
    await shoot(app, 'errors-pseudo-1024')
  })

  test('I18N-ERR-004 Arabic: the refusals read in Arabic and axe finds nothing, light and dark', async ({
    app,
    emulator,
  }, testInfo) => {
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    await switchLanguage(app, 'ar')
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    for (const scheme of ['light', 'dark'] as const) {
      await goToScreen(app, 'settings')
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await goToScreen(app, 'webhooks')
      const notice = await listUnknownChannel(app)
      await expect(notice).toContainText('لا توجد قناة بهذا المعرّف، أو البوت ليس في خادمها.')
      await expectAccessible(app, testInfo, `unknown-channel-ar-${scheme}`)
      await shoot(app, `unknown-channel-ar-${scheme}`)
    }
    await goToScreen(app, 'settings')
    await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption('system')
  })
})
