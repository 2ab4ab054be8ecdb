import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { composer, draftAction } from './composer'
import { openScreen, visibleScreen } from './libraryUi'

test.describe('settings: appearance', () => {
  test('SET-001 the theme follows the setting (System, Light, Dark) and survives a reload', async ({
    app,
  }) => {
    const html = app.locator('html')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveAttribute('data-theme', 'dark')

    await openScreen(app, 'Settings')
    const theme = visibleScreen(app).getByRole('combobox', { name: 'Theme' })
    await expect(theme).toHaveValue('system')
    await theme.selectOption('light')
    await expect(html).toHaveAttribute('data-theme', 'light')

    await app.reload()
    await expect(html).toHaveAttribute('data-theme', 'light')
    await openScreen(app, 'Settings')
    await visibleScreen(app).getByRole('combobox', { name: 'Theme' }).selectOption('system')
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await expect(html).toHaveAttribute('data-theme', 'light')
  })

  test('SET-002 the message density is kept across a reload', async ({ app }) => {
    await openScreen(app, 'Settings')
    const density = visibleScreen(app).getByRole('combobox', { name: 'Message density' })
    await expect(density).toHaveValue('cozy')
    await density.selectOption('compact')
    await app.reload()
    await openScreen(app, 'Settings')
    await expect(visibleScreen(app).getByRole('combobox', { name: 'Message density' })).toHaveValue('compact')
  })
  // Issue 22 item 12: the stored settings that change what Herald does each have a control.
  test('SET-003 default upload limit and history entries per webhook: a control each, kept across a reload', async ({
    app,
  }, testInfo) => {
    await openScreen(app, 'Settings')
    const card = visibleScreen(app).getByRole('region', { name: 'Sending and history' })
    const upload = card.getByRole('combobox', { name: 'Default upload limit' })
    const history = card.getByRole('textbox', { name: 'History entries kept per webhook' })
    await expect(upload).toHaveValue('10')
    await expect(history).toHaveValue('2000')
    await expect(card).toContainText('the oldest entries are dropped')
    await upload.selectOption('50')
    await expect(card.getByRole('status')).toHaveText('Upload limit saved.')

    // Bad input: a clear message, and what was typed stays.
    await history.fill('50')
    await history.press('Enter')
    await expect(card.getByRole('alert')).toHaveText('Enter a whole number from 100 to 10000.')
    await expect(history).toHaveValue('50')
    await expectAccessible(app, testInfo, 'settings-sending-error')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'settings-sending-error-dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await history.fill('500')
    await history.press('Enter')
    await expect(card.getByRole('status')).toHaveText('History limit saved.')

    await app.reload()
    await openScreen(app, 'Settings')
    await expect(upload).toHaveValue('50')
    await expect(history).toHaveValue('500')
  })

  // Issue 22 item 12: confirmDestructive has a switch, and the page honours it.
  test('SET-004 "Ask before deleting": off deletes a draft at once, on asks again; revoke-like actions are named', async ({
    app,
  }, testInfo) => {
    const ui = composer(app)
    await openScreen(app, 'Composer')
    await ui.content.fill('Kept draft')
    await draftAction(app, 'New draft')
    // Typed once the new draft shows, as a user does: keys pressed while it is on its way belong to the
    // draft still on screen (the drafts store saves them there).
    await expect(ui.content).toHaveValue('')
    await ui.content.fill('Draft to delete')
    const drafts = app.getByRole('list', { name: 'Drafts' })

    await openScreen(app, 'Settings')
    const card = visibleScreen(app).getByRole('region', { name: 'Confirmations' })
    const ask = card.getByRole('switch', { name: 'Ask before deleting' })
    await expect(ask).toBeChecked()
    await expect(card).toContainText('These always ask, because Discord cannot undo them: revoking a webhook')
    await expectAccessible(app, testInfo, 'settings-confirmations')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'settings-confirmations-dark')
    await app.emulateMedia({ colorScheme: 'light' })
    await ask.uncheck()
    await expect(card.getByRole('status')).toHaveText('Herald will no longer ask before local deletes.')

    // Off: the draft goes without a dialog, and the setting survives a reload.
    await app.reload()
    await openScreen(app, 'Composer')
    await expect(ui.content).toHaveValue('Draft to delete')
    await draftAction(app, 'Delete draft…')
    await expect(ui.content).toHaveValue('Kept draft')
    await expect(app.getByRole('dialog')).toHaveCount(0)
    await app.getByRole('button', { name: /^Drafts/ }).click()
    await expect(drafts.getByRole('listitem')).toHaveCount(1)

    // On again: the dialog asks, and Cancel keeps the draft.
    await openScreen(app, 'Settings')
    await ask.check()
    await expect(card.getByRole('status')).toHaveText('Herald will ask before deleting.')
    await openScreen(app, 'Composer')
    await draftAction(app, 'Delete draft…')
    const confirm = app.getByRole('dialog', { name: /^Delete the draft/ })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(ui.content).toHaveValue('Kept draft')
  })
})
