import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addWebhook, createVault, visibleScreen } from './libraryUi'
import { chooseLanguage, clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

const shoot = screenshots('i18n-page')

// Issue 25: what the page shows from the services in the user's language: the names the services make
// up for a server and a channel nobody named ("Server <id>", "Channel <id>"), and a send the services
// refused, said from its phrase rather than in the services' English.

test.describe('the services’ words in the page’s language', () => {
  test('I18N-PAGE-001 German: an unnamed channel on the Webhooks screen and in the composer', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    const channel = emulator.demo.channels.general
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await switchLanguage(app, 'de')
    await app.getByRole('navigation').getByRole('button', { name: 'Webhooks' }).click()
    const screen = visibleScreen(app)
    const region = screen.getByRole('region', { name: `Kanal Kanal ${channel}` })
    await expect(region).toBeVisible()
    await expect(region.getByRole('button', { name: `Kanal Kanal ${channel} umbenennen` })).toBeVisible()
    await expect(screen.getByText(`Channel ${channel}`)).toHaveCount(0)
    await shoot(app, 'webhooks-de')

    await app.locator('.sidebar .nav__item').nth(0).click()
    const composer = visibleScreen(app)
    const sendTo = composer.getByRole('combobox', { name: 'Senden an' })
    await expect(sendTo.locator('optgroup').first()).toHaveAttribute(
      'label',
      new RegExp(`#Kanal ${channel}$`),
    )
    await sendTo.selectOption(general.id)
    await expect(composer.getByRole('region', { name: 'Senden geht an' })).toContainText(`#Kanal ${channel}`)
    await shoot(app, 'composer-de')
  })

  test('I18N-PAGE-002 German: a send the services refuse is said in German in the composer', async ({
    app,
    emulator,
  }) => {
    // The right webhook id with a token Discord refuses (401, 50027).
    const refused = emulator.demo.webhooks.general.url.replace(/\/[\w-]+$/, `/${'x'.repeat(68)}`)
    await switchLanguage(app, 'de')
    await app.locator('.sidebar .nav__item').nth(0).click()
    const composer = visibleScreen(app)
    await composer.getByRole('textbox', { name: 'Webhook-URL' }).fill(refused)
    await composer.getByRole('textbox', { name: 'Nachricht' }).first().fill('Hallo')
    await composer.getByRole('button', { name: 'Senden', exact: true }).click()
    await expect(
      composer.getByText(/Token dieses Webhooks ist falsch|Webhook-Token ist ungültig/).first(),
    ).toBeVisible()
    await expect(composer.getByText(/token is wrong|token is not valid/)).toHaveCount(0)
    await shoot(app, 'composer-refused-de')
  })

  test('I18N-PAGE-003 the pseudo-locale and Arabic: the Webhooks screen’s made-up names are translated', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    const { guild, channels } = emulator.demo
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await switchLanguage(app, 'en-XA')
    await app.locator('nav button').nth(1).click()
    const library = visibleScreen(app).locator('section[aria-labelledby="library-heading"] .server')
    await expect(library).toBeVisible()
    // Only the ids and what the user or Discord named are data; "Server", "Channel" are messages.
    const data = ['General chatter', guild.id, channels.general, general.name].filter(
      (value): value is string => Boolean(value),
    )
    expect(await unbracketed(library, { values: data })).toEqual([])
    expect(await clipped(library)).toEqual([])
    await shoot(app, 'webhooks-pseudo')
    await app.setViewportSize({ width: 1024, height: 700 })
    await shoot(app, 'webhooks-pseudo-1024')

    await app.locator('nav button').nth(4).click()
    await chooseLanguage(app, 'ar')
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await app.getByRole('navigation').getByRole('button', { name: 'Webhooks' }).click()
      await expect(visibleScreen(app).locator('.channel__name').first()).not.toContainText('Channel')
      await expectAccessible(app, testInfo, `page-webhooks-ar-${scheme}`)
      await shoot(app, `webhooks-ar-${scheme}`)
    }
  })
})
