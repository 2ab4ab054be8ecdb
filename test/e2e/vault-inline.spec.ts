import { expect, test } from './fixtures'
import { PASSPHRASE, addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'
import { lookAt } from './looks'

test.describe('vault: created or unlocked where the user is, and the action goes on', () => {
  test('VAULT-INLINE-001 adding a webhook before any vault exists creates one in a dialog, then adds it', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    await openScreen(app, 'Webhooks')
    const screen = visibleScreen(app)
    const form = screen.getByRole('form', { name: 'Add a webhook' })
    await expect(form).toContainText(
      'Herald encrypts webhook URLs in a vault: Add webhook asks you to create one first.',
    )
    await expect(form).not.toContainText('Unlock')
    await form.getByRole('textbox', { name: 'Webhook URL' }).fill(general.url)
    await form.getByRole('textbox', { name: 'Label (optional)' }).fill('General chatter')
    await form.getByRole('button', { name: 'Add webhook' }).click()

    const dialog = app.getByRole('dialog', { name: 'Create a vault' })
    await expect(dialog).toContainText(
      'Herald needs a vault to save this webhook, and goes on once it is created.',
    )
    await expect(emulator.control.journal({ route: 'getWebhookWithToken' })).toHaveLength(0)
    await lookAt(app, testInfo, 'create-vault-dialog')
    await dialog.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await dialog.getByLabel('Confirm passphrase').fill(PASSPHRASE)
    await dialog.getByRole('button', { name: 'Create vault' }).click()

    await expect(dialog).toBeHidden()
    await expect(screen.getByRole('status', { name: 'Webhook added' })).toBeVisible()
    await expect(screen.getByRole('listitem', { name: /General chatter/ }).first()).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue('')
    await expect(form).not.toContainText('asks you to')
  })

  test('VAULT-INLINE-002 sending while the vault is locked unlocks it over the draft and sends', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await openScreen(app, 'Settings')
    await visibleScreen(app).getByRole('button', { name: 'Lock now' }).click()
    await expect(visibleScreen(app).getByTestId('vault-state')).toHaveText('Locked')

    await openScreen(app, 'Composer')
    const composer = visibleScreen(app)
    await composer.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    const content = composer.getByRole('textbox', { name: 'Message', exact: true })
    await content.fill('Doors open at 8')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()

    // Closed, the dialog leaves the unlock form under the error; the draft is untouched.
    const dialog = app.getByRole('dialog', { name: 'Unlock the vault' })
    await expect(dialog).toContainText('Unlock the vault to send to this saved webhook.')
    await lookAt(app, testInfo, 'unlock-vault-dialog')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(composer.getByRole('form', { name: 'Unlock the vault' })).toBeVisible()
    await expect(content).toHaveValue('Doors open at 8')

    // Send again: the dialog asks again; a wrong passphrase keeps it open, the right one sends.
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Passphrase', { exact: true }).fill('not the passphrase')
    await dialog.getByRole('button', { name: 'Unlock' }).click()
    await expect(dialog.getByText('Wrong passphrase.')).toBeVisible()
    await expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(0)
    await dialog.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await dialog.getByRole('button', { name: 'Unlock' }).click()

    await expect(dialog).toBeHidden()
    await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
    await expect(composer.getByRole('heading', { level: 1, name: 'Composer' })).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    expect(posts[0]?.path).toContain(`/webhooks/${general.id}/`)
    expect(posts[0]?.body).toMatchObject({ content: 'Doors open at 8' })
  })

  test('VAULT-INLINE-003 adding a bot token while the vault is locked unlocks it there, then saves it', async ({
    app,
    emulator,
  }) => {
    await createVault(app)
    await openScreen(app, 'Settings')
    await visibleScreen(app).getByRole('button', { name: 'Lock now' }).click()
    await expect(visibleScreen(app).getByTestId('vault-state')).toHaveText('Locked')

    await openScreen(app, 'Webhooks')
    const form = visibleScreen(app).getByRole('form', { name: 'Add a bot token' })
    await form.getByRole('textbox', { name: 'Label' }).fill('Sandbox bot')
    await form.getByLabel('Bot token').fill(emulator.demo.application.botToken)
    await form.getByRole('button', { name: 'Add bot token' }).click()
    const dialog = app.getByRole('dialog', { name: 'Unlock the vault' })
    await expect(dialog).toContainText('Unlock the vault to save this bot token.')
    await dialog.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await dialog.getByRole('button', { name: 'Unlock' }).click()

    await expect(dialog).toBeHidden()
    await expect(visibleScreen(app).getByRole('listitem', { name: 'Sandbox bot' })).toBeVisible()
    await expect(form.getByLabel('Bot token')).toHaveValue('')
  })
})
