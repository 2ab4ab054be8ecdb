import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'

// Issue 11, the JSON view: the body exactly as sent, editable both ways; a broken edit is marked where
// it is wrong and kept as typed, while the form keeps the last good body.

/** Replaces the whole JSON text as if typed (CodeMirror takes inserted text like typing). */
async function typeJson(page: Page, text: string) {
  await visibleScreen(page).getByRole('textbox', { name: 'Message JSON' }).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText(text)
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await visibleScreen(page)
    .locator('.composer-json')
    .screenshot({ path: testInfo.outputPath(`${name}.png`) })
}

test.describe('composer: the JSON view', () => {
  test('CJSON-001 edits into a syntax error, then a schema error, and back: the form follows and no input is lost', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(90_000)
    const console: string[] = []
    app.on('console', (message) => {
      if (message.type() === 'error') console.push(message.text())
    })
    const screen = visibleScreen(app)
    await screen.getByRole('textbox', { name: 'Webhook URL' }).fill(emulator.demo.webhooks.general.url)
    const content = screen.getByRole('textbox', { name: 'Message', exact: true })
    await content.fill('Hello')

    await screen.getByRole('tab', { name: 'JSON' }).click()
    const editor = screen.getByRole('textbox', { name: 'Message JSON' })
    await expect(editor).toContainText('"content": "Hello"')
    await expect(editor).toContainText('"allowed_mentions"')
    const state = screen.getByRole('status', { name: 'JSON state' })
    const problems = screen.getByRole('list', { name: 'Problems in the JSON' })
    const preview = screen.getByRole('region', { name: 'Preview' }).last()
    await expectAccessible(app, testInfo, 'JSON view')
    await shoot(app, testInfo, 'json-valid')

    // A syntax error: marked at its line, the text kept as typed, the draft unchanged.
    const broken = '{"content": "Hello broken", "embeds": ['
    await typeJson(app, broken)
    await expect(state).toHaveText(/not valid JSON/)
    await expect(problems).toContainText('Line 1: Not JSON')
    await expect(editor).toHaveText(broken)
    await expect(preview).toContainText('Hello')
    await expect(preview).not.toContainText('Hello broken')
    await expectAccessible(app, testInfo, 'JSON with a syntax error')
    // Leaving for the form shows the last good body; coming back finds the text as it was typed.
    await screen.getByRole('tab', { name: 'Form' }).click()
    await expect(content).toHaveValue('Hello')
    await screen.getByRole('tab', { name: 'JSON' }).click()
    await expect(editor).toHaveText(broken)
    await expect(state).toHaveText(/not valid JSON/)

    // A schema error: a 257-character embed title, marked at "title" with the schema's words.
    const long = 'T'.repeat(257)
    const tooLong = `{\n  "content": "Hello",\n  "embeds": [\n    { "title": "${long}" }\n  ]\n}`
    await typeJson(app, tooLong)
    await expect(state).toHaveText(/fix the problems marked/)
    await expect(problems).toContainText(/Line 4: .*256/)
    await expect(screen.locator('.cm-lintRange-error')).toHaveText('"title"')
    await expect(editor).toContainText(long)
    await expect(preview).not.toContainText(long)
    await expectAccessible(app, testInfo, 'JSON with a schema error')
    await shoot(app, testInfo, 'json-invalid')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'JSON with a schema error, dark')
    await shoot(app, testInfo, 'json-invalid-dark')
    const size = app.viewportSize()!
    await app.setViewportSize({ width: 800, height: 900 })
    await shoot(app, testInfo, 'json-invalid-narrow')
    await app.setViewportSize(size)
    await app.emulateMedia({ colorScheme: 'light' })
    await screen.getByRole('tab', { name: 'Form' }).click()
    await expect(content).toHaveValue('Hello')
    await expect(screen.getByRole('textbox', { name: 'Embed 1 title' })).toHaveCount(0)

    // Fixed: the draft takes it, and the form and the preview show it.
    await screen.getByRole('tab', { name: 'JSON' }).click()
    await expect(editor).toContainText(long)
    await typeJson(app, '{"content": "Hello again", "embeds": [{"title": "Fixed title"}]}')
    await expect(state).toHaveText(/show the same body/)
    await expect(problems).toHaveCount(0)
    await expect(preview).toContainText('Fixed title')
    await expect(preview).toContainText('Hello again')
    await screen.getByRole('tab', { name: 'Form' }).click()
    await expect(content).toHaveValue('Hello again')
    await expect(screen.getByRole('textbox', { name: 'Embed 1 title' })).toHaveValue('Fixed title')

    // The form's changes show in the JSON.
    await content.fill('From the form')
    await screen.getByRole('tab', { name: 'JSON' }).click()
    await expect(editor).toContainText('"content": "From the form"')
    await expect(editor).toContainText('"title": "Fixed title"')

    // Sent exactly as typed, even right after typing (Ctrl+Enter does not wait for the pause).
    await typeJson(app, '{"content": "Typed then sent", "embeds": [{"title": "Fixed title"}]}')
    await app.keyboard.press('Control+Enter')
    await expect(screen.getByRole('status', { name: 'Message sent' })).toBeVisible()
    const [post] = emulator.control.journal({ route: 'executeWebhook' })
    expect(post?.body).toEqual({ content: 'Typed then sent', embeds: [{ title: 'Fixed title' }] })
    // CodeMirror's styles work under the page's CSP: nothing was refused.
    expect(console.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([])
    await expect(screen.locator('.cm-gutters')).toHaveCSS('border-right-style', 'solid')
  })
})

test('CJSON-002 Copy JSON gives the body as shown; Paste JSON replaces the message after asking', async ({
  app,
}, testInfo) => {
  await app.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const screen = visibleScreen(app)
  const content = screen.getByRole('textbox', { name: 'Message', exact: true })
  await content.fill('Copied words')
  await screen.getByRole('tab', { name: 'JSON' }).click()
  await screen.getByRole('button', { name: 'Copy JSON' }).click()
  await expect(screen.getByText('Copied the JSON of message 1.')).toBeVisible()
  const copied = await app.evaluate(() => navigator.clipboard.readText())
  expect(JSON.parse(copied)).toEqual({ content: 'Copied words', allowed_mentions: { parse: [] } })

  // Not a body: nothing changes, and the reason is given.
  await app.evaluate(() => navigator.clipboard.writeText('hello'))
  await screen.getByRole('button', { name: 'Paste JSON' }).click()
  await expect(screen.getByText(/does not hold a message body/)).toBeVisible()

  const body = { content: 'Pasted words', embeds: [{ title: 'Pasted title' }] }
  await app.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(body))
  await screen.getByRole('button', { name: 'Paste JSON' }).click()
  const dialog = app.getByRole('dialog', { name: 'Replace message 1 with the pasted JSON?' })
  await expectAccessible(app, testInfo, 'paste JSON confirmation')
  await dialog.getByRole('button', { name: 'Replace' }).click()
  await expect(dialog).toBeHidden()
  const editor = screen.getByRole('textbox', { name: 'Message JSON' })
  await expect(editor).toContainText('"content": "Pasted words"')
  await screen.getByRole('tab', { name: 'Form' }).click()
  await expect(content).toHaveValue('Pasted words')
  await expect(screen.getByRole('textbox', { name: 'Embed 1 title' })).toHaveValue('Pasted title')
})
