import type { Page } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expectAccessible } from './a11y'
import { composer } from './composer'
import { expect, test } from './fixtures'
import { addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'

// Issue 19, defects 5 and 11: the services own the record of what a draft posted. A reload, a second tab
// or a change of the target list never makes Send post a second copy without asking.

/** The contents each webhook received and Discord accepted, in the order they arrived. */
function received(emulator: Emulator, webhookId: string): unknown[] {
  return emulator.control
    .journal({ route: 'executeWebhook' })
    .filter((entry) => entry.path.includes(`/webhooks/${webhookId}/`) && entry.status === 200)
    .map((entry) => (entry.body as { content?: unknown }).content)
}

/** Discord holds the next POST to `webhookId` for `ms`; resolves once that POST has arrived. */
function holdNextPost(emulator: Emulator, webhookId: string, ms: number) {
  const fault = emulator.control.injectFault({
    kind: 'delay',
    method: 'POST',
    path: `/webhooks/${webhookId}/:token`,
    delayMs: ms,
  })
  return {
    arrived: () =>
      expect
        .poll(() => emulator.control.faults().some((f) => f.id === fault.id), { timeout: 15_000 })
        .toBe(false),
  }
}

async function savedTargets(page: Page, hooks: { url: string; label: string }[]) {
  await createVault(page)
  for (const hook of hooks) await addWebhook(page, hook.url, hook.label)
  await openScreen(page, 'Composer')
}

test.describe('the services own what was posted', () => {
  test('LEDGER-001 a reload while the POST is in flight: the page shows it sending, then sent, and asks before a second copy', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(90_000)
    const hook = emulator.demo.webhooks.general
    await savedTargets(app, [{ url: hook.url, label: 'General chatter' }])
    const ui = composer(app)
    await ui.target.selectOption(hook.id)
    await ui.content.fill('Doors open at eight')
    const held = holdNextPost(emulator, hook.id, 2500)
    await ui.send.click()
    await held.arrived()
    await app.reload()

    // Sending, or already sent if Discord answered while the page loaded: never "Send" as if new.
    const sending = visibleScreen(app).getByRole('status').filter({ hasText: 'is being sent' })
    await expect(sending.or(ui.sent)).toBeVisible()
    await expectAccessible(app, testInfo, 'after the reload')
    await expect(ui.sent).toBeVisible({ timeout: 15_000 })
    await ui.send.click()
    const again = app.getByRole('dialog', { name: 'Send the same message again?' })
    await expect(again).toBeVisible()
    await again.getByRole('button', { name: 'Cancel' }).click()
    expect(received(emulator, hook.id)).toEqual(['Doors open at eight'])
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
  })

  test('LEDGER-002 a second tab on the same draft sees the send and never posts it again unasked', async ({
    app,
    emulator,
    host,
  }) => {
    test.setTimeout(90_000)
    const hook = emulator.demo.webhooks.general
    await savedTargets(app, [{ url: hook.url, label: 'General chatter' }])
    const ui = composer(app)
    await ui.target.selectOption(hook.id)
    await ui.content.fill('One copy only')
    // Saved before the second tab opens, so both show the same draft.
    await expect(app.getByText('Saved', { exact: true }).first()).toBeVisible()
    const second = await app.context().newPage()
    await second.goto(host.url)
    const other = composer(second)
    await expect(other.content).toHaveValue('One copy only')

    // Held long enough for the second tab to press Send while Discord still has the first POST.
    const held = holdNextPost(emulator, hook.id, 10_000)
    await ui.send.click()
    await held.arrived()
    await expect(visibleScreen(second).getByRole('status').filter({ hasText: 'is being sent' })).toBeVisible()
    await other.send.click()
    const ask = second.getByRole('dialog', { name: 'Post a second copy?' })
    await expect(ask).toContainText('being sent to this webhook now')
    await ask.getByRole('button', { name: 'Cancel' }).click()

    await expect(ui.sent).toBeVisible({ timeout: 20_000 })
    await expect(other.sent).toBeVisible()
    expect(received(emulator, hook.id)).toEqual(['One copy only'])
  })

  test('LEDGER-003 several targets: Resume after a reload posts only what never went', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { general, news } = emulator.demo.webhooks
    await savedTargets(app, [
      { url: general.url, label: 'General chatter' },
      { url: news.url, label: 'News desk' },
    ])
    const screen = visibleScreen(app)
    await screen.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill('First')
    await screen.getByRole('button', { name: 'Add message' }).click()
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill('Second')
    await screen.getByRole('button', { name: 'Add another target' }).click()
    await screen.getByRole('combobox', { name: 'Add another target' }).selectOption(news.id)

    // #news holds the first message (long enough to press Resume meanwhile); the page is reloaded.
    const held = holdNextPost(emulator, news.id, 10_000)
    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    await held.arrived()
    await app.reload()
    const sending = screen.getByRole('status').filter({ hasText: 'is being sent' })
    await expect(sending).toContainText('Message 1 to News desk is being sent')
    const resume = screen.getByRole('button', { name: /^(Resume|Retry failed)$/ })
    await resume.click()
    const ask = app.getByRole('dialog', { name: 'Post a second copy?' })
    await expect(ask).toContainText('being sent to this webhook now')
    await expectAccessible(app, testInfo, 'resume asked while sending')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'resume asked while sending, dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await expect(sending).toBeHidden({ timeout: 20_000 })

    await resume.click()
    const results = screen.getByRole('region', { name: 'Results by target' })
    await expect(results.getByRole('status')).toHaveText('All 4 sent', { timeout: 20_000 })
    expect(received(emulator, general.id)).toEqual(['First', 'Second'])
    expect(received(emulator, news.id)).toEqual(['First', 'Second'])
  })

  test('LEDGER-004 fixing a failed target keeps what the others got: A stays sent when B goes and C comes', async ({
    app,
    emulator,
  }) => {
    test.setTimeout(120_000)
    const { general, announcements, news } = emulator.demo.webhooks
    await savedTargets(app, [
      { url: general.url, label: 'General chatter' },
      { url: announcements.url, label: 'Announcements desk' },
      { url: news.url, label: 'News desk' },
    ])
    const screen = visibleScreen(app)
    await screen.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill('Once per channel')
    await screen.getByRole('button', { name: 'Add another target' }).click()
    await screen.getByRole('combobox', { name: 'Add another target' }).selectOption(announcements.id)
    // B's webhook is deleted on Discord; Herald learns it from the 404.
    expect((await fetch(announcements.url, { method: 'DELETE' })).status).toBe(204)
    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    const results = screen.getByRole('region', { name: 'Results by target' })
    await expect(results.getByRole('status')).toHaveText('1 failed, 1 of 2 sent', { timeout: 20_000 })

    await screen.getByRole('button', { name: /^Remove target 2, Announcements desk/ }).click()
    await screen.getByRole('button', { name: 'Add another target' }).click()
    await screen.getByRole('combobox', { name: 'Add another target' }).selectOption(news.id)
    await expect(results.getByRole('row', { name: /General chatter/ }).getByRole('cell')).toHaveText([
      'Sent. Open in Discord',
    ])
    await screen.getByRole('button', { name: /^(Resume|Retry failed)$/ }).click()
    await expect(results.getByRole('status')).toHaveText('All 2 sent', { timeout: 20_000 })
    expect(received(emulator, general.id)).toEqual(['Once per channel'])
    expect(received(emulator, news.id)).toEqual(['Once per channel'])
  })

  test('LEDGER-005 after a 500 the panel says one thing, and sending again asks first', async ({
    app,
    emulator,
  }, testInfo) => {
    const hook = emulator.demo.webhooks.general
    const ui = composer(app)
    await ui.fill(hook.url, 'Server trouble')
    emulator.control.injectFault({
      kind: 'status',
      method: 'POST',
      path: `/webhooks/${hook.id}/:token`,
      status: 500,
    })
    await ui.send.click()

    const bar = visibleScreen(app).locator('section.send-bar')
    await expect(bar).toContainText('The message may have been sent')
    await expect(bar).toContainText('Discord had a server error (500)')
    await expect(bar).not.toContainText('connection dropped')
    await ui.send.click()
    const ask = app.getByRole('dialog', { name: 'Discord may have posted some of these' })
    await expect(ask).toBeVisible()
    await expectAccessible(app, testInfo, 'asked after a 500')
    await ask.getByRole('button', { name: 'Cancel' }).click()
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
  })

  test('LEDGER-006 a mistyped pasted URL of a saved webhook is its own target: its 401 leaves the saved one alone', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(90_000)
    const hook = emulator.demo.webhooks.general
    await savedTargets(app, [{ url: hook.url, label: 'General chatter' }])
    const ui = composer(app)
    const wrong = hook.url.replace(/.{4}$/, 'AAAA')
    await ui.fill(wrong, 'Typo in the token')
    const card = visibleScreen(app).getByRole('region', { name: 'Send goes to' })
    // The card shows the pasted URL's own token tail, not the saved webhook's.
    await expect(card).toContainText('••••AAAA')
    await expect(card).not.toContainText(`••••${hook.token.slice(-4)}`)
    await expect(card).toContainText('Not the token saved')
    await expectAccessible(app, testInfo, 'pasted URL of a saved webhook, other token')
    await ui.send.click()
    await expect(ui.alert).toContainText('Discord refused the webhook token (401)')

    await openScreen(app, 'Webhooks')
    await expect(visibleScreen(app).getByText('General chatter').first()).toBeVisible()
    await expect(visibleScreen(app).getByText('Token regenerated')).toHaveCount(0)
    // The saved webhook still sends.
    await openScreen(app, 'Composer')
    await ui.url.fill('')
    await ui.target.selectOption(hook.id)
    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    expect(received(emulator, hook.id)).toEqual(['Typo in the token'])
  })
})
