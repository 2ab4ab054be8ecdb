import type { Locator, Page } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addWebhook, createVault, editFromHistory, openScreen, visibleScreen } from './libraryUi'
import { clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

const shoot = screenshots('i18n-history-preview')

// Issue 25: History (rows, filters, load-by-link, dialogs, versions and their diffs) and the preview's own
// labels in the user's language: German after a switch in Settings, the pseudo-locale (no English left,
// nothing cut off), and Arabic (axe in light and dark; an Arabic message reads right to left, an English
// one left to right, and the preview's chrome mirrors).

/** 2021-04-20 16:20:30 UTC, a Tuesday: a `<t:…:F>` shows its weekday in the app's language. */
const UNIX = 1618935630
const ENGLISH = `Launch at 5pm <t:${UNIX}:F>`
const EDITED = `Launch at 6pm <t:${UNIX}:F>`
const ARABIC = 'مرحبا بالجميع، الإطلاق الساعة الخامسة'

/** Sends `content` from the composer (in English, before the switch) and returns the message's id. */
async function send(page: Page, webhookId: string, content: string): Promise<string> {
  await openScreen(page, 'Composer')
  const composer = visibleScreen(page)
  await composer.getByRole('combobox', { name: 'Send to' }).selectOption(webhookId)
  await composer.getByRole('textbox', { name: 'Message', exact: true }).fill(content)
  await composer.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
  return (await composer.getByTestId('message-id').textContent()) ?? ''
}

type Seeded = { edited: string; arabic: string; data: string[] }

/** A saved webhook, an English message edited once, and an Arabic message; then Settings → `locale`. */
async function seed(page: Page, emulator: Emulator, locale: string, arabic = false): Promise<Seeded> {
  const { general } = emulator.demo.webhooks
  await createVault(page)
  await addWebhook(page, general.url, 'General chatter')
  const edited = await send(page, general.id, ENGLISH)
  // Sent before the edit: once an edit is saved, the composer stays on that message.
  const arabicId = arabic ? await send(page, general.id, ARABIC) : ''
  await editFromHistory(page, edited, EDITED)
  await switchLanguage(page, locale)
  await page.locator('nav button').nth(2).click()
  // What the user wrote and what Discord and the library named: values, not messages.
  const data = ['General chatter', general.name ?? '', ENGLISH, EDITED, 'Launch at 5pm', 'Launch at 6pm']
  return { edited, arabic: arabicId, data: data.filter(Boolean) }
}

/** History's own parts: its header, the load-by-link card, the list and the preview beside it. */
const ownParts = (page: Page) =>
  visibleScreen(page).locator(
    'header.screen__header, section[aria-labelledby="load-link-heading"], section[aria-labelledby="history-heading"], aside.history-preview',
  )

/**
 * Data inside the checked parts: times (Intl's, in the pseudo-locale English, and "(edited)"'s tooltip,
 * whose own text is checked apart), the avatar's letter, the message drawn; and the link's error, which
 * is shared/discord/urls' sentence (converted with shared/'s checks; the form shows its Phrase then).
 */
const SKIP = 'time, .message__edited, .message__monogram, .md, .entry__text, .message__name, #load-link-error'

async function expectPseudoClean(scope: Locator, data: readonly string[], what: string) {
  expect(await unbracketed(scope, { values: data, skip: SKIP }), what).toEqual([])
  expect(await clipped(scope), what).toEqual([])
}

test.describe('History and the preview in other languages', () => {
  test('I18N-HP-001 German: rows, versions and diffs, the preview’s words and times, a dialog, a form error, empty', async ({
    app,
    emulator,
  }) => {
    const { edited } = await seed(app, emulator, 'de')
    const screen = visibleScreen(app)
    await expect(screen.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Nachricht über ihren Link laden' })).toBeVisible()
    const row = screen.getByRole('listitem', { name: /^General chatter: Launch at 6pm/ })
    await expect(row.locator('.badge')).toHaveText('Bearbeitet')

    await row
      .getByRole('button', { name: `1 frühere Version von Nachricht ${edited}: in der Vorschau zeigen` })
      .click()
    const aside = screen.getByRole('complementary', { name: `Nachricht ${edited}` })
    await expect(aside.getByRole('combobox', { name: 'Version' })).toContainText('Version 2, aktuell')
    const changes = aside.getByRole('list', { name: 'Änderungen in Version 2' })
    await expect(changes.getByRole('listitem')).toContainText('Geändert content')
    await expect(changes.getByRole('listitem')).toContainText('Vorher: Launch at 5pm')
    const preview = aside.getByRole('region', { name: 'Vorschau' })
    // Discord's F style in German: weekday, day, month, year and time.
    await expect(preview.locator('.md-timestamp')).toHaveText(/^Dienstag, 20\. April 2021 um \d{1,2}:20$/)
    await expect(preview.locator('.message__app')).toHaveText('App')
    await aside.getByRole('combobox', { name: 'Version' }).selectOption('current')
    await expect(preview.locator('.message__edited')).toHaveText('(bearbeitet)')
    await expect(preview.locator('.message__time')).toHaveText(/^Heute um \d{1,2}:\d{2}$/)
    await shoot(app, 'history-de')

    await row.getByRole('button', { name: `Aus Discord löschen: Nachricht ${edited}` }).click()
    const dialog = app.getByRole('dialog', { name: 'Diese Nachricht aus Discord löschen?' })
    await expect(dialog).toContainText('Niemand sieht sie mehr')
    await shoot(app, 'delete-dialog-de')
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()

    const form = screen.getByRole('form', { name: 'Nachricht per Link laden' })
    await form.getByRole('button', { name: 'Nachricht laden' }).click()
    await expect(form.getByText('Wähle den Webhook, der die Nachricht gesendet hat.')).toBeVisible()

    await screen.getByRole('searchbox', { name: 'Verlauf durchsuchen' }).fill('nichts passt hierzu')
    await expect(screen.getByRole('heading', { name: 'Keine Treffer' })).toBeVisible()
    await app.setViewportSize({ width: 1024, height: 768 })
    await shoot(app, 'history-empty-de-1024')
  })

  test('I18N-HP-002 the pseudo-locale: no unbracketed English and nothing cut off, preview and dialogs included', async ({
    app,
    emulator,
  }) => {
    const { edited, data } = await seed(app, emulator, 'en-XA')
    const screen = visibleScreen(app)
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(/^\[/)
    const row = screen.locator('li.entry').first()
    // The earlier version in the preview, with its diff and the version menu.
    await row.locator('.entry__meta button').click()
    const aside = screen.locator('aside.history-preview')
    await expect(aside.locator('.diff__item')).toHaveCount(1)
    await expect(aside.locator('.message__time')).toHaveText(/^\[/)
    const parts = ownParts(app)
    await expect(parts).toHaveCount(4)
    await expectPseudoClean(parts, [...data, edited], 'history with an earlier version')
    await shoot(app, 'history-pseudo')

    // The current version: "(edited)" and today's time.
    await aside.locator('select').selectOption('current')
    await expect(aside.locator('.message__edited')).toHaveText(/^\[/)
    await expectPseudoClean(parts, [...data, edited], 'the current version')

    // The load form's own error.
    await screen.locator('section[aria-labelledby="load-link-heading"] button[type="submit"]').click()
    await expect(screen.locator('#load-webhook-error')).toHaveText(/^\[/)
    await expectPseudoClean(parts, [...data, edited], 'the load form’s error')

    for (const action of [5, 6]) {
      await row.locator('.entry__actions button').nth(action).click()
      const dialog = app.getByRole('dialog')
      await expect(dialog).toHaveAccessibleName(/^\[/)
      await expectPseudoClean(dialog, [...data, edited, 'General chatter'], `dialog ${action}`)
      await shoot(app, `dialog-${action}-pseudo`)
      await app.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }

    await app.setViewportSize({ width: 1024, height: 768 })
    await expectPseudoClean(parts, [...data, edited], 'at 1024 px')
    await shoot(app, 'history-pseudo-1024')

    await screen.getByRole('searchbox').fill('nothing matches this')
    await expect(screen.locator('.empty')).toHaveText(/^\[/)
    await expectPseudoClean(parts, [...data, edited, 'nothing matches this'], 'empty search')
  })

  test('I18N-HP-003 Arabic: axe in light and dark; an Arabic message reads right to left, an English one left to right', async ({
    app,
    emulator,
  }, testInfo) => {
    // Three messages sent and edited, then four axe audits: longer than the default 30 s on a loaded machine.
    test.setTimeout(180_000)
    const { edited, arabic } = await seed(app, emulator, 'ar', true)
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await app.getByRole('navigation').getByRole('button', { name: 'السجلّ' }).click()
      const screen = visibleScreen(app)
      await expect(screen.getByRole('heading', { level: 1, name: 'السجلّ' })).toBeVisible()

      for (const [id, direction, name] of [
        [arabic, 'rtl', 'arabic'],
        [edited, 'ltr', 'english'],
      ] as const) {
        await screen.getByRole('button', { name: `معاينة الرسالة ${id}` }).click()
        const aside = screen.getByRole('complementary', { name: `الرسالة ${id}` })
        const preview = aside.getByRole('region', { name: 'المعاينة' })
        const content = preview.locator('.message__content .md')
        await expect(content).toBeVisible()
        expect(await content.evaluate((element) => getComputedStyle(element).direction)).toBe(direction)
        // The chrome mirrors: the avatar sits at the start of the line, on the right.
        const avatar = await preview.locator('.message__avatar').boundingBox()
        const author = await preview.locator('.message__name').boundingBox()
        expect(avatar!.x).toBeGreaterThan(author!.x)
        await expectAccessible(app, testInfo, `history-ar-${name}-${scheme}`)
        await shoot(app, `history-ar-${name}-${scheme}`)
        await aside.screenshot({ path: `test-results/i18n-history-preview/preview-ar-${name}-${scheme}.png` })
      }
    }
    await app.setViewportSize({ width: 1024, height: 768 })
    await shoot(app, 'history-ar-1024')
  })
})
