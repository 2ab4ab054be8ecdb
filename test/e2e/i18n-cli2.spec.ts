import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { createVault, visibleScreen } from './libraryUi'
import { clipped, screenshots, switchLanguage, unbracketed } from './support/languageChecks'

const shoot = screenshots('i18n-cli2')

// Issue 25, fourth round ("cli2"): the Export dialog's note about the files an export cannot carry, and
// why an imported webhook was not saved, which the service now sends as phrases — in German after a
// switch in Settings, in the pseudo-locale (not left in English, not cut off, at 1024 px too) and in
// Arabic with axe in light and dark.

/** A 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)

/** Two files attached to the open draft, in English (the default), and the draft saved with them. */
async function attachTwoFiles(page: Page) {
  const screen = visibleScreen(page)
  await screen.locator('input[type="file"]').setInputFiles([
    { name: 'banner.png', mimeType: 'image/png', buffer: PNG },
    { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
  ])
  await expect(screen.getByRole('list', { name: 'Attachments' }).getByRole('listitem')).toHaveCount(2)
  await expect(screen.getByRole('status', { name: 'Save state' })).toHaveText('Saved')
}

/** Back to the composer (by place: its name is in the language under test), then Draft actions → Export…. */
async function openExport(page: Page) {
  await page.getByRole('navigation').locator('button').first().click()
  const screen = visibleScreen(page)
  await expect(screen.locator('.composer')).toBeVisible()
  await screen.locator('.draft-actions__toggle').click()
  await screen.locator('.draft-actions__item').nth(6).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('textarea')).not.toHaveValue('')
  return dialog
}

test.describe('the Export dialog’s note and why an imported webhook was not saved, in other languages', () => {
  test('I18N-CLI2-001 German: the files an export leaves out, counted', async ({ app }) => {
    await attachTwoFiles(app)
    await switchLanguage(app, 'de')
    const dialog = await openExport(app)
    await expect(dialog).toHaveAccessibleName('Entwürfe exportieren')
    await expect(dialog.locator('.interop-export__note')).toHaveText(
      '2 angehängte Dateien sind nicht enthalten; hänge sie im anderen Tool erneut an.',
    )
    await shoot(app, 'export-note-de')
  })

  test('I18N-CLI2-002 the pseudo-locale: the note bracketed and not cut off, at 1024 px too', async ({
    app,
  }) => {
    await attachTwoFiles(app)
    await switchLanguage(app, 'en-XA')
    const dialog = await openExport(app)
    const note = dialog.locator('.interop-export__note')
    await expect(note).toHaveText(/^\[/)
    expect(await unbracketed(note)).toEqual([])
    expect(await clipped(dialog)).toEqual([])
    await shoot(app, 'export-note-pseudo')
    await app.setViewportSize({ width: 1024, height: 768 })
    expect(await clipped(dialog)).toEqual([])
    await shoot(app, 'export-note-pseudo-1024')
  })

  test('I18N-CLI2-003 Arabic: the dialog with its note passes axe in light and dark', async ({
    app,
  }, testInfo) => {
    test.setTimeout(120_000)
    await attachTwoFiles(app)
    await switchLanguage(app, 'ar')
    for (const scheme of ['light', 'dark'] as const) {
      await app.getByRole('navigation').getByRole('button', { name: 'الإعدادات' }).click()
      await visibleScreen(app).getByRole('combobox', { name: 'السمة' }).selectOption(scheme)
      await expect(app.locator('html')).toHaveAttribute('data-theme', scheme)
      const dialog = await openExport(app)
      await expect(dialog.locator('.interop-export__note')).toHaveText(
        'ملفان مرفقان غير مضمَّنين؛ أرفقهما من جديد في الأداة الأخرى.',
      )
      await expectAccessible(app, testInfo, `export-note-ar-${scheme}`)
      await shoot(app, `export-note-ar-${scheme}`)
      await app.keyboard.press('Escape')
    }
  })

  test('I18N-CLI2-004 German: why an imported webhook was not saved', async ({ app, emulator }) => {
    const hook = emulator.demo.webhooks.general
    const wrong = `https://discord.com/api/webhooks/${hook.id}/${'W'.repeat(68)}`
    const backup = {
      version: 8,
      backups: [{ name: 'Launch', messages: [{ data: { content: 'Hi' } }], targets: [{ url: wrong }] }],
    }
    await createVault(app)
    await switchLanguage(app, 'de')
    await app.getByRole('navigation').locator('button').first().click()
    const screen = visibleScreen(app)
    await screen.locator('.draft-actions__toggle').click()
    await screen.locator('.draft-actions__item').nth(5).click()
    const dialog = app.getByRole('dialog', { name: 'Entwürfe importieren' })
    await dialog.locator('textarea').fill(JSON.stringify(backup))
    await dialog.locator('.button--primary').click()
    const save = app.getByRole('dialog', { name: '1 Webhook in der Bibliothek speichern?' })
    await save.getByRole('button', { name: '1 Webhook speichern' }).click()
    const failed = save.getByRole('alert', { name: 'Einige Webhooks wurden nicht gespeichert' })
    // The library's refusal (service.library.urlTokenRefused) in German, not the English beside it.
    await expect(failed).toContainText('Discord hat dieses Webhook-Token abgelehnt')
    await expect(failed).not.toContainText('refused')
    await shoot(app, 'save-webhooks-failed-de')
  })
})
