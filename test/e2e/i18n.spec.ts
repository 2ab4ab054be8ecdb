import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { openScreen, visibleScreen } from './libraryUi'
import { chooseLanguage, clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

// Issue 25: the converted screens (Settings, the shared components, the screen names) in the user's
// language, switched without a restart; the pseudo-locale finds text left in English and cut off.

const shoot = screenshots('i18n')

/** The Settings sections converted so far (the vault's section comes with the vault's screens). */
const CONVERTED_SECTIONS =
  '#language-heading, #appearance-heading, #sending-heading, #web-images-heading, #confirmations-heading, #about-heading, #backup-heading'

/** Language names are each in their own language by design. */
const LANGUAGE_NAMES = { skip: '#settings-language option' }

const convertedSections = (page: Page) =>
  visibleScreen(page)
    .locator('section.card')
    .filter({ has: page.locator(CONVERTED_SECTIONS) })

test.describe('languages', () => {
  test('I18N-001 German chosen in Settings applies at once, without a restart, and survives a reload', async ({
    app,
  }) => {
    await openScreen(app, 'Settings')
    const typed = 'kept while switching'
    const history = visibleScreen(app).getByRole('textbox', { name: 'History entries kept per webhook' })
    await history.fill(typed)
    await chooseLanguage(app, 'de')

    const screen = visibleScreen(app)
    await expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Darstellung' })).toBeVisible()
    await expect(screen.getByRole('combobox', { name: 'Design' })).toBeVisible()
    await expect(app.getByRole('navigation').getByRole('button', { name: 'Einstellungen' })).toBeVisible()
    // The same page: what was typed before the switch is still there.
    await expect(screen.getByRole('textbox', { name: 'Verlaufseinträge pro Webhook' })).toHaveValue(typed)
    await expect(app.locator('html')).toHaveAttribute('dir', 'ltr')
    await shoot(app, 'settings-de')

    await app.reload()
    await expect(app.locator('html')).toHaveAttribute('lang', 'de')
    await app.getByRole('navigation').getByRole('button', { name: 'Einstellungen' }).click()
    await expect(visibleScreen(app).getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
    await expect(visibleScreen(app).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')

    // Back to the system's language (the browser's, English here).
    await visibleScreen(app).getByRole('combobox', { name: 'Sprache' }).selectOption('system')
    await expect(app.locator('html')).toHaveAttribute('lang', 'en')
    await expect(visibleScreen(app).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  })

  test('I18N-002 the pseudo-locale: no unbracketed English and nothing cut off on the converted screens', async ({
    app,
  }) => {
    await switchLanguage(app, 'en-XA')
    const screen = visibleScreen(app)
    await expect(screen.getByRole('heading', { level: 1, name: /^\[Šéţţîñĝš/ })).toBeVisible()
    // A validation message and a saved note too, so those states are looked at as well.
    const history = screen.locator('#settings-history-limit')
    await history.fill('5')
    await history.press('Enter')
    await expect(screen.locator('#settings-history-limit-error')).toHaveText(/^\[/)

    const sections = convertedSections(app)
    await expect(sections).toHaveCount(7)
    // The checks can fail: English put into a section is found, and so is a box too narrow for its text.
    await sections.first().evaluate((section) => {
      const text = Object.assign(document.createElement('p'), { id: 'probe', textContent: 'Plain English' })
      const button = Object.assign(document.createElement('button'), {
        id: 'probe-button',
        textContent: '[Ŵîðé ţéẋţ]',
      })
      // Styled through the DOM: the page's CSP refuses inline style attributes.
      Object.assign(button.style, { width: '20px', overflow: 'hidden', whiteSpace: 'nowrap' })
      section.append(text, button)
    })
    expect(await unbracketed(sections, LANGUAGE_NAMES)).toEqual(['p: Plain English'])
    expect(await clipped(sections)).toEqual(['button: [Ŵîðé ţéẋţ]'])
    await app
      .locator('#probe, #probe-button')
      .evaluateAll((probes) => probes.forEach((probe) => probe.remove()))
    for (const scope of [sections, app.getByRole('navigation'), screen.locator('header')]) {
      expect(await unbracketed(scope, LANGUAGE_NAMES)).toEqual([])
      expect(await clipped(scope)).toEqual([])
    }
    await shoot(app, 'settings-pseudo')
    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await clipped(sections)).toEqual([])
    await shoot(app, 'settings-pseudo-1024')
  })

  test('I18N-003 Arabic: the page reads right to left, the shell mirrors, axe finds nothing in light and dark', async ({
    app,
  }, testInfo) => {
    await switchLanguage(app, 'ar')
    const html = app.locator('html')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(visibleScreen(app).getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible()

    // Mirrored: the sidebar sits at the right of the content, a field's label at the right of its box.
    const sidebar = await app.getByRole('navigation').boundingBox()
    const content = await app.locator('main.content').boundingBox()
    expect(sidebar!.x).toBeGreaterThan(content!.x)
    const label = await app.locator('label[for="settings-language"]').boundingBox()
    const select = await app.locator('#settings-language').boundingBox()
    expect(label!.x + label!.width).toBeCloseTo(select!.x + select!.width, -1)

    for (const scheme of ['light', 'dark'] as const) {
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(html).toHaveAttribute('data-theme', scheme)
      await expectAccessible(app, testInfo, `settings-ar-${scheme}`)
      await shoot(app, `settings-ar-${scheme}`)
    }
    await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption('system')
  })
})

test.describe('the system’s language', () => {
  test.use({ locale: 'de-DE' })

  test('I18N-004 with nothing chosen, the page speaks the browser’s language', async ({ app }) => {
    await expect(app.locator('html')).toHaveAttribute('lang', 'de')
    await app.getByRole('navigation').getByRole('button', { name: 'Einstellungen' }).click()
    await expect(visibleScreen(app).getByRole('combobox', { name: 'Sprache' })).toHaveValue('system')
    await expect(visibleScreen(app).getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  })

  test('I18N-005 the page opened without its token says so in the browser’s language', async ({
    page,
    host,
  }) => {
    await page.goto(host.url.replace(/#.*$/, ''))
    await expect(page.getByRole('heading', { level: 1, name: 'Herald ist nicht verbunden' })).toBeVisible()
    await shoot(page, 'not-connected-de')
  })
})
