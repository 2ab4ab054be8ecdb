import type { Page } from '@playwright/test'
import type { Draft } from '@shared/drafts/draft'
import { expectAccessible } from './a11y'
import { composer } from './composer'
import { expect, test } from './fixtures'
import { PASSPHRASE, addWebhook, createVault, openScreen, visibleScreen, composeTo } from './libraryUi'
import { rpc } from './rpc'

/** store/drafts/store.ts: a pause this long ends one undo step. */
const UNDO_PAUSE_MS = 600

// Issue 19, defects 3, 6, 8 and 10: composer inputs that lost what the user did or sent something
// other than what the screen showed.

/** A 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)

function box(page: Page, name: string) {
  return visibleScreen(page).getByRole('textbox', { name, exact: true })
}

async function saved(page: Page) {
  await expect(visibleScreen(page).getByRole('status', { name: 'Save state' })).toHaveText('Saved')
}

async function attachBanner(page: Page) {
  const screen = visibleScreen(page)
  await screen
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'banner.png', mimeType: 'image/png', buffer: PNG }])
  await expect(screen.getByRole('list', { name: 'Attachments' }).getByRole('listitem')).toHaveCount(1)
}

/** Replaces the whole JSON text as if typed (CodeMirror takes inserted text like typing). */
async function typeJson(page: Page, text: string) {
  await visibleScreen(page).getByRole('textbox', { name: 'Message JSON' }).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText(text)
}

test.describe('composer inputs keep what the user did (issue 19)', () => {
  test('INPUT-001 a removed file brought back by Undo is sent with its bytes', async ({ app, emulator }) => {
    const ui = composer(app)
    await ui.fill(emulator.demo.webhooks.general.url, 'With a banner')
    await attachBanner(app)
    await saved(app)
    // A pause longer than one undo step, so Undo brings back the file and nothing else.
    await app.waitForTimeout(UNDO_PAUSE_MS + 100)
    await visibleScreen(app).getByRole('button', { name: 'Remove file 1' }).click()
    await expect(visibleScreen(app).getByRole('list', { name: 'Attachments' })).toHaveCount(0)
    // Saved without the file: before the fix the services dropped its bytes here.
    await saved(app)
    await app.waitForTimeout(UNDO_PAUSE_MS + 100)
    await ui.content.press('Control+z')
    await expect(box(app, 'File 1 name')).toHaveValue('banner.png')
    await saved(app)

    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    expect(posts[0]?.files.map((file) => [file.filename, file.size])).toEqual([['banner.png', PNG.length]])
  })

  test('INPUT-002 a file whose bytes are gone says so at its row and holds Send with a link to it', async ({
    app,
    emulator,
  }, testInfo) => {
    const ui = composer(app)
    await ui.content.fill('With a banner')
    await attachBanner(app)
    await saved(app)
    // What an older Herald left behind: the draft names a file whose staged bytes were removed.
    const list = await rpc<{ openId: string }>(app, 'drafts.list', {})
    const { draft } = (await rpc<{ draft: Draft }>(app, 'drafts.get', { id: list.value.openId })).value
    const without = { ...draft, messages: draft.messages.map((m) => ({ ...m, files: [] })) }
    expect((await rpc(app, 'drafts.save', { draft: without })).ok).toBe(true)
    expect((await rpc(app, 'drafts.save', { draft })).ok).toBe(true)
    await app.reload()
    await ui.url.fill(emulator.demo.webhooks.general.url)

    const row = visibleScreen(app).getByRole('listitem', { name: /^File 1:/ })
    const gone =
      'banner.png is no longer staged: its bytes are gone from this computer. Remove it and attach it again.'
    await expect(row).toContainText(gone)
    await expect(ui.send).toBeDisabled()
    const reason = ui.problems.getByRole('link', { name: gone })
    await reason.click()
    await expect(box(app, 'File 1 name')).toBeFocused()
    await expectAccessible(app, testInfo, 'a file whose bytes are gone')

    await visibleScreen(app).getByRole('button', { name: 'Remove file 1' }).click()
    await expect(ui.send).toBeEnabled()
    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
  })

  test('INPUT-003 an invalid JSON edit holds Send, says what would go, and leads to the editor', async ({
    app,
    emulator,
  }, testInfo) => {
    // A saved webhook, so that Schedule… is offered too.
    const { general } = emulator.demo.webhooks
    await composeTo(app, general, 'General chatter')
    const ui = composer(app)
    const screen = visibleScreen(app)
    await ui.content.fill('Last good')
    await screen.getByRole('tab', { name: 'JSON' }).click()
    await typeJson(app, '{"content": "Typed but broken",')
    // At once, before the pause that checks the text: Ctrl+Enter posts nothing.
    await app.keyboard.press('Control+Enter')
    await expect(ui.send).toBeDisabled()
    const reason = ui.problems.getByRole('link', { name: /The JSON edit is not taken/ })
    await expect(reason).toHaveText(
      /^The JSON edit is not taken \(line 1: Not JSON: .*\): Send would post the last valid body instead\. Fix it, or discard the edit\.$/,
    )
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(0)
    // A schedule would keep the last valid body as well.
    const schedule = screen.getByRole('button', { name: 'Schedule…' })
    await expect(schedule).toBeDisabled()
    await expect(schedule).toHaveAttribute(
      'title',
      'First fix the text Send is waiting for (listed above Send).',
    )
    await expectAccessible(app, testInfo, 'Send held by a JSON edit')

    // From the form, the reason goes back to the JSON editor.
    await screen.getByRole('tab', { name: 'Form' }).click()
    await expect(ui.content).toHaveValue('Last good')
    await reason.click()
    await expect(screen.getByRole('textbox', { name: 'Message JSON' })).toBeFocused()
    await expect(screen.getByRole('textbox', { name: 'Message JSON' })).toHaveText(
      '{"content": "Typed but broken",',
    )

    // Discarding the edit shows the last valid body again, and Send posts it.
    await screen.getByRole('button', { name: 'Discard JSON edit' }).click()
    await expect(screen.getByRole('textbox', { name: 'Message JSON' })).toContainText(
      '"content": "Last good"',
    )
    await expect(ui.send).toBeEnabled()
    await expect(schedule).toBeEnabled()
    // A good edit typed just before Ctrl+Enter is what goes.
    await typeJson(app, '{"content": "Fixed", "allowed_mentions": {"parse": []}}')
    await app.keyboard.press('Control+Enter')
    await expect(ui.sent).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts.map((post) => post.body)).toEqual([expect.objectContaining({ content: 'Fixed' })])
  })

  test('INPUT-004 an edit sent while the vault is locked is confirmed once and goes on after unlocking', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    await composeTo(app, general, 'General chatter')
    const ui = composer(app)
    await ui.content.fill('First words')
    await ui.send.click()
    await ui.sent.getByRole('button', { name: 'Edit it' }).click()
    await expect(app.getByRole('status', { name: 'Edit mode' })).toBeVisible()

    await openScreen(app, 'Settings')
    await visibleScreen(app).getByRole('button', { name: 'Lock now' }).click()
    await expect(visibleScreen(app).getByTestId('vault-state')).toHaveText('Locked')
    await openScreen(app, 'Composer')
    await ui.content.fill('Better words')
    await ui.send.click()
    const review = app.getByRole('dialog', { name: /Save the edit of message/ })
    await review.getByRole('button', { name: 'Save edit' }).click()

    const unlock = app.getByRole('dialog', { name: 'Unlock the vault' })
    await unlock.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await unlock.getByRole('button', { name: 'Unlock' }).click()
    await expect(unlock).toBeHidden()
    await expect(visibleScreen(app).getByRole('status', { name: 'Message edited' })).toBeVisible()
    await expect(review).toBeHidden()
    const patches = emulator.control.journal().filter((entry) => entry.method === 'PATCH')
    expect(patches.map((patch) => patch.body)).toEqual([expect.objectContaining({ content: 'Better words' })])
  })

  test('INPUT-005 the embed colour is taken on Tab or Enter; invalid text stays with its reason', async ({
    app,
    emulator,
  }, testInfo) => {
    const ui = composer(app)
    await ui.fill(emulator.demo.webhooks.general.url, 'Colours')
    await visibleScreen(app).getByRole('button', { name: 'Add embed' }).click()
    await box(app, 'Embed 1 title').fill('Tinted')
    const hex = box(app, 'Embed 1 colour')
    await hex.fill('#5865f2')
    await hex.press('Tab')
    await expect(hex).toHaveValue('#5865f2')

    // Half typed, then Send from the box: nothing is taken or posted, the text stays, and the reason
    // names the wrong digit, at the box and at Send, whose link leads back to the box.
    await hex.fill('#12345G')
    await expect(hex).not.toHaveAttribute('aria-invalid', 'true')
    await hex.press('Control+Enter')
    await expect(hex).toHaveValue('#12345G')
    await expect(hex).toHaveAttribute('aria-invalid', 'true')
    const reason =
      '“G” is not a hex digit (0–9, a–f). A colour is a hex code of 3 or 6 digits, like #5865f2 or #fff, or a CSS colour name, like purple. Embed 1 keeps #5865f2 until then.'
    await expect(hex).toHaveAccessibleDescription(reason)
    await expect(ui.send).toBeDisabled()
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(0)
    await hex.press('Tab')
    await expect(hex).toHaveValue('#12345G')
    await ui.problems.getByRole('link', { name: `Embed 1 colour: ${reason}` }).click()
    await expect(hex).toBeFocused()
    await expectAccessible(app, testInfo, 'an invalid colour')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'an invalid colour, dark')
    await app.emulateMedia({ colorScheme: 'light' })

    await hex.fill('#FFFFFFF')
    await hex.press('Enter')
    await expect(hex).toHaveValue('#FFFFFFF')
    await expect(hex).toHaveAccessibleDescription(
      /^#FFFFFFF has 7 hex digits\. A colour is a hex code of 3 or 6/,
    )

    await hex.fill('blurple')
    await hex.press('Tab')
    await expect(hex).toHaveAccessibleDescription(/^“blurple” is not a CSS colour name\./)

    // A CSS colour name is taken, and shown as its hex code; Ctrl+Enter takes it before sending.
    await hex.fill('purple')
    await hex.press('Enter')
    await expect(hex).toHaveValue('#800080')
    await expect(hex).not.toHaveAttribute('aria-invalid', 'true')
    await hex.fill('#8000')
    await hex.press('Tab')
    await expect(hex).toHaveAttribute('aria-invalid', 'true')
    await hex.fill('teal')
    await hex.press('Control+Enter')
    await expect(ui.sent).toBeVisible()
    await expect(hex).toHaveValue('#008080')
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toMatchObject({ embeds: [{ title: 'Tinted', color: 0x008080 }] })
  })

  test('INPUT-006 a container accent colour takes the same input', async ({ app }) => {
    const screen = visibleScreen(app)
    await screen.getByRole('switch', { name: 'Components V2' }).click()
    await app
      .getByRole('dialog', { name: 'Build this message with Components V2?' })
      .getByRole('button', { name: 'Use Components V2' })
      .click()
    await screen.getByRole('button', { name: 'Add container', exact: true }).click()
    const accent = box(app, 'Container 1 accent colour')
    await accent.fill('rebeccapurple')
    await accent.press('Tab')
    await expect(accent).toHaveValue('#663399')
    await accent.fill('#12345G')
    await accent.press('Tab')
    await expect(accent).toHaveValue('#12345G')
    await expect(accent).toHaveAccessibleDescription(
      '“G” is not a hex digit (0–9, a–f). A colour is a hex code of 3 or 6 digits, like #5865f2 or #fff, or a CSS colour name, like purple. Container 1 keeps #663399 until then.',
    )
    await accent.fill('')
    await accent.press('Tab')
    await expect(accent).toHaveValue('')
    await expect(accent).not.toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('a removed pasted-URL target brought back by Undo (issue 19)', () => {
  test('INPUT-010 is still sent to: its sealed URL stays while Undo can bring it back', async ({
    app,
    emulator,
  }) => {
    const { general, announcements } = emulator.demo.webhooks
    const ui = composer(app)
    await createVault(app)
    await addWebhook(app, announcements.url, 'Announcements desk')
    await openScreen(app, 'Composer')
    // The pasted URL is sealed in the vault; the draft holds only its reference.
    await ui.fill(general.url, 'To the pasted webhook')
    await expect(visibleScreen(app).getByText('Pasted URL, sealed in the vault')).toBeVisible()
    await saved(app)
    await app.waitForTimeout(UNDO_PAUSE_MS + 100)
    // The pasted target is replaced by a saved webhook, and the draft saved without it: before the fix
    // the services removed its sealed URL here.
    await ui.target.selectOption(announcements.id)
    await expect(ui.url).toBeHidden()
    await saved(app)
    await app.waitForTimeout(UNDO_PAUSE_MS + 100)
    await ui.content.press('Control+z')
    await expect(ui.url).toBeVisible()
    await expect(visibleScreen(app).getByText('Pasted URL, sealed in the vault')).toBeVisible()
    await saved(app)

    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts.map((post) => post.status)).toEqual([200])
    expect(posts[0]?.path).toContain(`/webhooks/${general.id}/`)
  })
})
