import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addWebhook, createVault, visibleScreen } from './libraryUi'
import { chooseLanguage, clipped, screenshots, unbracketed, goToScreen } from './support/languageChecks'

const shootScreen = screenshots('i18n-composer-cb')
const DIR = path.join(import.meta.dirname, '..', '..', 'test-results', 'i18n-composer-cb')

/** The whole screen, and this area's parts at full size to read (the whole screen is scaled down to look at). */
async function shoot(page: Page, name: string) {
  await shootScreen(page, name)
  const parts = visibleScreen(page).locator('.composer-target, .send-bar')
  for (const [index, part] of (await parts.all()).entries()) {
    if (await part.isVisible()) await part.screenshot({ path: path.join(DIR, `${name}-part${index}.png`) })
  }
  const dialog = page.getByRole('dialog')
  if (await dialog.isVisible()) await dialog.screenshot({ path: path.join(DIR, `${name}-dialog.png`) })
}

// Issue 25: the composer's part "cb" in the user's language: where the messages go (one target, several,
// the thread), the action bar (pings, Send, what came of it, the second-copy question) and scheduling
// (the dialog, the list). German after a switch in Settings, the pseudo-locale (nothing left in English,
// nothing cut off), and Arabic with axe in light and dark.

/** Two saved webhooks, then the language, then the composer. */
async function setUp(page: Page, emulator: Emulator, locale: string) {
  const { general, announcements } = emulator.demo.webhooks
  await createVault(page)
  await addWebhook(page, general.url, 'General chatter')
  await addWebhook(page, announcements.url, 'Launch news')
  await goToScreen(page, 'settings')
  await chooseLanguage(page, locale)
  await goToScreen(page, 'composer')
}

/** What the user and the emulator named: values, not messages. */
function dataOf(emulator: Emulator): string[] {
  const { general, announcements } = emulator.demo.webhooks
  const masked = (hook: { id: string; token: string }) => `…/webhooks/${hook.id}/••••${hook.token.slice(-4)}`
  return [
    'General chatter',
    'Launch news',
    masked(general),
    masked(announcements),
    `Channel ${general.channelId}`,
    `Channel ${announcements.channelId}`,
    `Server ${emulator.demo.guild.id}`,
    // The draft's own name as the drafts store gave it (a value by now, saved with the draft).
    'Untitled draft',
    general.name,
    announcements.name,
  ].filter((value): value is string => Boolean(value))
}

/** The parts this area owns: "Where it goes" and the action bar at the foot of the editor. */
const ownParts = (page: Page) => visibleScreen(page).locator('.composer-target, .send-bar')
const content = (page: Page) => visibleScreen(page).locator('#m0-content')
const USER = '800000000000000001'

/** A message that pings one user: mentioned in the text and allowed in allowed_mentions (part cc's field). */
async function pingOneUser(page: Page, text: string) {
  await content(page).fill(`${text} <@${USER}>`)
  await visibleScreen(page).locator('#m0-allowed_mentions-users').fill(USER)
}

async function expectPseudo(scope: Locator, data: readonly string[], name: string) {
  // The problems' own sentences come from the shared checks (helper i18n-problems); the heading is ours.
  expect(await unbracketed(scope, { values: data, skip: '.send-problems__link' }), name).toEqual([])
  expect(await clipped(scope), name).toEqual([])
}

test.describe('the composer’s targets, Send and scheduling in other languages', () => {
  // Long walks through many states on a loaded machine.
  test.describe.configure({ timeout: 120_000 })

  test('I18N-CB-001 German: the target card, pings, Send and its result, the schedule dialog, two targets', async ({
    app,
    emulator,
  }) => {
    const { general, announcements } = emulator.demo.webhooks
    await setUp(app, emulator, 'de')
    const screen = visibleScreen(app)

    // Nothing chosen yet: the card says so, and Send is held with the reason.
    await expect(screen.getByRole('button', { name: 'Ziel', exact: true })).toBeVisible()
    await expect(screen.getByRole('region', { name: 'Senden geht an' })).toContainText('Noch nicht gewählt.')
    await expect(screen.getByRole('textbox', { name: 'Webhook-URL' })).toBeVisible()
    await screen.getByRole('combobox', { name: 'Senden an' }).selectOption(general.id)
    await expect(screen.getByRole('region', { name: 'Senden geht an' })).toContainText('General chatter')
    await expect(screen.getByRole('radiogroup', { name: 'Posten als' })).toContainText('Im Kanal')

    await pingOneUser(app, 'Hallo')
    await expect(screen.getByRole('note', { name: 'Pings' })).toHaveText(
      `@Diese Nachricht pingt 1 Benutzer (${USER}).`,
    )
    await shoot(app, 'target-de')

    // The schedule dialog: its sentence in German, then cancelled.
    await screen.getByRole('button', { name: 'Planen…' }).click()
    const dialog = app.getByRole('dialog', { name: 'Senden planen' })
    await dialog.getByRole('combobox', { name: 'Wiederholen' }).selectOption('weekly')
    await expect(dialog.locator('.schedule-form__summary')).toContainText(
      /^Wird am .+ an #Channel \d+ gesendet, dann jede Woche\.$/,
    )
    await shoot(app, 'schedule-dialog-de')
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(dialog).toBeHidden()

    await screen.getByRole('button', { name: 'Senden', exact: true }).click()
    const sent = screen.getByRole('status', { name: 'Nachricht gesendet' })
    await expect(sent).toContainText(`In #Channel ${general.channelId} um `)
    await expect(sent.getByRole('button', { name: 'Neuer Entwurf' })).toBeVisible()
    await shoot(app, 'sent-de')

    // Unchanged since it was sent: a second copy is one question away.
    await screen.getByRole('button', { name: 'Senden', exact: true }).click()
    const again = app.getByRole('dialog', { name: 'Dieselbe Nachricht erneut senden?' })
    await expect(again.getByRole('button', { name: 'Eine zweite Kopie senden' })).toBeVisible()
    await again.getByRole('button', { name: 'Abbrechen' }).click()

    // Two targets: the list, and the results table after Send.
    await content(app).fill('Zweite Runde')
    await screen.getByRole('button', { name: 'Weiteres Ziel hinzufügen' }).click()
    await screen.getByRole('combobox', { name: 'Weiteres Ziel hinzufügen' }).selectOption(announcements.id)
    const targets = screen.getByRole('list', { name: 'Ziele' })
    await expect(targets.getByRole('region', { name: 'Ziel 2' })).toContainText('Launch news')
    await expect(screen.locator('.target-multi__note')).toHaveText(
      '2 Ziele: Jedes erhält die Nachricht, in dem dafür gewählten Thread.',
    )
    // The first target has this draft already: Send goes on with what it has not had.
    await screen.getByRole('button', { name: 'Fortsetzen' }).click()
    const results = screen.getByRole('region', { name: 'Ergebnisse nach Ziel' })
    await expect(results.getByRole('status')).toHaveText('Alle 2 gesendet')
    await expect(results.getByRole('columnheader', { name: 'Ziel' })).toBeVisible()
    await expect(screen.getByRole('status', { name: 'An 2 Ziele gesendet' })).toBeVisible()
    await shoot(app, 'two-targets-de')
  })

  test('I18N-CB-002 the pseudo-locale: no unbracketed English and nothing cut off, in every state and dialog', async ({
    app,
    emulator,
  }) => {
    const { general, announcements } = emulator.demo.webhooks
    const data = dataOf(emulator)
    await setUp(app, emulator, 'en-XA')
    const screen = visibleScreen(app)
    const parts = ownParts(app)
    await expect(parts).toHaveCount(2)

    // Nothing chosen: the empty card and the URL box.
    await expect(screen.locator('.target-card__empty')).toHaveText(/^\[/)
    await expectPseudo(parts, data, 'empty')
    await shoot(app, 'empty-pseudo')

    // A pasted URL that is not one, then a saved webhook with a user ping.
    await screen.locator('#m0-target_url').fill('not a webhook')
    await expect(screen.locator('.composer-target .field__error')).toBeVisible()
    await screen.locator('#m0-target_url').fill('')
    await screen.locator('#m0-target').selectOption(general.id)
    await pingOneUser(app, 'Hello')
    await expect(screen.locator('.send-pings')).toBeVisible()
    await expectPseudo(parts, [...data, USER], 'chosen')

    // An existing thread that is not an id: its error.
    await screen.locator('.target-thread input[type="radio"]').nth(1).check()
    await screen.locator('#m0-thread_id').fill('12')
    await expect(screen.locator('.target-thread .field__error')).toHaveText(/^\[/)
    await expectPseudo(parts, [...data, USER], 'thread')
    await shoot(app, 'thread-pseudo')
    await screen.locator('#m0-thread_id').fill('')
    await screen.locator('.target-thread input[type="radio"]').nth(0).check()

    // The schedule dialog, filled and without a time.
    await screen.locator('.schedule-controls__buttons button').last().click()
    const dialog = app.getByRole('dialog')
    await expect(dialog).toHaveAccessibleName(/^\[/)
    await dialog.locator('#schedule-repeat').selectOption('weekdays')
    await expectPseudo(dialog, data, 'schedule dialog')
    await shoot(app, 'schedule-dialog-pseudo')
    await dialog.locator('#schedule-time').fill('')
    await expect(dialog.locator('.field__error')).toHaveText(/^\[/)
    await expectPseudo(dialog, data, 'schedule dialog, no time')
    await dialog.locator('#schedule-time').fill('09:00')
    // Scheduled a week ahead: it never comes due while the test runs.
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    await dialog.locator('#schedule-date').fill(nextWeek)
    await dialog.locator('button[type="submit"]').click()
    await expect(dialog).toBeHidden()
    await expect(screen.locator('.schedule-controls__note')).toHaveText(/^\[/)
    await expectPseudo(parts, [...data, USER], 'scheduled')

    // The list of scheduled sends.
    await screen.locator('.schedule-controls__buttons button').first().click()
    const list = app.getByRole('dialog')
    await expect(list.locator('.schedule-row')).toHaveCount(1)
    await expectPseudo(list, data, 'scheduled list')
    await shoot(app, 'schedule-list-pseudo')
    await list.locator('.schedule-row__actions button').last().click()
    await expect(list.locator('.schedule-list__empty')).toHaveText(/^\[/)
    await expectPseudo(list, data, 'empty list')
    await app.keyboard.press('Escape')
    await expect(list).toBeHidden()

    // Sent: the notice, then the second-copy question.
    await screen.locator('.send-bar__send').click()
    await expect(screen.locator('.send-bar .notice')).toBeVisible()
    await expectPseudo(parts, [...data, USER], 'sent')
    await shoot(app, 'sent-pseudo')
    await screen.locator('.send-bar__send').click()
    const again = app.getByRole('dialog')
    await expect(again).toHaveAccessibleName(/^\[/)
    await expectPseudo(again, data, 'resend dialog')
    await shoot(app, 'resend-pseudo')
    await app.keyboard.press('Escape')

    // Two targets, sent: the list of cards and the results table.
    await content(app).fill('Second round')
    await screen.locator('.target-add__open').click()
    await screen.locator('.target-add select').selectOption(announcements.id)
    await expect(screen.locator('.target-multi__item')).toHaveCount(2)
    await expectPseudo(parts, data, 'two targets')
    await screen.locator('.send-bar__send').click()
    await expect(screen.locator('.target-results__summary')).toHaveText(/^\[/)
    await expect(screen.locator('.target-results__cell--sent')).toHaveCount(2)
    await expectPseudo(parts, data, 'two targets sent')
    await shoot(app, 'two-targets-pseudo')

    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await clipped(parts)).toEqual([])
    await shoot(app, 'two-targets-pseudo-1024')
  })

  test('I18N-CB-004 the pseudo-locale: a rate-limit wait counting down, then a cancelled send', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    await goToScreen(app, 'settings')
    await chooseLanguage(app, 'en-XA')
    await goToScreen(app, 'composer')
    const screen = visibleScreen(app)
    await screen.locator('#m0-target_url').fill(general.url)
    await content(app).fill('Patience')
    emulator.control.injectFault({
      kind: 'rateLimit',
      method: 'POST',
      path: '/webhooks/:id/:token',
      retryAfter: 20,
    })
    await screen.locator('.send-bar__send').click()
    const wait = screen.locator('.send-progress')
    await expect(wait.locator('strong')).toHaveText(/^\[.*: \d+ .*\]$/)
    await expect(wait).toHaveAccessibleName(/^\[/)
    await expectPseudo(wait, [], 'rate-limit wait')
    await shoot(app, 'wait-pseudo')
    await wait.locator('button').click()
    // The heading is the composer's; the services' own message under it is theirs (helper i18n-errors).
    await expect(screen.locator('.send-bar .notice__title')).toHaveText(/^\[/)
    await shoot(app, 'cancelled-pseudo')
    expect(emulator.control.journal({ route: 'executeWebhook' }).map((post) => post.status)).toEqual([429])
  })

  test('I18N-CB-003 Arabic: the target, the bar after a send and the schedule dialog pass axe in light and dark', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    await setUp(app, emulator, 'ar')
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    const screen = visibleScreen(app)
    await screen.getByRole('combobox', { name: 'إرسال إلى' }).selectOption(general.id)
    await content(app).fill('مرحبًا بالجميع')
    await screen.getByRole('button', { name: 'إرسال', exact: true }).click()
    await expect(screen.getByRole('status', { name: 'أُرسلت الرسالة' })).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await app.emulateMedia({ colorScheme: scheme })
      await expectAccessible(app, testInfo, `composer-cb-ar-${scheme}`)
      await shoot(app, `sent-ar-${scheme}`)
      await screen.getByRole('button', { name: 'جدولة…' }).click()
      const dialog = app.getByRole('dialog', { name: 'جدولة الإرسال' })
      await expect(dialog.locator('.schedule-form__summary')).toContainText('يُرسل في')
      await expectAccessible(app, testInfo, `schedule-ar-${scheme}`)
      await shoot(app, `schedule-ar-${scheme}`)
      await dialog.getByRole('button', { name: 'إلغاء' }).click()
      await expect(dialog).toBeHidden()
    }
    await app.setViewportSize({ width: 1024, height: 768 })
    await shoot(app, 'sent-ar-1024')
  })
})
