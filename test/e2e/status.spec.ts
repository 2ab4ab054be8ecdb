import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addWebhook, createVault, expectNoSecrets, openScreen, visibleScreen } from './libraryUi'

// Issue 12, status messages: a sent message marked from History, updated in place from the composer
// (one PATCH at the emulator), listed under Webhooks, and re-posted when Discord lost it (10008).

async function sendAndMark(
  page: Page,
  hook: { id: string; url: string },
  check?: (state: string) => Promise<void>,
): Promise<string> {
  await createVault(page)
  await addWebhook(page, hook.url, 'Status board')
  await openScreen(page, 'Composer')
  const screen = visibleScreen(page)
  await screen.getByRole('combobox', { name: 'Send to' }).selectOption(hook.id)
  await screen.getByRole('textbox', { name: 'Message', exact: true }).fill('Servers: starting')
  await screen.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(screen.getByRole('status', { name: 'Message sent' })).toBeVisible()
  const messageId = (await screen.getByTestId('message-id').textContent()) ?? ''

  await openScreen(page, 'History')
  const row = visibleScreen(page).getByRole('listitem', { name: 'Status board: Servers: starting' })
  await row.getByRole('button', { name: `Use as status message: message ${messageId}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Use as status message' })
  await dialog.getByRole('textbox', { name: 'Status message name' }).fill('Server status')
  await check?.('status-mark-dialog')
  await dialog.getByRole('button', { name: 'Use as status message' }).click()
  await expect(dialog.getByRole('status')).toContainText('“Server status” is now a status message')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(row.getByLabel('Status message “Server status”')).toBeVisible()
  return messageId
}

/** Aims the open draft at "Server status" with new content. */
async function aimAndType(page: Page, content: string) {
  await openScreen(page, 'Composer')
  const screen = visibleScreen(page)
  await screen.getByRole('button', { name: 'New draft' }).click()
  // The new draft is open once the sent one's status is gone.
  await expect(screen.getByRole('status', { name: 'Message sent' })).toBeHidden()
  const box = screen.getByRole('textbox', { name: 'Message', exact: true })
  await expect(box).toHaveValue('')
  await box.fill(content)
  await expect(screen.locator('.composer__preview')).toContainText(content)
  await screen.getByRole('combobox', { name: 'Status message' }).selectOption('Server status')
  await expect(screen.getByRole('button', { name: 'Send', exact: true })).toBeHidden()
  return screen.getByRole('button', { name: 'Update status message' })
}

/** axe on one part of a screen: the Webhooks screen around the list is audited by its own tests. */
async function expectPartAccessible(page: Page, testInfo: TestInfo, state: string, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  await testInfo.attach(`axe-${state}.json`, { body: JSON.stringify(results.violations, null, 2) })
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

const patches = (emulator: Emulator) => emulator.control.journal().filter((entry) => entry.method === 'PATCH')

test.describe('status messages', () => {
  test('STATUS-001 mark from History, update from the composer: one PATCH in place, no new post', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const hook = emulator.demo.webhooks.general
    const messageId = await sendAndMark(app, hook, async (state) => {
      await expectAccessible(app, testInfo, state)
      await app.emulateMedia({ colorScheme: 'dark' })
      await expectAccessible(app, testInfo, `${state}-dark`)
      await app.screenshot({ path: testInfo.outputPath(`${state}-dark.png`) })
      await app.emulateMedia({ colorScheme: 'light' })
    })

    const update = await aimAndType(app, 'Servers: all good')
    await expectAccessible(app, testInfo, 'status-aimed')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'status-aimed-dark')
    await app.screenshot({ path: testInfo.outputPath('status-aimed-dark.png') })
    await app.emulateMedia({ colorScheme: 'light' })
    await app.setViewportSize({ width: 800, height: 900 })
    await update.scrollIntoViewIfNeeded()
    await app.screenshot({ path: testInfo.outputPath('status-aimed-narrow.png') })
    await app.setViewportSize({ width: 1280, height: 720 })
    const posts = emulator.control.journal({ route: 'executeWebhook' }).length
    // Ctrl+Enter presses the primary action, here the update.
    await visibleScreen(app).getByRole('textbox', { name: 'Message', exact: true }).press('Control+Enter')
    await expect(visibleScreen(app).getByRole('status', { name: 'Status message updated' })).toBeVisible()
    await expect(update).toBeVisible()
    await app.screenshot({ path: testInfo.outputPath('status-updated.png') })

    const sent = patches(emulator)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toContain(`/webhooks/${hook.id}/`)
    expect(sent[0]!.path).toContain(`/messages/${messageId}`)
    expect(sent[0]!.body).toMatchObject({ content: 'Servers: all good' })
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(posts)

    await openScreen(app, 'Webhooks')
    const list = visibleScreen(app).getByRole('region', { name: 'Status messages' })
    await expect(list).toContainText('Server status')
    await expect(list).toContainText(`Status board · message ${messageId}`)
    await expectPartAccessible(app, testInfo, 'status-list', '.status-list')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectPartAccessible(app, testInfo, 'status-list-dark', '.status-list')
    await app.setViewportSize({ width: 800, height: 900 })
    await list.screenshot({ path: testInfo.outputPath('status-list-narrow-dark.png') })
    await app.emulateMedia({ colorScheme: 'light' })
    await app.setViewportSize({ width: 1280, height: 720 })

    // Update… from the list: the current body as JSON, edited in place again.
    await list.getByRole('button', { name: 'Update Server status' }).click()
    const dialog = app.getByRole('dialog', { name: 'Update “Server status”' })
    const body = dialog.getByRole('textbox', { name: 'Message body (JSON)' })
    await expect(body).toHaveValue(/"content": "Servers: all good"/)
    await body.fill('{"content": "Servers: maintenance at 22:00"')
    await dialog.getByRole('button', { name: 'Update status message' }).click()
    await expect(dialog.locator('.field__error')).toContainText('Not valid JSON')
    await expectAccessible(app, testInfo, 'status-update-dialog-error')
    await body.fill('{"content": "Servers: maintenance at 22:00"}')
    await dialog.getByRole('button', { name: 'Update status message' }).click()
    await expect(dialog.getByRole('status', { name: 'Status message updated' })).toBeVisible()
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'status-update-dialog-dark')
    await app.screenshot({ path: testInfo.outputPath('status-update-dialog-dark.png') })
    await app.emulateMedia({ colorScheme: 'light' })
    expect(patches(emulator).map((p) => p.body)).toEqual([
      expect.objectContaining({ content: 'Servers: all good' }),
      expect.objectContaining({ content: 'Servers: maintenance at 22:00' }),
    ])
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()

    await list.getByRole('button', { name: 'Unmark Server status' }).click()
    await expect(list).toBeHidden()
    await expectNoSecrets(app, emulator)
  })

  test('STATUS-002 Discord lost the message (10008): the page says so and posts it anew on request', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const hook = emulator.demo.webhooks.general
    const messageId = await sendAndMark(app, hook)
    emulator.control.injectFault({
      kind: 'status',
      path: '/webhooks/:id/:token/messages/:mid',
      method: 'PATCH',
      status: 404,
      body: { message: 'Unknown Message', code: 10008 },
    })
    const update = await aimAndType(app, 'Servers: back')
    await update.click()
    const gone = visibleScreen(app).getByRole('status', { name: 'The status message is gone' })
    await expect(gone).toContainText('Discord no longer has the status message "Server status"')
    await expectAccessible(app, testInfo, 'status-gone')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'status-gone-dark')
    await app.screenshot({ path: testInfo.outputPath('status-gone-dark.png') })
    await app.emulateMedia({ colorScheme: 'light' })

    await gone.getByRole('button', { name: 'Post as a new message and mark it' }).click()
    await expect(visibleScreen(app).getByRole('status', { name: 'Posted anew' })).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body).toMatchObject({ content: 'Servers: back' })
    await openScreen(app, 'Webhooks')
    const list = visibleScreen(app).getByRole('region', { name: 'Status messages' })
    await expect(list).not.toContainText(messageId)
  })
})
