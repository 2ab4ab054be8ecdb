import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { PASSPHRASE, addBotToken, createVault, visibleScreen } from './libraryUi'
import {
  expectTranslatedWhole,
  screenshots,
  unbracketed,
  goToScreen,
  switchLanguage,
} from './support/languageChecks'

const shoot = screenshots('i18n-vault')

// Issue 25, second round: the vault's forms and dialogs (on the Webhooks screen and in Settings), the bot
// tokens card and the shell in the user's language; the pseudo-locale finds English left behind and text
// cut off; Arabic passes axe in light and dark.

/** A token's label and a webhook's name are what the user or Discord named them, not messages. */
const DATA =
  '.token-list__label, li.token-list__item, .channel-webhooks__name, li.channel-webhooks__item, #channel-bot option'

const vaultCard = (page: Page) => visibleScreen(page).locator('section.vault-card')
const botTokensCard = (page: Page) =>
  visibleScreen(page).locator('section[aria-labelledby="bot-tokens-heading"]')
const vaultSettings = (page: Page) =>
  visibleScreen(page).locator('section[aria-labelledby="vault-settings-heading"]')

test.describe('languages: the vault, bot tokens and the shell', () => {
  test('I18N-VAULT-001 German: set up, strength, lock and unlock, bot tokens', async ({ app }) => {
    await switchLanguage(app, 'de')
    await expect(app.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
    await app.getByRole('navigation').getByRole('button', { name: 'Webhooks' }).click()
    const screen = visibleScreen(app)
    const form = screen.getByRole('form', { name: 'Tresor einrichten' })
    await expect(screen.getByRole('heading', { name: 'Tresor einrichten' })).toBeVisible()
    await form.getByLabel('Passphrase', { exact: true }).fill('short')
    await expect(form.getByText('Zu kurz.')).toBeVisible()
    await form.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await form.getByLabel('Passphrase bestätigen').fill(`${PASSPHRASE}!`)
    await form.getByRole('button', { name: 'Tresor erstellen' }).click()
    await expect(form.getByText('Die beiden Passphrasen unterscheiden sich.', { exact: false })).toBeVisible()
    await shoot(app, 'webhooks-vault-de')
    await form.getByLabel('Passphrase bestätigen').fill(PASSPHRASE)
    await form.getByRole('button', { name: 'Tresor erstellen' }).click()
    await expect(form).toBeHidden()

    const tokens = botTokensCard(app)
    await expect(tokens.getByRole('heading', { name: 'Bot-Tokens' })).toBeVisible()
    await expect(tokens).toContainText('Noch keine Bot-Tokens.')
    const add = tokens.getByRole('form', { name: 'Bot-Token hinzufügen' })
    await add.getByRole('button', { name: 'Bot-Token hinzufügen' }).click()
    await expect(add.getByText('Gib eine Bezeichnung ein.')).toBeVisible()

    await app.getByRole('navigation').getByRole('button', { name: 'Einstellungen' }).click()
    const settings = vaultSettings(app)
    await expect(settings.getByRole('heading', { name: 'Tresor' })).toBeVisible()
    await expect(settings.getByTestId('vault-state')).toHaveText('Entsperrt')
    await expect(settings).toContainText('Deine Passphrase')
    await settings.getByRole('button', { name: 'Jetzt sperren' }).click()
    await expect(settings.getByTestId('vault-state')).toHaveText('Gesperrt')
    const unlock = settings.getByRole('form', { name: 'Tresor entsperren' })
    await unlock.getByRole('button', { name: 'Entsperren' }).click()
    await expect(unlock.getByText('Gib die Passphrase ein.')).toBeVisible()
    await shoot(app, 'settings-vault-de')
    await unlock.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await unlock.getByRole('button', { name: 'Entsperren' }).click()
    await expect(settings.getByTestId('vault-state')).toHaveText('Entsperrt')

    await settings.getByRole('button', { name: 'Passphrase ändern' }).click()
    const dialog = app.getByRole('dialog', { name: 'Passphrase des Tresors ändern' })
    await expect(dialog.getByLabel('Aktuelle Passphrase')).toBeVisible()
    await shoot(app, 'change-passphrase-de')
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(dialog).toBeHidden()
  })

  test('I18N-VAULT-002 the pseudo-locale: no unbracketed English and nothing cut off', async ({
    app,
    emulator,
  }) => {
    // The states with the most text: no vault, with errors; then a bot token and a channel's webhooks.
    await switchLanguage(app, 'en-XA')
    await goToScreen(app, 'webhooks')
    const card = vaultCard(app)
    await card.locator('input[type="password"]').first().fill('short')
    await card.locator('button[type="submit"]').click()
    await expect(card.locator('.field__error').first()).toHaveText(/^\[/)
    const sections = [card, botTokensCard(app), app.getByRole('navigation')]
    // The check can fail: English put into the card is found.
    await card.evaluate((section) =>
      section.append(
        Object.assign(document.createElement('p'), { id: 'probe', textContent: 'Plain English' }),
      ),
    )
    expect(await unbracketed(card, { skip: DATA })).toEqual(['p: Plain English'])
    await app.locator('#probe').evaluate((probe) => probe.remove())
    await expectTranslatedWhole(sections, { skip: DATA })
    await shoot(app, 'webhooks-vault-pseudo')

    await switchLanguage(app, 'en')
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    const tools = botTokensCard(app).getByRole('form', { name: 'Choose a channel' })
    await tools.getByRole('combobox', { name: 'Channel' }).fill(emulator.demo.channels.general)
    await tools.getByRole('button', { name: 'List webhooks' }).click()
    await expect(botTokensCard(app).getByRole('list', { name: /^Webhooks of channel/ })).toBeVisible()

    await switchLanguage(app, 'en-XA')
    const settings = vaultSettings(app)
    await expectTranslatedWhole([settings], { skip: DATA })
    await settings.locator('.button-row button').first().click()
    await expect(settings.getByTestId('vault-state')).toHaveText(/^\[/)
    await expectTranslatedWhole([settings], { skip: DATA })
    await shoot(app, 'settings-vault-pseudo')
    await app.setViewportSize({ width: 1024, height: 768 })
    await expectTranslatedWhole([settings], { skip: DATA })
    await shoot(app, 'settings-vault-pseudo-1024')
    await settings.locator('input[type="password"]').fill(PASSPHRASE)
    await settings.locator('button[type="submit"]').click()
    await expect(settings.getByTestId('vault-state')).toHaveText(/^\[Ûñļöçķéð/)

    await goToScreen(app, 'webhooks')
    await expect(botTokensCard(app).locator('.channel-webhooks__item').first()).toBeVisible()
    await expectTranslatedWhole([botTokensCard(app)], { skip: DATA })
    await shoot(app, 'webhooks-bot-tokens-pseudo-1024')
  })

  test('I18N-VAULT-003 Arabic: axe finds nothing on the vault and bot token screens in light and dark', async ({
    app,
  }, testInfo) => {
    await switchLanguage(app, 'ar')
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    const html = app.locator('html')
    for (const scheme of ['light', 'dark'] as const) {
      await goToScreen(app, 'settings')
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(html).toHaveAttribute('data-theme', scheme)
      await expect(vaultSettings(app).getByTestId('vault-state')).toHaveText('غير مُعدّة')
      await expectAccessible(app, testInfo, `settings-vault-ar-${scheme}`)
      await shoot(app, `settings-vault-ar-${scheme}`)
      await expect(app.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible()
      await goToScreen(app, 'webhooks')
      await expect(vaultCard(app).getByRole('heading', { name: 'إعداد الخزنة' })).toBeVisible()
      await expect(botTokensCard(app).getByRole('heading', { name: 'رموز البوتات' })).toBeVisible()
      await expectAccessible(app, testInfo, `webhooks-vault-ar-${scheme}`)
      await shoot(app, `webhooks-vault-ar-${scheme}`)
    }
    await goToScreen(app, 'settings')
    await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption('system')
  })
})
