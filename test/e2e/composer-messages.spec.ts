import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { composeTo, openScreen, visibleScreen } from './libraryUi'

// Issue 11, several messages in one draft: built, reordered, sent in order through one queue, stopped
// at a failure with a state per message, and resumed without posting anything twice.

const TEXTS = ['First of three', 'Second of three', 'Third of three']

/** The messages list, the send bar and the preview, for looking at. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const screen = visibleScreen(page)
  await screen.locator('.composer-messages').screenshot({ path: testInfo.outputPath(`list-${name}`) })
  await screen.locator('.send-bar').screenshot({ path: testInfo.outputPath(`send-${name}`) })
  await screen.locator('.composer__preview').screenshot({ path: testInfo.outputPath(`preview-${name}`) })
}

test.describe('composer: several messages in one draft', () => {
  test('CMSG-001 a three-message draft whose second send fails: states per message, Resume, each message once', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { general } = emulator.demo.webhooks
    await composeTo(app, general, 'General chatter')
    const screen = visibleScreen(app)
    const content = screen.getByRole('textbox', { name: 'Message', exact: true })
    const list = screen.getByRole('list', { name: 'Messages' })

    await content.fill(TEXTS[0]!)
    for (const text of TEXTS.slice(1)) {
      await screen.getByRole('button', { name: 'Add message' }).click()
      await expect(content).toHaveValue('')
      await content.fill(text)
    }
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list.getByRole('button', { name: 'Message 3', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // Each message keeps its own body: picking one shows its editor.
    await list.getByRole('button', { name: 'Message 1', exact: true }).click()
    await expect(content).toHaveValue(TEXTS[0]!)
    // The preview shows the run in order, the author named once as Discord groups them.
    for (const [i, text] of TEXTS.entries()) {
      await expect(screen.getByRole('region', { name: `Preview of message ${i + 1}` })).toContainText(text)
    }
    await expect(screen.locator('.composer__preview .message__header')).toHaveCount(1)
    await expectAccessible(app, testInfo, 'three messages')
    await shoot(app, testInfo, 'messages-three.png')

    // The second executeWebhook is refused by Discord.
    emulator.control.injectFault({
      kind: 'status',
      method: 'POST',
      path: '/webhooks/:id/:token',
      skip: 1,
      count: 1,
      status: 400,
      body: { message: 'Cannot send an empty message', code: 50006 },
    })
    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    const results = screen.getByRole('list', { name: 'Send results' })
    await expect(results.getByRole('listitem').nth(1)).toContainText(
      'Failed: Discord refused an empty message',
    )
    await expect(results.getByRole('listitem').nth(0)).toContainText('Sent.')
    await expect(results.getByRole('listitem').nth(2)).toContainText('Not sent')
    // The failed message opens in the editor.
    await expect(list.getByRole('button', { name: 'Message 2', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(content).toHaveValue(TEXTS[1]!)
    const resume = screen.getByRole('button', { name: 'Resume', exact: true })
    await expect(resume).toBeEnabled()
    expect(emulator.control.journal({ route: 'executeWebhook' }).map((entry) => entry.status)).toEqual([
      200, 400,
    ])
    await expectAccessible(app, testInfo, 'send stopped at message 2')
    await shoot(app, testInfo, 'messages-failed.png')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'send stopped at message 2, dark')
    await shoot(app, testInfo, 'messages-failed-dark.png')
    await app.emulateMedia({ colorScheme: 'light' })

    await resume.click()
    await expect(screen.getByRole('status', { name: '3 messages sent' })).toBeVisible()
    for (const i of [0, 1, 2]) await expect(results.getByRole('listitem').nth(i)).toContainText('Sent.')
    expect(emulator.control.journal({ route: 'executeWebhook' }).map((entry) => entry.status)).toEqual([
      200, 400, 200, 200,
    ])
    const posted = emulator.control.messages({ webhookId: general.id }).map((message) => message.content)
    expect(posted).toEqual(TEXTS)
    await expectAccessible(app, testInfo, 'all three sent')
    await shoot(app, testInfo, 'messages-sent.png')

    await app.setViewportSize({ width: 800, height: 900 })
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'all three sent, narrow and dark')
    await screen.locator('.composer__panes').screenshot({ path: testInfo.outputPath('narrow-dark.png') })
    await app.emulateMedia({ colorScheme: 'light' })

    await openScreen(app, 'History')
    const history = visibleScreen(app)
    for (const text of TEXTS) {
      await expect(history.getByRole('listitem', { name: `General chatter: ${text}` })).toHaveCount(1)
    }
  })

  test('CMSG-002 names, reorders and removes messages; a problem in another message leads to it', async ({
    app,
    emulator,
  }, testInfo) => {
    const screen = visibleScreen(app)
    await screen.getByRole('textbox', { name: 'Webhook URL' }).fill(emulator.demo.webhooks.general.url)
    const content = screen.getByRole('textbox', { name: 'Message', exact: true })
    const list = screen.getByRole('list', { name: 'Messages' })
    await content.fill('Teaser')
    await screen.getByRole('button', { name: 'Add message' }).click()
    await content.fill('x'.repeat(2001))

    await screen.getByRole('button', { name: 'Rename message 1' }).click()
    const rename = app.getByRole('dialog', { name: 'Rename message 1' })
    await rename.getByRole('textbox', { name: 'Message name' }).fill('Intro')
    await rename.getByRole('button', { name: 'Rename' }).click()
    await expect(list.getByRole('button', { name: 'Message 1: Intro', exact: true })).toBeVisible()

    await screen.getByRole('button', { name: 'Move message 2 up' }).click()
    await expect(list.getByRole('button', { name: 'Message 2: Intro', exact: true })).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Move message 1 down' })).toBeFocused()

    // The problem names its message; its link opens that message and focuses the field.
    await list.getByRole('button', { name: 'Message 2: Intro', exact: true }).click()
    const reason = screen.locator('.send-problems').getByRole('link', { name: /^Message 1: .*2000/ })
    await expect(reason).toBeVisible()
    await reason.click()
    await expect(content).toBeFocused()
    await expect(content).toHaveValue('x'.repeat(2001))
    await expectAccessible(app, testInfo, 'problem in message 1')

    // A click on a message in the preview opens it and focuses the part's control.
    await screen.getByRole('region', { name: 'Preview of message 2' }).getByText('Teaser').click()
    await expect(list.getByRole('button', { name: 'Message 2: Intro', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(content).toBeFocused()
    await expect(content).toHaveValue('Teaser')

    // Removing a message with content asks first.
    await screen.getByRole('button', { name: 'Remove message 1' }).click()
    const confirm = app.getByRole('dialog', { name: 'Remove message 1?' })
    await confirm.getByRole('button', { name: 'Remove message' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(content).toHaveValue('Teaser')
    await expect(screen.getByRole('button', { name: 'Remove message 1' })).toBeDisabled()
  })
})
