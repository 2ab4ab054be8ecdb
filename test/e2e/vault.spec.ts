import { expect, test } from './fixtures'
import { PASSPHRASE, createVault, openScreen, visibleScreen } from './libraryUi'

test.describe('vault: set up, lock and unlock from the page', () => {
  test('VAULT-001 sets the vault up with a confirmed passphrase and a strength hint', async ({ app }) => {
    await openScreen(app, 'Webhooks')
    const screen = visibleScreen(app)
    const form = screen.getByRole('form', { name: 'Set up the vault' })
    const addForm = screen.getByRole('form', { name: 'Add a webhook' })
    await expect(addForm).toContainText('Add webhook asks you to create one first.')

    await form.getByLabel('Passphrase', { exact: true }).fill('short')
    await expect(form.getByText('Too short.')).toBeVisible()
    await form.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await expect(form.getByText(/Strong\.|Good\./)).toBeVisible()
    await form.getByLabel('Confirm passphrase').fill(`${PASSPHRASE}!`)
    await form.getByRole('button', { name: 'Create vault' }).click()
    await expect(form.getByText('The two passphrases differ.', { exact: false })).toBeVisible()

    await form.getByLabel('Confirm passphrase').fill(PASSPHRASE)
    await form.getByRole('button', { name: 'Create vault' }).click()

    await expect(form).toBeHidden()
    await expect(addForm).not.toContainText('asks you to')
    await openScreen(app, 'Settings')
    await expect(visibleScreen(app).getByTestId('vault-state')).toHaveText('Unlocked')
  })

  test('VAULT-002 a wrong passphrase is refused and kept in the field; the right one unlocks', async ({
    app,
  }) => {
    await createVault(app)
    await openScreen(app, 'Settings')
    const settings = visibleScreen(app)
    await settings.getByRole('button', { name: 'Lock now' }).click()
    await expect(settings.getByTestId('vault-state')).toHaveText('Locked')

    const form = settings.getByRole('form', { name: 'Unlock the vault' })
    const field = form.getByLabel('Passphrase', { exact: true })
    await field.fill('not the passphrase')
    await form.getByRole('button', { name: 'Unlock' }).click()
    await expect(form.getByText('Wrong passphrase.')).toBeVisible()
    await expect(field).toHaveValue('not the passphrase')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(settings.getByTestId('vault-state')).toHaveText('Locked')

    await field.fill(PASSPHRASE)
    await form.getByRole('button', { name: 'Unlock' }).click()
    await expect(settings.getByTestId('vault-state')).toHaveText('Unlocked')
    await expect(form).toBeHidden()
  })

  test('VAULT-003 changes the passphrase in a dialog; the old one no longer unlocks', async ({ app }) => {
    await createVault(app)
    await openScreen(app, 'Settings')
    const settings = visibleScreen(app)
    await settings.getByRole('button', { name: 'Change passphrase' }).click()
    const dialog = app.getByRole('dialog', { name: 'Change the vault passphrase' })
    await dialog.getByLabel('Current passphrase').fill(PASSPHRASE)
    await dialog.getByLabel('New passphrase', { exact: true }).fill('a brand new passphrase here')
    await dialog.getByLabel('Confirm new passphrase').fill('a brand new passphrase here')
    await dialog.getByRole('button', { name: 'Change passphrase' }).click()
    await expect(dialog).toBeHidden()
    await expect(settings.getByRole('button', { name: 'Change passphrase' })).toBeFocused()

    await settings.getByRole('button', { name: 'Lock now' }).click()
    const form = settings.getByRole('form', { name: 'Unlock the vault' })
    await form.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await form.getByRole('button', { name: 'Unlock' }).click()
    await expect(form.getByText('Wrong passphrase.')).toBeVisible()
    await form.getByLabel('Passphrase', { exact: true }).fill('a brand new passphrase here')
    await form.getByRole('button', { name: 'Unlock' }).click()
    await expect(settings.getByTestId('vault-state')).toHaveText('Unlocked')
  })
})
