import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addBotToken, addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'
import { draftAction } from './composer'

// Issue 12, item 4: one draft to several saved webhooks. Each target gets every message in order, the
// result table says what happened at each, "Retry failed" sends only what failed, and the history has
// one entry per target per message.

const FIXTURE = fileURLToPath(new URL('../fixtures/interop/backup-v8-two-to-many.json', import.meta.url))
const TEXTS = ['Herald 4.2 is out: one draft, many channels.', 'Questions? Ask in the support thread.']

/** The contents each webhook received and Discord accepted, in the order they arrived. */
function received(emulator: Emulator, webhookId: string): unknown[] {
  return emulator.control
    .journal({ route: 'executeWebhook' })
    .filter((entry) => entry.path.includes(`/webhooks/${webhookId}/`) && entry.status === 200)
    .map((entry) => (entry.body as { content?: unknown }).content)
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const screen = visibleScreen(page)
  await screen.locator('.composer-target').screenshot({ path: testInfo.outputPath(`target-${name}.png`) })
  await screen.locator('.send-bar').screenshot({ path: testInfo.outputPath(`send-${name}.png`) })
}

/** The Import dialog, given the fixture as a dropped file; the webhook it holds is saved. */
async function importFixture(page: Page) {
  await draftAction(page, 'Import…')
  const dialog = page.getByRole('dialog', { name: 'Import drafts' })
  const transfer = await page.evaluateHandle(
    (text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'backups-release.json', { type: 'application/json' }))
      return data
    },
    fs.readFileSync(FIXTURE, 'utf8'),
  )
  await dialog.locator('.interop-drop').dispatchEvent('drop', { dataTransfer: transfer })
  await expect(dialog.getByRole('region', { name: 'What will be created' })).toContainText(
    '1 draft, 2 messages, 1 webhook URL (saved only if you agree)',
  )
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  const save = page.getByRole('dialog', { name: 'Save 1 webhook to the library?' })
  await save.getByRole('button', { name: 'Save 1 webhook' }).click()
  await expect(save).toBeHidden()
}

test.describe('one draft to several targets', () => {
  test('MULTI-001 a dropped Discohook backup goes to two webhooks: four messages, four history entries', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { general, announcements } = emulator.demo.webhooks
    // The fixture names the demo seed's #general webhook, as a real backup names a real one.
    expect(fs.readFileSync(FIXTURE, 'utf8')).toContain(`/webhooks/${general.id}/${general.token}`)
    await createVault(app)
    await addWebhook(app, announcements.url, 'Announcements desk')
    await openScreen(app, 'Composer')
    await importFixture(app)
    const screen = visibleScreen(app)
    await expect(screen.getByRole('toolbar', { name: 'Draft' })).toContainText('Release notes 4.2')

    // One target looks as it always did; "Add another target" is a button until asked for.
    await screen.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    // Without a bot token the library names channels by id; the card names the webhook and its URL, masked.
    const masked = (hook: { id: string; token: string }) =>
      `…/webhooks/${hook.id}/••••${hook.token.slice(-4)}`
    await expect(screen.getByRole('region', { name: 'Send goes to' })).toContainText(masked(general))
    await shoot(app, testInfo, 'one')
    await screen.getByRole('button', { name: 'Add another target' }).click()
    await screen.getByRole('combobox', { name: 'Add another target' }).selectOption(announcements.id)

    const targets = screen.getByRole('list', { name: 'Targets' })
    await expect(targets.getByRole('listitem')).toHaveCount(2)
    await expect(screen.getByRole('combobox', { name: 'Send to' })).toBeHidden()
    await expect(targets.getByRole('region', { name: 'Target 1' })).toContainText(masked(general))
    await expect(targets.getByRole('region', { name: 'Target 2' })).toContainText('Announcements desk')
    await expect(targets.getByRole('region', { name: 'Target 2' })).toContainText(
      `#Channel ${announcements.channelId}`,
    )
    await expect(targets.getByRole('region', { name: 'Target 2' })).toContainText(masked(announcements))
    await expect(targets.getByRole('region', { name: 'Target 2' })).not.toContainText(announcements.token)
    await shoot(app, testInfo, 'two')

    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    const results = screen.getByRole('region', { name: 'Results by target' })
    await expect(results.getByRole('status')).toHaveText('All 4 sent')
    await expect(results.getByRole('row')).toHaveCount(3)
    for (const name of ['Announcements desk', `#Channel ${general.channelId}`]) {
      const row = results.getByRole('row', { name })
      await expect(row.getByRole('cell')).toHaveText(['Sent. Open in Discord', 'Sent. Open in Discord'])
    }
    await expect(screen.getByRole('status', { name: 'Sent to 2 targets' })).toBeVisible()
    await shoot(app, testInfo, 'two-sent')

    // Each webhook received both messages, in order, exactly once.
    expect(received(emulator, general.id)).toEqual(TEXTS)
    expect(received(emulator, announcements.id)).toEqual(TEXTS)
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(4)

    await openScreen(app, 'History')
    const history = visibleScreen(app).getByRole('list', { name: 'Sent messages' })
    await expect(history.getByRole('listitem', { name: /: Herald 4\.2 is out/ })).toHaveCount(2)
    await expect(history.getByRole('listitem', { name: /: Questions\? Ask/ })).toHaveCount(2)
    await expect(history.getByRole('listitem', { name: /^Announcements desk: / })).toHaveCount(2)
    await expect(history.locator(':scope > li')).toHaveCount(4)
  })

  test('MULTI-002 one target fails: failed there only, Retry failed sends only that, nothing twice', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(150_000)
    const { general, announcements, news } = emulator.demo.webhooks
    await createVault(app)
    // With a bot token the library names each webhook's channel and server.
    await addBotToken(app, emulator.demo.application.botToken)
    await addWebhook(app, general.url, 'General chatter')
    await addWebhook(app, announcements.url, 'Announcements desk')
    await addWebhook(app, news.url, 'News desk')
    // Tall enough that the screenshots below hold the whole target part and send bar.
    await app.setViewportSize({ width: 1280, height: 1800 })
    await openScreen(app, 'Composer')
    const screen = visibleScreen(app)
    await screen.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(TEXTS[0]!)
    await screen.getByRole('button', { name: 'Add message' }).click()
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(TEXTS[1]!)
    await screen.getByRole('button', { name: 'Add another target' }).click()
    const add = screen.getByRole('combobox', { name: 'Add another target' })
    await add.selectOption(announcements.id)
    await add.selectOption(news.id)
    const targets = screen.getByRole('list', { name: 'Targets' })
    await expect(targets.getByRole('listitem')).toHaveCount(3)
    await expectAccessible(app, testInfo, 'three targets')
    await shoot(app, testInfo, 'three')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'three targets, dark')
    await shoot(app, testInfo, 'three-dark')
    await app.emulateMedia({ colorScheme: 'light' })

    // Discord fails for #announcements until the fault is cleared; #news is slowed down by a rate limit once.
    emulator.control.injectFault({
      kind: 'status',
      method: 'POST',
      path: `/webhooks/${announcements.id}/:token`,
      count: 10,
      status: 500,
    })
    emulator.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: `/webhooks/${news.id}/:token`,
      retryAfter: 3,
    })
    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    const results = screen.getByRole('region', { name: 'Results by target' })
    const newsRow = results.getByRole('row', { name: /News desk/ })
    await expect(newsRow.getByRole('cell').first()).toContainText('Waiting for the rate limit')
    await shoot(app, testInfo, 'running')
    await expect(results.getByRole('status')).toHaveText('1 failed, 4 of 6 sent', { timeout: 20_000 })
    const failedRow = results.getByRole('row', { name: /Announcements desk/ })
    await expect(failedRow.getByRole('cell').first()).toContainText('Failed:')
    await expect(failedRow.getByRole('cell').nth(1)).toHaveText(
      'Not sent: an earlier message to this target failed.',
    )
    for (const name of [/General chatter/, /News desk/]) {
      await expect(results.getByRole('row', { name }).getByRole('cell')).toHaveText([
        'Sent. Open in Discord',
        'Sent. Open in Discord',
      ])
    }
    const retry = screen.getByRole('button', { name: 'Retry failed' })
    await expect(retry).toBeEnabled()
    await expectAccessible(app, testInfo, 'one target failed')
    await shoot(app, testInfo, 'failed')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'one target failed, dark')
    await shoot(app, testInfo, 'failed-dark')
    await app.setViewportSize({ width: 800, height: 1800 })
    await shoot(app, testInfo, 'narrow-dark')
    await app.emulateMedia({ colorScheme: 'light' })

    // The fault is cleared (the webhook is back); Retry sends the two messages #announcements missed.
    emulator.control.clearFaults()
    const before = emulator.control.journal({ route: 'executeWebhook' }).length
    await retry.click()
    // A 500 leaves the outcome unknown: Herald asks before posting what Discord may already have.
    const ask = app.getByRole('dialog', { name: 'Discord may have posted some of these' })
    await expect(ask).toContainText('One message failed without a clear answer')
    await expectAccessible(app, testInfo, 'retry after an unknown outcome')
    await ask.getByRole('button', { name: 'Retry anyway' }).click()
    await expect(results.getByRole('status')).toHaveText('All 6 sent')
    const retried = emulator.control.journal({ route: 'executeWebhook' }).slice(before)
    expect(retried.map((entry) => entry.path.includes(`/webhooks/${announcements.id}/`))).toEqual([
      true,
      true,
    ])
    for (const hook of [general, announcements, news]) expect(received(emulator, hook.id)).toEqual(TEXTS)
    await expect(screen.getByRole('status', { name: 'Sent to 3 targets' })).toBeVisible()
    await expectAccessible(app, testInfo, 'all sent after retry')
  })

  test('MULTI-003 a deleted webhook blocks Send with its reason until removed; Cancel stops a wait, nothing twice', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(150_000)
    const { general, announcements, news } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await addWebhook(app, announcements.url, 'Announcements desk')
    await addWebhook(app, news.url, 'News desk')
    await openScreen(app, 'Composer')
    const screen = visibleScreen(app)
    await screen.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(TEXTS[0]!)
    await screen.getByRole('button', { name: 'Add message' }).click()
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(TEXTS[1]!)
    await screen.getByRole('button', { name: 'Add another target' }).click()
    const add = screen.getByRole('combobox', { name: 'Add another target' })
    await add.selectOption(announcements.id)
    await add.selectOption(news.id)

    // #news' webhook is deleted on Discord, and the library learns it.
    expect((await fetch(news.url, { method: 'DELETE' })).status).toBe(204)
    await openScreen(app, 'Webhooks')
    await visibleScreen(app).getByRole('button', { name: 'Check all' }).click()
    await expect(visibleScreen(app).getByRole('status', { name: '1 of 3 no longer work' })).toBeVisible()
    await openScreen(app, 'Composer')
    const card = screen.getByRole('region', { name: 'Target 3' })
    await expect(card).toContainText(
      'Send is blocked: “News desk” cannot be sent to: it was deleted on Discord',
    )
    await expect(screen.locator('.send-problems')).toContainText('Target 3 (News desk')
    await expect(screen.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
    await expectAccessible(app, testInfo, 'a target blocked')
    await shoot(app, testInfo, 'blocked')
    await screen.getByRole('button', { name: /^Remove target 3, News desk/ }).click()
    await expect(screen.getByRole('list', { name: 'Targets' }).getByRole('listitem')).toHaveCount(2)
    await expect(screen.locator('.send-problems')).toBeHidden()

    // #announcements is told to wait 8 s; Cancel stops the wait before Discord gets the message.
    emulator.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: `/webhooks/${announcements.id}/:token`,
      retryAfter: 8,
    })
    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    const results = screen.getByRole('region', { name: 'Results by target' })
    const waiting = results.getByRole('row', { name: /Announcements desk/ })
    await expect(waiting.getByRole('cell').first()).toContainText('Waiting for the rate limit')
    await expect(results.getByRole('row', { name: /General chatter/ }).getByRole('cell')).toHaveText([
      'Sent. Open in Discord',
      'Sent. Open in Discord',
    ])
    await results.getByRole('button', { name: 'Cancel' }).click()
    await expect(waiting.getByRole('cell')).toHaveText(['Not sent: cancelled.', 'Not sent: cancelled.'])
    await expect(results.getByRole('status')).toHaveText('2 of 4 sent')
    expect(received(emulator, announcements.id)).toEqual([])

    // Resume sends the two messages #announcements never had (once Discord's wait is over), and nothing
    // to #general again.
    await screen.getByRole('button', { name: 'Resume', exact: true }).click()
    await expect(results.getByRole('status')).toHaveText('All 4 sent', { timeout: 20_000 })
    expect(received(emulator, general.id)).toEqual(TEXTS)
    expect(received(emulator, announcements.id)).toEqual(TEXTS)
    expect(received(emulator, news.id)).toEqual([])
  })

  test('MULTI-004 a forum target opens one post with the first message and the second follows into it', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { general, forum } = emulator.demo.webhooks
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    await addWebhook(app, general.url, 'General chatter')
    await addWebhook(app, forum.url, 'Forum poster')
    await openScreen(app, 'Composer')
    const screen = visibleScreen(app)
    await screen.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(TEXTS[0]!)
    await screen.getByRole('button', { name: 'Add message' }).click()
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(TEXTS[1]!)
    await screen.getByRole('button', { name: 'Add another target' }).click()
    await screen.getByRole('combobox', { name: 'Add another target' }).selectOption(forum.id)

    // The forum needs a post name: Send is refused, naming the target, until it has one.
    const card = screen.getByRole('region', { name: 'Target 2' })
    await expect(card).toContainText('This is a forum channel: give the new post a thread name')
    await expect(screen.locator('.send-problems')).toContainText('Target 2 (Forum poster')
    const thread = screen.getByRole('group', { name: 'Thread for target 2' })
    await thread.getByRole('textbox', { name: 'Thread name' }).fill('Herald 4.2')
    await thread.getByRole('group', { name: 'Forum tags' }).getByRole('checkbox', { name: 'Release' }).check()
    await expect(card).toContainText('New post “Herald 4.2”')
    await expect(screen.locator('.send-problems')).toBeHidden()
    // Target 1 is a text channel: no thread name asked there.
    await expect(screen.getByRole('group', { name: 'Thread for target 1' }).getByRole('textbox')).toHaveCount(
      0,
    )
    await expectAccessible(app, testInfo, 'forum target')

    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    const results = screen.getByRole('region', { name: 'Results by target' })
    await expect(results.getByRole('status')).toHaveText('All 4 sent')
    const posts = emulator.control
      .journal({ route: 'executeWebhook' })
      .filter((entry) => entry.path.includes(`/webhooks/${forum.id}/`))
    const release = emulator.demo.forumTags.find((tag) => tag.name === 'Release')?.id
    const bodies = posts.map((entry) => entry.body as Record<string, unknown>)
    expect(bodies).toMatchObject([
      { content: TEXTS[0], thread_name: 'Herald 4.2', applied_tags: [release] },
      { content: TEXTS[1] },
    ])
    expect(bodies[1]).not.toHaveProperty('thread_name')
    const opened = emulator.control.messages({ webhookId: forum.id }).map((message) => message.channel_id)
    expect(opened).toHaveLength(2)
    expect(posts[1]?.query.thread_id).toBe(opened[0])
    expect(opened[1]).toBe(opened[0])
    // #general got both in the channel itself, with no thread keys.
    const plain = emulator.control
      .journal({ route: 'executeWebhook' })
      .filter((entry) => entry.path.includes(`/webhooks/${general.id}/`))
    expect(plain.map((entry) => (entry.body as { content?: unknown }).content)).toEqual(TEXTS)
    for (const entry of plain) {
      expect(entry.query.thread_id).toBeUndefined()
      expect(entry.body).not.toHaveProperty('thread_name')
    }
  })
})
