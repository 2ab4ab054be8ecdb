import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { openScreen } from './libraryUi'
import { chooseLanguage, clipped, screenshots, unbracketed } from './support/languageChecks'

const shoot = screenshots('i18n-problems')

// Issue 25: the reasons a message cannot be sent, made by shared/discord's checks, in the page's
// language: in the action bar and in the fields' errors, after a switch in Settings and without an edit.

/** The action bar's list of reasons Send is held (its heading belongs to the composer's part). */
const reasons = (page: Page) => page.locator('.send-problems__list')
/** Its reasons about the message's body (where it goes is the composer's own reason). */
const bodyReasons = (page: Page) => reasons(page).locator('li:has(a:not([href="#target"]))')
/** The first embed's title box, by its control id (its name is in the language under test). */
const embedTitle = (page: Page) => page.locator('#m0-embeds-0-title')

/** A message over two limits, typed in English (the default), then the composer left for Settings. */
async function brokenMessage(page: Page) {
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('x'.repeat(2001))
  await page.getByRole('button', { name: 'Add embed' }).click()
  await embedTitle(page).fill('t'.repeat(257))
  await expect(
    reasons(page).getByRole('link', { name: /^The embed title is 257 characters long/ }),
  ).toBeVisible()
  await openScreen(page, 'Settings')
}

/** Back to the composer: the first screen in the sidebar, whatever its name in the language. */
async function backToComposer(page: Page) {
  await page.locator('nav button').first().click()
  await expect(reasons(page)).toBeVisible()
}

test.describe('the message checks in other languages', () => {
  test('I18N-PROB-001 German: the action bar’s reasons and a field’s error', async ({ app }) => {
    await brokenMessage(app)
    await chooseLanguage(app, 'de')
    await backToComposer(app)

    const list = reasons(app)
    await expect(
      list.getByRole('link', {
        name: 'Der Nachrichteninhalt ist 2001 Zeichen lang; Discord erlaubt höchstens 2000.',
      }),
    ).toBeVisible()
    await expect(
      list.getByRole('link', {
        name: 'Der Embed-Titel ist 257 Zeichen lang; Discord erlaubt höchstens 256.',
      }),
    ).toBeVisible()
    await expect(embedTitle(app)).toHaveAccessibleDescription(
      /Der Embed-Titel ist 257 Zeichen lang; Discord erlaubt höchstens 256\./,
    )

    // A new problem made after the switch is German too: an empty field in the embed.
    await embedTitle(app).fill('')
    await expect(
      list.getByRole('link', {
        name: 'Dieses Embed ist leer: Gib ihm einen Titel, eine Beschreibung, ein Feld, ein Bild, einen Autor oder eine Fußzeile.',
      }),
    ).toBeVisible()
    await shoot(app, 'reasons-de')
  })

  test('I18N-PROB-002 the pseudo-locale: no reason left in English, none cut off', async ({ app }) => {
    await brokenMessage(app)
    await chooseLanguage(app, 'en-XA')
    await backToComposer(app)

    const list = bodyReasons(app)
    await expect(list.first()).toHaveText(/^\[/)
    expect(await list.count()).toBeGreaterThanOrEqual(2)
    // The check can fail: an English reason put into the list is found.
    await list.first().evaluate((li) => {
      li.append(
        Object.assign(document.createElement('span'), { id: 'probe', textContent: 'The message is empty.' }),
      )
    })
    expect(await unbracketed(list)).toEqual(['span: The message is empty.'])
    await app.locator('#probe').evaluate((probe) => probe.remove())
    expect(await unbracketed(list)).toEqual([])
    expect(await clipped(list)).toEqual([])
    await expect(embedTitle(app)).toHaveAccessibleDescription(/\[Ţĥé éɱƀéð ţîţļé/)
    await shoot(app, 'reasons-pseudo')
    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await clipped(list)).toEqual([])
    await shoot(app, 'reasons-pseudo-1024')
  })

  test('I18N-PROB-003 Arabic: the reasons right to left, and axe finds nothing in light and dark', async ({
    app,
  }, testInfo) => {
    await brokenMessage(app)
    await chooseLanguage(app, 'ar')
    await expect(app.locator('html')).toHaveAttribute('dir', 'rtl')
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await app.locator('#settings-theme').selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await backToComposer(app)
      await expect(
        reasons(app).getByRole('link', {
          name: 'محتوى الرسالة: 2001 حرف، والحد الأقصى الذي يسمح به Discord هو 2000.',
        }),
      ).toBeVisible()
      await expectAccessible(app, testInfo, `problems-ar-${scheme}`)
      await shoot(app, `reasons-ar-${scheme}`)
    }
  })
})
