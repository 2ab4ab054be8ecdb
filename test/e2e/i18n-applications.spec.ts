import type { BrowserContext, Page } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expectAccessible } from './a11y'
import { expect } from './fixtures'
import { freePort, test } from './support/applicationsTest'
import { createVault, visibleScreen } from './libraryUi'
import { clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

const shoot = screenshots('i18n-applications')
/** Ids, scopes and masked secrets, and Discord's locale names as Intl gives them, are data. */
const SKIP = '.mono, select[id$="-locale"] option'

// Issue 25: the Applications screen (linked roles, the user's connection, OAuth2) in German, in the
// pseudo-locale and in Arabic. The application is set up in English, then the language is switched on
// the same page, so every section (the connected user's too) is looked at in each language.

const LABEL = 'Sandbox App'

/** In English: an application with one published record, localised, and the sandbox user connected. */
async function setUp(page: Page, emulator: Emulator, context: BrowserContext) {
  const demo = emulator.demo.application
  const port = await freePort()
  emulator.control.addRedirectUri({ applicationId: demo.id, uri: `http://127.0.0.1:${port}/oauth2/callback` })
  await createVault(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click()
  const screen = visibleScreen(page)
  const form = screen.getByRole('form', { name: 'Add an application' })
  await form.getByLabel('Label').fill(LABEL)
  await form.getByLabel('Application id').fill(demo.id)
  await form.getByLabel('Client id').fill(demo.id)
  await form.getByLabel('Loopback port').fill(String(port))
  await form.getByLabel('Bot token').fill(demo.botToken)
  await form.getByLabel('Client secret').fill(demo.clientSecret)
  await form.getByRole('button', { name: 'Add application' }).click()
  await expect(screen.getByTestId('redirect-uri')).toBeVisible()

  const editor = screen.getByRole('form', { name: 'Metadata records' })
  await editor.getByRole('button', { name: 'Add record' }).click()
  const record = screen.getByRole('group', { name: /^Record 1/ })
  await record.getByLabel('Type').selectOption('2')
  await record.getByLabel('Key').fill('level')
  await record.getByLabel('Name', { exact: true }).fill('Level')
  await record.getByLabel('Description', { exact: true }).fill('Player level')
  await editor.getByRole('button', { name: 'Review and publish' }).click()
  await page
    .getByRole('dialog', { name: 'Publish the metadata records?' })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(screen.getByRole('status', { name: 'Records published' })).toBeVisible()

  await screen.getByRole('button', { name: 'Connect', exact: true }).click()
  const authorizeUrl = (await screen.getByTestId('authorize-url').getAttribute('href')) ?? ''
  const browserTab = await context.newPage()
  await browserTab.goto(authorizeUrl)
  await expect(browserTab.getByRole('heading', { name: 'Connected' })).toBeVisible()
  await browserTab.close()
  await expect(screen.getByRole('form', { name: 'Connection values' })).toBeVisible()
  // A record with a localisation row, unsaved, so the row's controls are on show too.
  await editor.getByRole('button', { name: 'Add record' }).click()
  const second = screen.getByRole('group', { name: /^Record 2/ })
  await second.getByRole('button', { name: 'Add a localisation to record 2' }).click()
}

/** Switches the language in Settings and comes back to Applications by its name in that language. */
async function switchTo(page: Page, locale: string, screenName: string | RegExp) {
  await switchLanguage(page, locale)
  await page.getByRole('navigation').getByRole('button', { name: screenName }).click()
  await expect(visibleScreen(page).getByRole('heading', { level: 1, name: screenName })).toBeVisible()
}

test('I18N-APPS-001 German: every section of Applications, its checks and its dialogs', async ({
  app,
  emulator,
  context,
}) => {
  test.setTimeout(90_000)
  await setUp(app, emulator, context)
  await switchTo(app, 'de', 'Anwendungen')
  const screen = visibleScreen(app)
  await expect(screen.getByRole('heading', { name: 'Zu registrierende Weiterleitungs-URI' })).toBeVisible()
  await expect(screen.getByRole('button', { name: 'Anwendung entfernen' })).toBeVisible()
  const editor = screen.getByRole('form', { name: 'Metadaten-Einträge' })
  await expect(editor.getByRole('group', { name: 'Eintrag 1: level' })).toBeVisible()
  await expect(editor.getByRole('combobox', { name: 'Sprache' })).toContainText('Deutsch')
  await expect(screen.getByRole('button', { name: 'Anderen Benutzer verbinden' })).toBeVisible()
  await expect(screen.getByRole('form', { name: 'Verbindungswerte' })).toBeVisible()
  await expect(screen.getByRole('heading', { name: 'Kriterienprüfung' })).toBeVisible()
  await expect(screen.getByRole('button', { name: 'Token anfordern' })).toBeVisible()

  // A check made in German says what is wrong in German; a validation message of the add form too.
  const level = screen.getByRole('listitem', { name: 'Kriterium level' })
  await level.getByRole('textbox').fill('zehn')
  await expect(level.getByText('Gib eine ganze Zahl ein.')).toBeVisible()
  const add = screen.getByRole('form', { name: 'Anwendung hinzufügen' })
  await add.getByLabel('Loopback-Port').fill('80')
  await add.getByRole('button', { name: 'Anwendung hinzufügen' }).click()
  await expect(add.getByText('Verwende einen Port von 1024 bis 65535.')).toBeVisible()
  await expect(add.getByLabel('Loopback-Port')).toHaveValue('80')

  // The dialogs: publishing, with its plural, and storing values.
  await editor.getByRole('button', { name: 'Eintrag 2 entfernen', exact: true }).click()
  await editor.getByRole('button', { name: 'Prüfen und veröffentlichen' }).click()
  const publish = app.getByRole('dialog', { name: 'Metadaten-Einträge veröffentlichen?' })
  await expect(publish).toContainText('Discord hat danach genau diesen 1 Eintrag.')
  await expect(publish).toContainText('Nichts unterscheidet sich von dem, was Discord jetzt hat.')
  await publish.getByRole('button', { name: 'Abbrechen' }).click()
  await screen
    .getByRole('form', { name: 'Verbindungswerte' })
    .getByRole('button', { name: 'Werte speichern' })
    .click()
  const store = app.getByRole('dialog', { name: 'Diese Werte speichern?' })
  await expect(store).toContainText('Ein PUT ersetzt jeden gespeicherten Wert:')
  await shoot(app, 'applications-de-store-dialog')
  await store.getByRole('button', { name: 'Abbrechen' }).click()
  await shoot(app, 'applications-de')
})

test('I18N-APPS-002 the pseudo-locale: nothing on Applications is left in English or cut off', async ({
  app,
  emulator,
  context,
}) => {
  test.setTimeout(90_000)
  await setUp(app, emulator, context)
  await switchTo(app, 'en-XA', /^\[Åþþļîçåţîöñš/)
  const screen = visibleScreen(app)
  const typed = [LABEL, 'Level', 'Player level', 'level', 'sandbox_user']
  // Every section is there: setup, records, connect, the user's values, the check, client credentials.
  await expect(screen.locator('section.card, form.card')).toHaveCount(7)
  // A validation message, a row problem and a criterion that is not a number are looked at as well.
  const add = screen.getByRole('form', { name: /^\[Åðð/ })
  await add.locator('#app-redirectPort').fill('80')
  await add.locator('button[type="submit"]').click()
  await expect(add.locator('#app-redirectPort-error')).toHaveText(/^\[/)
  await screen.locator('#criterion-level').fill('x')
  await expect(screen.locator('#criterion-level-error')).toHaveText(/^\[/)

  // The check can fail: English put into the screen is found, and so is a box too narrow for its text.
  await screen.locator('h1').evaluate((heading) => {
    const text = Object.assign(document.createElement('p'), { id: 'probe', textContent: 'Plain English' })
    const button = Object.assign(document.createElement('button'), {
      id: 'probe-button',
      textContent: '[Ŵîðé]',
    })
    Object.assign(button.style, { width: '10px', overflow: 'hidden', whiteSpace: 'nowrap' })
    heading.after(text, button)
  })
  expect(await unbracketed(screen, { skip: SKIP, values: typed })).toEqual(['p: Plain English'])
  expect(await clipped(screen)).toEqual(['button: [Ŵîðé]'])
  await app
    .locator('#probe, #probe-button')
    .evaluateAll((probes) => probes.forEach((probe) => probe.remove()))

  expect(await unbracketed(screen, { skip: SKIP, values: typed })).toEqual([])
  expect(await clipped(screen)).toEqual([])
  await shoot(app, 'applications-pseudo')
  await app.setViewportSize({ width: 1024, height: 768 })
  expect(await clipped(screen)).toEqual([])
  await shoot(app, 'applications-pseudo-1024')

  // A dialog in the pseudo-locale too.
  await screen.getByRole('button', { name: /^\[Ŕéṽîéŵ/ }).click()
  const dialog = app.getByRole('dialog')
  expect(await unbracketed(dialog, { skip: SKIP, values: typed })).toEqual([])
  expect(await clipped(dialog)).toEqual([])
})

test('I18N-APPS-003 Arabic: Applications reads right to left and axe finds nothing in light and dark', async ({
  app,
  emulator,
  context,
}, testInfo) => {
  test.setTimeout(90_000)
  await setUp(app, emulator, context)
  await switchTo(app, 'ar', 'التطبيقات')
  await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
  const screen = visibleScreen(app)
  await expect(screen.getByRole('heading', { name: 'سجلات البيانات الوصفية' })).toBeVisible()
  await expect(screen.getByRole('button', { name: 'ربط مستخدم آخر' })).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await app.emulateMedia({ colorScheme: scheme })
    await expectAccessible(app, testInfo, `applications-ar-${scheme}`)
    await shoot(app, `applications-ar-${scheme}`)
  }
  await screen.getByRole('button', { name: 'إزالة السجل 2', exact: true }).click()
  await screen.getByRole('button', { name: 'مراجعة ونشر' }).click()
  await expect(app.getByRole('dialog', { name: 'نشر سجلات البيانات الوصفية؟' })).toBeVisible()
  await expectAccessible(app, testInfo, 'applications-ar-dialog-dark')
  await app.emulateMedia({ colorScheme: 'light' })
})
