import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'
import { clipped, screenshots, unbracketed, switchLanguage } from './support/languageChecks'

const shoot = screenshots('i18n-import')

// Issue 25: what an import of another tool's file found (its problems, the parts Discord does not take)
// in the user's language: German after a switch in Settings, the pseudo-locale (nothing left in English,
// nothing cut off, at 1024 px too), and Arabic with axe in light and dark.

/** A Discohook backup with something wrong in each message, and parts Discord does not take. */
const BROKEN = JSON.stringify({
  version: 8,
  backups: [
    {
      name: 'Launch notes',
      messages: [
        { data: { content: 'Launch at five', extra: 1, embeds: [{ title: 'x'.repeat(300) }] } },
        {
          data: {
            content: 'Details',
            attachments: [{ id: 1 }, { id: 2 }],
            components: [
              {
                type: 1,
                components: [
                  { type: 2, style: 5, label: 'Site', url: 'https://example.com/', custom_id: 'track' },
                ],
              },
            ],
          },
          thread_id: 'nope',
        },
      ],
      targets: [{ url: 'https://example.com/not-a-webhook' }],
      schedule: { cron: '0 12 * * 1', timezone: 'Europe/Berlin' },
    },
  ],
})

/** Values from the file, not messages: its names and what the schedule said. */
const DATA = ['Launch notes', 'extra', 'cron "0 12 * * 1", Europe/Berlin']

/** Back to the composer from Settings, by place (its name is in the language under test). */
async function openComposer(page: Page) {
  await page.getByRole('navigation').locator('button').first().click()
  await expect(visibleScreen(page).locator('.composer')).toBeVisible()
}

/** Draft actions → Import… (by place: the names are in the language under test), the file pasted. */
async function importBroken(page: Page) {
  await visibleScreen(page).locator('.draft-actions__toggle').click()
  await visibleScreen(page).locator('.draft-actions__item').nth(5).click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('textarea').fill(BROKEN)
  await expect(dialog.locator('.interop-problems').first()).toBeVisible()
  return dialog
}

test.describe('an import’s problems in other languages', () => {
  test('I18N-IMP-001 German: a broken Discohook backup’s problems and left-out parts', async ({ app }) => {
    await switchLanguage(app, 'de')
    await openComposer(app)
    const dialog = await importBroken(app)
    await expect(dialog).toHaveAccessibleName('Entwürfe importieren')
    const problems = dialog.getByRole('region', { name: 'Gefundene Probleme' })
    await expect(problems).toContainText(
      '„extra“ ist kein Nachrichtenfeld, das Herald kennt; es wurde ausgelassen.',
    )
    await expect(problems).toContainText(
      '2 angehängte Dateien sind nicht Teil des Exports; hänge sie erneut an.',
    )
    await expect(problems).toContainText('Das ist keine Thread-ID; sie wurde ausgelassen.')
    await expect(problems).toContainText('Das ist keine Discord-Webhook-URL; sie wurde ausgelassen.')
    await expect(problems).toContainText('Der Zeitplan von Discohook für „Launch notes“')
    // A problem Discord would refuse names its field in German too.
    await expect(problems).toContainText(
      'Der Embed-Titel ist 300 Zeichen lang; Discord erlaubt höchstens 256.',
    )
    await expect(problems).not.toContainText('left out')
    const left = dialog.getByRole('region', { name: 'Ausgelassen: Discord nimmt das nicht an' })
    await expect(left).toContainText('Die Tracking-ID von Discohook auf einem Link-Button')
    await shoot(app, 'import-problems-de')
  })

  test('I18N-IMP-002 the pseudo-locale: no unbracketed English and nothing cut off, at 1024 px too', async ({
    app,
  }) => {
    await switchLanguage(app, 'en-XA')
    await openComposer(app)
    const dialog = await importBroken(app)
    const found = dialog.locator('.interop-problems')
    await expect(found).toHaveCount(2)
    expect(await unbracketed(found, { values: DATA })).toEqual([])
    expect(await clipped(found)).toEqual([])
    await shoot(app, 'import-problems-pseudo')
    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await clipped(found)).toEqual([])
    await shoot(app, 'import-problems-pseudo-1024')
  })

  test('I18N-IMP-003 Arabic: the problems pass axe in light and dark', async ({ app }, testInfo) => {
    test.setTimeout(120_000)
    await switchLanguage(app, 'ar')
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      await openComposer(app)
      const dialog = await importBroken(app)
      await expect(dialog.locator('.interop-problems').first()).toContainText('Webhook')
      await expectAccessible(app, testInfo, `import-problems-ar-${scheme}`)
      await shoot(app, `import-problems-ar-${scheme}`)
      await app.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })
})
