import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { composer } from './composer'
import { expect, startTestHost } from './fixtures'
import { test } from './fixtures'
import { visibleScreen } from './libraryUi'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { TemplateFiles } from '@services/templates/templateFiles'
import { clipped, goToScreen, screenshots, switchLanguage, unbracketed } from './support/languageChecks'
import { waitingApplication } from '../support/applicationRecords'

const shoot = screenshots('i18n-stored')
/** The part under test on its own, to look at without the screen around it. */
const shootPart = (part: Locator, name: string) =>
  part.screenshot({
    path: path.join(import.meta.dirname, '..', '..', 'test-results', 'i18n-stored', `${name}-part.png`),
  })

// Issue 25, fourth round ("stored"): sentences that were kept or built as English text — why an
// application must be connected again, why History could not record a sent message, a filled template's
// problems — in German after a switch in Settings, in the pseudo-locale (nothing left
// in English, nothing cut off) and in Arabic with axe in light and dark. A reason kept by an older Herald
// (English text, no phrase) is shown as it was written.

const INVALID_GRANT =
  'Discord no longer accepts this authorization (invalid_grant: it was revoked, or the refresh token was used elsewhere). Connect the user again.'
const OLD_REASON = 'The access token expired and came without a refresh token. Connect again.'

const stored = test.extend({
  host: async ({ emulator, dataDir }, use) => {
    fs.writeFileSync(
      path.join(dataDir, 'applications.json'),
      JSON.stringify({
        version: 1,
        applications: [
          waitingApplication('111111111111111111', 'Kept now', INVALID_GRANT, {
            id: 'stored.applications.invalidGrant',
          }),
          waitingApplication('222222222222222222', 'Kept before', OLD_REASON),
        ],
      }),
    )
    const host = await startTestHost(emulator, dataDir)
    await use(host)
    await host.close()
  },
})

/** The Connect card of the application chosen in the picker (by place: its label is in any language). */
async function connectCard(page: Page, index: number) {
  await goToScreen(page, 'applications')
  await visibleScreen(page).locator('#app-picker').selectOption({ index })
  return visibleScreen(page).locator('section[aria-labelledby="connect-heading"]')
}

stored.describe('why an application must be connected again', () => {
  stored('STORED-001 German: the kept reason in German, an older one as written', async ({ app }) => {
    await switchLanguage(app, 'de')
    const card = await connectCard(app, 0)
    const notice = card.getByRole('status').or(card.locator('.notice'))
    await expect(card.getByRole('heading', { name: 'Benutzer verbinden' })).toBeVisible()
    await expect(notice.first()).toContainText('Erneut verbinden')
    await expect(notice.first()).toContainText(
      'Discord akzeptiert diese Autorisierung nicht mehr (invalid_grant: Sie wurde widerrufen oder das Refresh-Token wurde anderswo verwendet). Verbinde den Benutzer erneut.',
    )
    await shoot(app, 'de-reconnect')
    await shootPart(card, 'de-reconnect')
    const older = await connectCard(app, 1)
    await expect(older).toContainText(OLD_REASON)
    await expect(older).toContainText('Erneut verbinden')
    await shoot(app, 'de-reconnect-older')
    await shootPart(older, 'de-reconnect-older')
  })

  stored(
    'STORED-002 pseudo-locale and Arabic: nothing in English, nothing cut off, axe',
    async ({ app }, testInfo) => {
      await switchLanguage(app, 'en-XA')
      const card = await connectCard(app, 0)
      await expect(card.locator('.notice__text')).toHaveText(/^\[Ðîšçöŕð ñö ļöñĝéŕ åççéþţš/)
      expect(await unbracketed(card)).toEqual([])
      expect(await clipped(card)).toEqual([])
      await shoot(app, 'pseudo-reconnect')
      await app.setViewportSize({ width: 1024, height: 768 })
      expect(await clipped(card)).toEqual([])
      await shoot(app, 'pseudo-reconnect-1024')
      await shootPart(card, 'pseudo-reconnect-1024')

      await switchLanguage(app, 'ar')
      const arabic = await connectCard(app, 0)
      await expect(arabic.locator('.notice__text')).toContainText('لم يعد Discord يقبل هذا التفويض')
      for (const scheme of ['light', 'dark'] as const) {
        await app.emulateMedia({ colorScheme: scheme })
        await expectAccessible(app, testInfo, `stored-reconnect-ar-${scheme}`)
        await shoot(app, `ar-reconnect-${scheme}`)
        await shootPart(arabic, `ar-reconnect-${scheme}`)
      }
    },
  )
})

/** Back to the composer from Settings, by place (its name is in the language under test). */
async function openComposer(page: Page) {
  await goToScreen(page, 'composer')
  await expect(visibleScreen(page).locator('.composer')).toBeVisible()
}

/** History's folder becomes a file: the services cannot record what they send. */
function breakHistory(dataDir: string) {
  const history = path.join(dataDir, 'history')
  fs.rmSync(history, { recursive: true, force: true })
  fs.writeFileSync(history, 'not a folder')
}

test.describe('why History could not record a sent message', () => {
  test('STORED-003 German, the pseudo-locale and Arabic beside the sent result', async ({
    app,
    emulator,
    dataDir,
  }, testInfo) => {
    const ui = composer(app)
    await ui.fill(emulator.demo.webhooks.general.url, 'Posted, but not recorded')
    breakHistory(dataDir)
    await switchLanguage(app, 'de')
    await openComposer(app)
    const screen = visibleScreen(app)
    await screen.getByRole('button', { name: 'Senden', exact: true }).click()
    const sent = screen.getByRole('status', { name: 'Nachricht gesendet' })
    await expect(sent).toContainText(
      'Der Verlauf konnte sie nicht festhalten: Ein Teil des Pfads ist kein Ordner. Die Nachricht ist trotzdem auf Discord',
    )
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
    await shoot(app, 'de-not-recorded')
    await shootPart(sent, 'de-not-recorded')

    await switchLanguage(app, 'en-XA')
    await openComposer(app)
    const notice = visibleScreen(app).locator('.notice', { hasText: 'ɱéššåĝé' }).first()
    await expect(notice).toBeVisible()
    expect(await unbracketed(notice)).toEqual([])
    expect(await clipped(notice)).toEqual([])
    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await clipped(notice)).toEqual([])
    await shoot(app, 'pseudo-not-recorded-1024')
    await shootPart(notice, 'pseudo-not-recorded-1024')

    await switchLanguage(app, 'ar')
    await openComposer(app)
    await expect(visibleScreen(app)).toContainText('تعذّر على السجلّ تدوينها: جزء من المسار ليس مجلدًا.')
    for (const scheme of ['light', 'dark'] as const) {
      await app.emulateMedia({ colorScheme: scheme })
      await expectAccessible(app, testInfo, `stored-not-recorded-ar-${scheme}`)
      await shoot(app, `ar-not-recorded-${scheme}`)
    }
  })
})

/** A template the app saved, whose title a long value pushes over Discord's limit. */
const templated = test.extend({
  host: async ({ emulator, dataDir }, use) => {
    new TemplateFiles({ dataDir, recovery: new RecoveryLog() }).write({
      id: 'releasetemplate1',
      name: 'Release',
      messages: [{ id: 'm1', data: { embeds: [{ title: '{{title}}' }] }, files: [] }],
      targets: [],
      placeholders: ['title'],
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    const host = await startTestHost(emulator, dataDir)
    await use(host)
    await host.close()
  },
})

/** Draft actions → New from template… (by place), the template used and its title filled too long. */
async function fillTooLong(page: Page) {
  await visibleScreen(page).locator('.draft-actions__toggle').click()
  await visibleScreen(page).locator('.draft-actions__item').nth(1).click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('.button--primary').first().click()
  await dialog.locator('#template-value-title').fill('t'.repeat(300))
  await dialog.locator('button[type="submit"]').click()
  await expect(dialog.locator('.notice')).toBeVisible()
  return dialog
}

templated.describe('a filled template’s problems', () => {
  templated(
    'STORED-004 German, the pseudo-locale and Arabic in the template dialog',
    async ({ app }, testInfo) => {
      await switchLanguage(app, 'de')
      await openComposer(app)
      let dialog = await fillTooLong(app)
      await expect(dialog.locator('.notice')).toContainText('Die ausgefüllte Nachricht hat Probleme.')
      await expect(dialog.locator('.notice')).toContainText(
        'Der Embed-Titel ist 300 Zeichen lang; Discord erlaubt höchstens 256.',
      )
      await expect(dialog.locator('#template-value-title')).toHaveValue('t'.repeat(300))
      await shoot(app, 'de-template-problem')
      await shootPart(dialog, 'de-template-problem')
      await app.keyboard.press('Escape')

      await switchLanguage(app, 'en-XA')
      await openComposer(app)
      dialog = await fillTooLong(app)
      const notice = dialog.locator('.notice')
      expect(await unbracketed(notice)).toEqual([])
      expect(await clipped(dialog)).toEqual([])
      await app.setViewportSize({ width: 1024, height: 768 })
      expect(await clipped(dialog)).toEqual([])
      await shoot(app, 'pseudo-template-problem-1024')
      await shootPart(dialog, 'pseudo-template-problem-1024')
      await app.keyboard.press('Escape')

      await switchLanguage(app, 'ar')
      await openComposer(app)
      dialog = await fillTooLong(app)
      for (const scheme of ['light', 'dark'] as const) {
        await app.emulateMedia({ colorScheme: scheme })
        await expectAccessible(app, testInfo, `stored-template-ar-${scheme}`)
        await shoot(app, `ar-template-problem-${scheme}`)
        await shootPart(dialog, `ar-template-problem-${scheme}`)
      }
    },
  )
})
