import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addBotToken, addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'
import { lookAt } from './looks'
import { rpc } from './rpc'

// Issue 20 items 6 and 7: History names where each message is ("#forum › post"), its diffs show colours
// as hex with a swatch and times as dates, and every state of the screen passes axe in light and dark.

const BEFORE = { color: 0x57f287, timestamp: '2026-11-20T09:30:00.000Z' }
const AFTER = { color: 0xfee75c, timestamp: '2026-11-27T18:45:00.000Z' }

/** The page's own medium date and time for an ISO time, as the diff formats it. */
function localDate(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at)),
    iso,
  )
}

/** lookAt, and the same state in a 1024-px window. */
async function look(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  await lookAt(page, testInfo, state)
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: testInfo.outputPath(`${state}-1024.png`) })
  await page.setViewportSize(size)
}

test.describe('History: names, readable diffs, and every state accessible', () => {
  // Each state is audited twice and photographed four times.
  test.slow()
  test('HIST-NAMES a forum post shows as "#forum › post", the diff as #hex with a swatch and dates', async ({
    app,
    emulator,
  }, testInfo) => {
    const { forum, general } = emulator.demo.webhooks
    await createVault(app)
    await openScreen(app, 'History')
    await expect(visibleScreen(app).getByRole('heading', { name: 'No messages yet' })).toBeVisible()
    await look(app, testInfo, 'history-empty')

    await openScreen(app, 'Webhooks')
    await addWebhook(app, forum.url, 'Forum Poster')
    await addWebhook(app, general.url, 'General chatter')
    const post = await rpc<{ message: { id: string; channel_id: string } }>(app, 'message.send', {
      target: { kind: 'saved', webhookId: forum.id },
      message: { content: 'Changelog inside', thread_name: 'Version 2.0 is out' },
    })
    expect(post.ok).toBe(true)
    const sent = await rpc<{ message: { id: string } }>(app, 'message.send', {
      target: { kind: 'saved', webhookId: general.id },
      message: { embeds: [{ title: 'Launch', ...BEFORE }] },
    })
    expect(sent.ok).toBe(true)
    const messageId = sent.value.message.id
    const edited = await rpc(app, 'message.edit', {
      target: { kind: 'saved', webhookId: general.id },
      messageId,
      message: { embeds: [{ title: 'Launch', ...AFTER }] },
    })
    expect(edited.ok).toBe(true)

    // No bot token yet: the post is shown by ids, with a quiet hint.
    await openScreen(app, 'History')
    const screen = visibleScreen(app)
    const postRow = screen.getByRole('listitem', { name: 'Forum Poster: Changelog inside' })
    const postId = post.value.message.channel_id
    await expect(postRow).toContainText(`thread ${postId}`)
    await expect(postRow).toContainText('names show once a saved bot token in this server can read them')
    await look(app, testInfo, 'history-ids')

    // With the demo bot token saved, the row names the server, the forum and the post.
    await openScreen(app, 'Webhooks')
    await addBotToken(app, emulator.demo.application.botToken)
    await openScreen(app, 'History')
    await expect(postRow.locator('.entry__place')).toHaveText('Herald Sandbox › #forum › Version 2.0 is out')
    await expect(postRow.locator('.entry__place')).not.toContainText(postId)
    const reads = emulator.control.journal({ route: 'getChannel' })
    expect(reads.map((read) => read.path)).toContain(`/api/v10/channels/${postId}`)
    await look(app, testInfo, 'history-named')

    // The earlier version's diff: hex codes with swatches, and dates in the page's locale.
    const row = screen.getByRole('listitem', { name: 'General chatter: Launch' })
    await row.getByRole('button', { name: `1 earlier version of message ${messageId}` }).click()
    const changes = screen.getByRole('list', { name: 'Changes in version 2' })
    const colour = changes.getByRole('listitem').filter({ hasText: 'embeds[0].color' })
    await expect(colour).toContainText('Before: #57F287')
    await expect(colour).toContainText('After: #FEE75C')
    await expect(colour).not.toContainText('5763719')
    const swatches = colour.locator('.diff__swatch')
    await expect(swatches).toHaveCount(2)
    await expect(swatches.first()).toHaveAttribute('aria-hidden', 'true')
    await expect(swatches.first()).toHaveCSS('background-color', 'rgb(87, 242, 135)')
    const time = changes.getByRole('listitem').filter({ hasText: 'embeds[0].timestamp' })
    await expect(time).toContainText(`Before: ${await localDate(app, BEFORE.timestamp)}`)
    await expect(time).toContainText(`After: ${await localDate(app, AFTER.timestamp)}`)
    await expect(time).not.toContainText('2026-11-20T')
    await look(app, testInfo, 'history-diff')

    // The last look before an edit shows its changes through the same list, and passes axe too.
    await row.getByRole('button', { name: `Edit message ${messageId}` }).click()
    const composer = visibleScreen(app)
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Now with words')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    const dialog = app.getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
    await expect(dialog.getByRole('list', { name: 'What changes' })).toContainText('Added content')
    await look(app, testInfo, 'history-edit-dialog')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('HIST-A11Y the row dialog, a deleted entry, the filters and a load-by-link error pass axe', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    for (const content of ['First news', 'Second news']) {
      const sent = await rpc(app, 'message.send', {
        target: { kind: 'saved', webhookId: general.id },
        message: { content },
      })
      expect(sent.ok).toBe(true)
    }
    await openScreen(app, 'History')
    const screen = visibleScreen(app)
    const row = screen.getByRole('listitem', { name: 'General chatter: First news' })
    await expect(screen.getByRole('heading', { name: /Messages/ })).toContainText('2')
    await look(app, testInfo, 'history-filled')

    await row.getByRole('button', { name: /^Delete from Discord/ }).click()
    const dialog = app.getByRole('dialog', { name: 'Delete this message from Discord?' })
    await expect(dialog).toContainText(`from channel ${emulator.demo.channels.general}.`)
    await look(app, testInfo, 'history-row-dialog')
    await dialog.getByRole('button', { name: 'Delete message' }).click()
    await expect(row.locator('[data-status]')).toHaveText('Deleted')
    await look(app, testInfo, 'history-deleted')

    await screen.getByRole('combobox', { name: 'Show' }).selectOption(`webhook:${general.id}`)
    await screen.getByRole('searchbox', { name: 'Search the history' }).fill('nothing like this')
    await expect(screen.getByRole('heading', { name: 'Nothing matches' })).toBeVisible()
    await look(app, testInfo, 'history-filtered')

    const form = screen.getByRole('form', { name: 'Load a message by link' })
    await form.getByRole('combobox', { name: 'Webhook' }).selectOption(general.id)
    const link = form.getByRole('textbox', { name: 'Message link or id' })
    await link.fill('not a link')
    await form.getByRole('button', { name: 'Load message' }).click()
    await expect(link).toHaveAttribute('aria-invalid', 'true')
    await look(app, testInfo, 'history-link-invalid')
    await link.fill('123456789012345678')
    await form.getByRole('button', { name: 'Load message' }).click()
    await expect(form).toContainText('Discord found no message with this id sent by this webhook')
    await look(app, testInfo, 'history-link-error')
  })

  test('HIST-TS the timestamp dialog passes axe with each style selected, light and dark', async ({
    app,
  }, testInfo) => {
    await openScreen(app, 'Composer')
    await app.getByRole('button', { name: 'Insert timestamp' }).click()
    const dialog = app.getByRole('dialog', { name: 'Insert timestamp' })
    const styles = dialog.getByRole('radio')
    // The insert dialogs load on first use: wait for the styles before counting them.
    await expect(styles.first()).toBeVisible()
    const count = await styles.count()
    expect(count).toBeGreaterThan(1)
    for (let index = 0; index < count; index++) {
      await styles.nth(index).check()
      for (const scheme of ['light', 'dark'] as const) {
        await app.emulateMedia({ colorScheme: scheme })
        await expectAccessible(app, testInfo, `timestamp-style-${index}-${scheme}`)
      }
    }
    await look(app, testInfo, 'timestamp-dialog')
  })
})
