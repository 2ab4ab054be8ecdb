import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect } from './fixtures'
import { freePort, test } from './support/applicationsTest'
import { createVault, visibleScreen } from './libraryUi'

// Linked roles end to end: the browser host's services talk to the emulator; the test plays the user's
// browser by opening the authorize URL the page shows (the services' openExternal only records it).

async function openApplications(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click()
  await expect(visibleScreen(page).getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
}

/** Audits the state in light and dark and keeps a screenshot of each for the report (and for a look). */
async function audit(page: Page, testInfo: TestInfo, state: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expectAccessible(page, testInfo, `${state}-${scheme}`)
    // The screen scrolls inside <main>, so a tall viewport shows all of it in one picture.
    const size = page.viewportSize() ?? { width: 1280, height: 720 }
    await page.setViewportSize({ width: size.width, height: 3200 })
    const main = page.locator('main')
    await main.evaluate((el) => el.scrollTo(0, 0))
    await page.screenshot({ path: testInfo.outputPath(`${state}-${scheme}.png`) })
    await main.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await page.screenshot({ path: testInfo.outputPath(`${state}-${scheme}-end.png`) })
    await page.setViewportSize(size)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

async function fillRecord(
  page: Page,
  index: number,
  r: { type: string; key: string; name: string; description: string },
) {
  const record = visibleScreen(page).getByRole('group', { name: new RegExp(`^Record ${index}`) })
  await record.getByLabel('Type').selectOption(r.type)
  await record.getByLabel('Key').fill(r.key)
  await record.getByLabel('Name', { exact: true }).fill(r.name)
  await record.getByLabel('Description', { exact: true }).fill(r.description)
}

test('APPS-001 add an application, publish three records, connect, store values, check criteria', async ({
  app,
  emulator,
  opened,
  context,
}, testInfo) => {
  // One user's whole round through the screen, audited in both themes on the way: longer than most.
  test.setTimeout(90_000)
  const demo = emulator.demo.application
  const port = await freePort()
  emulator.control.addRedirectUri({ applicationId: demo.id, uri: `http://127.0.0.1:${port}/oauth2/callback` })
  await createVault(app)
  await openApplications(app)
  const screen = visibleScreen(app)
  await expect(screen.getByText('No applications yet.')).toBeVisible()
  await audit(app, testInfo, 'empty')

  // Bad input: every field says what is wrong, and what was typed stays.
  const form = screen.getByRole('form', { name: 'Add an application' })
  await form.getByLabel('Application id').fill('12345')
  await form.getByLabel('Loopback port').fill('80')
  await form.getByRole('button', { name: 'Add application' }).click()
  await expect(form.getByText('An application id is 17 to 20 digits', { exact: false })).toBeVisible()
  await expect(form.getByText('Use a port from 1024 to 65535.')).toBeVisible()
  await expect(form.getByLabel('Application id')).toHaveValue('12345')
  await audit(app, testInfo, 'error')

  await form.getByLabel('Label').fill('Sandbox App')
  await form.getByLabel('Application id').fill(demo.id)
  await form.getByLabel('Client id').fill(demo.id)
  await form.getByLabel('Loopback port').fill(String(port))
  await form.getByLabel('Bot token').fill(demo.botToken)
  await form.getByLabel('Client secret').fill(demo.clientSecret)
  await form.getByRole('button', { name: 'Add application' }).click()
  await expect(screen.getByTestId('redirect-uri')).toHaveText(`http://127.0.0.1:${port}/oauth2/callback`)
  await expect(form.getByLabel('Client secret')).toHaveValue('')

  // Three records, one localised; the review names what changes and warns that the set is replaced.
  const editor = screen.getByRole('form', { name: 'Metadata records' })
  await expect(editor.getByText('This application has no records yet.', { exact: false })).toBeVisible()
  for (let i = 0; i < 3; i++) await editor.getByRole('button', { name: 'Add record' }).click()
  await fillRecord(app, 1, { type: '2', key: 'level', name: 'Level', description: 'Player level' })
  // Loading the published set over edits asks first, and Cancel keeps every edit.
  await editor.getByRole('button', { name: 'Load current' }).click()
  await app
    .getByRole('dialog', { name: 'Discard your edits?' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await expect(screen.getByRole('group', { name: /^Record 1/ }).getByLabel('Key')).toHaveValue('level')
  await fillRecord(app, 2, {
    type: '6',
    key: 'member_since',
    name: 'Member since',
    description: 'Days as a member',
  })
  await fillRecord(app, 3, { type: '7', key: 'verified', name: 'Verified', description: 'A verified player' })
  const first = screen.getByRole('group', { name: /^Record 1/ })
  await first.getByRole('button', { name: 'Add a localisation to record 1' }).click()
  await first.getByLabel('Locale').selectOption('fr')
  await first.getByLabel('Localised name').fill('Niveau')
  await expect(first.getByText('6 / 100')).toBeVisible()
  await editor.getByRole('button', { name: 'Review and publish' }).click()
  const review = app.getByRole('dialog', { name: 'Publish the metadata records?' })
  await expect(review).toContainText('A PUT replaces the whole set')
  await expect(review.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveCount(3)
  await expectAccessible(app, testInfo, 'publish-dialog')
  await review.getByRole('button', { name: 'Publish' }).click()
  await expect(screen.getByRole('status', { name: 'Records published' })).toBeVisible()
  const published = await fetch(`${emulator.apiBase}/applications/${demo.id}/role-connections/metadata`, {
    headers: { Authorization: `Bot ${demo.botToken}` },
  }).then((r) => r.json() as Promise<{ key: string; name_localizations?: Record<string, string> }[]>)
  expect(published.map((r) => r.key)).toEqual(['level', 'member_since', 'verified'])
  expect(published[0]?.name_localizations).toEqual({ fr: 'Niveau' })

  // Connect as the sandbox user through the emulator's authorize page.
  await screen.getByRole('button', { name: 'Connect', exact: true }).click()
  const link = screen.getByTestId('authorize-url')
  const authorizeUrl = (await link.getAttribute('href')) ?? ''
  expect(opened).toEqual([authorizeUrl])
  expect(new URL(authorizeUrl).origin).toBe(emulator.url)
  const forged = await fetch(`http://127.0.0.1:${port}/oauth2/callback?code=x&state=forged`)
  expect(forged.status).toBe(400)
  await expect(screen.getByRole('status', { name: 'Waiting for the browser' })).toBeVisible()
  const browserTab = await context.newPage()
  await browserTab.goto(authorizeUrl)
  await expect(browserTab.getByRole('heading', { name: 'Connected' })).toBeVisible()
  await browserTab.close()
  const facts = screen.getByRole('definition').filter({ hasText: 'sandbox_user' })
  await expect(facts).toBeVisible()

  // Values: a number, a date 30 days ago, a switch; the dialog warns that every value is replaced.
  const values = screen.getByRole('form', { name: 'Connection values' })
  await values.getByLabel('Platform name').fill('Herald Game')
  await values.getByLabel('Level', { exact: true }).fill('12')
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  await values.getByLabel('Member since', { exact: true }).fill(since)
  await values.getByRole('switch', { name: 'Verified' }).check()
  await values.getByRole('button', { name: 'Store values' }).click()
  const store = app.getByRole('dialog', { name: 'Store these values?' })
  await expect(store).toContainText('A PUT replaces every stored value')
  await expect(store).toContainText('verified = 1')
  await store.getByRole('button', { name: 'Store values' }).click()
  await expect(screen.getByRole('status', { name: 'Values stored' })).toBeVisible()
  // The page's check and the emulator's oracle (Discord's observed rules) agree.
  const oracle = (key: string, value: number) =>
    emulator.control.evaluateRoleConnection({
      applicationId: demo.id,
      userId: emulator.demo.user.id,
      key,
      value,
    }).qualifies
  expect([
    oracle('level', 10),
    oracle('level', 13),
    oracle('member_since', 20),
    oracle('member_since', 40),
  ]).toEqual([true, false, true, false])
  expect(oracle('verified', 1)).toBe(true)

  // The criterion check, against chosen thresholds.
  const level = screen.getByRole('listitem', { name: 'Criterion level' })
  await level.getByLabel('Level: the role requires').fill('10')
  await expect(level.getByRole('status')).toHaveText('Passes. The value is 12; the role needs at least 10.')
  await level.getByLabel('Level: the role requires').fill('13')
  await expect(level.getByRole('status')).toHaveText('Fails. The value is 12; the role needs at least 13.')
  const member = screen.getByRole('listitem', { name: 'Criterion member_since' })
  await member.getByLabel('Member since: the role requires').fill('20')
  await expect(member.getByRole('status')).toContainText('Passes.')
  await member.getByLabel('Member since: the role requires').fill('40')
  await expect(member.getByRole('status')).toContainText('Fails. The date is 30 days ago')
  await expect(
    screen.getByRole('listitem', { name: 'Criterion verified' }).getByRole('status'),
  ).toContainText('Passes.')
  // Client credentials: the owner's token, shown by its scope and expiry only.
  const credentials = screen.getByRole('form', { name: 'Client credentials' })
  await credentials.getByRole('button', { name: 'Request token' }).click()
  await expect(screen.getByRole('definition').filter({ hasText: /^identify connections$/ })).toBeVisible()
  await audit(app, testInfo, 'filled')

  await app.setViewportSize({ width: 800, height: 900 })
  await audit(app, testInfo, 'narrow')

  const { text, html } = await app.evaluate(() => ({
    text: document.body.innerText,
    html: document.documentElement.outerHTML,
  }))
  const snapshot = await emulator.control.snapshot()
  const userTokens = snapshot.tokens.flatMap((t) => [t.accessToken, t.refreshToken ?? ''].filter(Boolean))
  for (const secret of [demo.botToken, demo.clientSecret, ...userTokens]) {
    expect(text.includes(secret)).toBe(false)
    expect(html.includes(secret)).toBe(false)
  }
})

// Issue 22 item 11: unsaved edits of the metadata editor survive a reload, as drafts do.
test('APPS-003 unsaved metadata edits come back after a reload, until published or discarded', async ({
  app,
  emulator,
}, testInfo) => {
  test.setTimeout(90_000)
  const demo = emulator.demo.application
  await createVault(app)
  await openApplications(app)
  const screen = visibleScreen(app)
  const form = screen.getByRole('form', { name: 'Add an application' })
  await form.getByLabel('Label').fill('Sandbox App')
  await form.getByLabel('Application id').fill(demo.id)
  await form.getByLabel('Client id').fill(demo.id)
  await form.getByLabel('Loopback port').fill(String(await freePort()))
  await form.getByLabel('Bot token').fill(demo.botToken)
  await form.getByLabel('Client secret').fill(demo.clientSecret)
  await form.getByRole('button', { name: 'Add application' }).click()
  const editor = screen.getByRole('form', { name: 'Metadata records' })
  await expect(editor.getByText('This application has no records yet.', { exact: false })).toBeVisible()
  await editor.getByRole('button', { name: 'Add record' }).click()
  await fillRecord(app, 1, { type: '7', key: 'verified', name: 'Verified', description: 'A verified player' })

  await app.reload()
  await openApplications(app)
  const record = screen.getByRole('group', { name: /^Record 1/ })
  await expect(record.getByLabel('Key')).toHaveValue('verified')
  await expect(record.getByLabel('Description', { exact: true })).toHaveValue('A verified player')
  await expect(screen.getByRole('status').filter({ hasText: 'unsaved edits' })).toBeVisible()
  await audit(app, testInfo, 'metadata-restored')
  // Nothing was sent: Discord still holds no records.
  expect(emulator.control.journal({ route: 'putRoleConnectionMetadata' })).toHaveLength(0)

  await editor.getByRole('button', { name: 'Load current' }).click()
  await app
    .getByRole('dialog', { name: 'Discard your edits?' })
    .getByRole('button', { name: 'Load current' })
    .click()
  await expect(screen.getByRole('group', { name: /^Record 1/ })).toHaveCount(0)
  await app.reload()
  await openApplications(app)
  await expect(editor.getByText('This application has no records yet.', { exact: false })).toBeVisible()
})
