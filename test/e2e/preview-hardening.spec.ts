import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { createVault, openScreen, visibleScreen } from './libraryUi'
import { draftAction } from './composer'

// Issue 24, defect 2: a 10.7 KB Discohook link whose content is `*`×4000 + `a` + `*`×4000 threw
// "Maximum call stack size exceeded" while drawing the preview, and #root stayed empty after every
// reload because that draft stays open. The page must start and show the draft, every time.

const stars = `${'*'.repeat(4000)}a${'*'.repeat(4000)}`
const link = (content: string) =>
  `https://discohook.app/?data=${Buffer.from(JSON.stringify({ messages: [{ data: { content } }] })).toString('base64url')}`

test.describe('a hostile draft never takes the page down', () => {
  test('PREVIEW-HARD-001 import a link of 8,001 stars and an 8,000-character quote, reload, the page still works', async ({
    app,
  }, testInfo) => {
    test.setTimeout(120_000)
    await createVault(app)
    await openScreen(app, 'Composer')
    for (const content of [stars, `> ${'*'.repeat(3999)}a${'*'.repeat(3999)}`]) {
      await draftAction(app, 'Import…')
      const dialog = app.getByRole('dialog', { name: 'Import drafts' })
      await dialog.getByRole('textbox', { name: 'JSON or link' }).fill(link(content))
      await expect(dialog.getByRole('region', { name: 'What will be created' })).toContainText('1 draft')
      await dialog.getByRole('button', { name: 'Import', exact: true }).click()
      await expect(dialog).toBeHidden()
    }

    const preview = visibleScreen(app)
      .getByRole('region', { name: /preview/i })
      .first()
    await expect(preview).toContainText('a')
    await expect(visibleScreen(app).getByRole('toolbar', { name: 'Draft' })).toBeVisible()
    await expectAccessible(app, testInfo, 'composer with a hostile draft')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'composer with a hostile draft, dark')
    await app.emulateMedia({ colorScheme: 'light' })

    // The draft stays open: the page must start with it again.
    await app.reload()
    await expect(app.getByRole('heading', { name: 'Composer' })).toBeVisible()
    await expect(visibleScreen(app).getByRole('toolbar', { name: 'Draft' })).toBeVisible()
    await expect(
      visibleScreen(app)
        .getByRole('region', { name: /preview/i })
        .first(),
    ).toContainText('a')
    await openScreen(app, 'Settings')
    await expect(visibleScreen(app).getByRole('heading', { name: 'Settings' })).toBeVisible()
  })
})
