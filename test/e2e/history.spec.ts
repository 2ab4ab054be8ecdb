import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { PASSPHRASE, addWebhook, createVault, expectNoSecrets, openScreen, visibleScreen } from './libraryUi'

/** Sends from the composer to a saved webhook and returns the new message's id. */
async function sendToSaved(page: Page, webhookId: string, content: string): Promise<string> {
  await openScreen(page, 'Composer')
  const screen = visibleScreen(page)
  await screen.getByRole('combobox', { name: 'Send to' }).selectOption(webhookId)
  await expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toBeHidden()
  await screen.getByRole('textbox', { name: 'Message', exact: true }).fill(content)
  await screen.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(screen.getByRole('status', { name: 'Message sent' })).toBeVisible()
  return (await screen.getByTestId('message-id').textContent()) ?? ''
}

/** A new vault with one webhook saved under `label`, and `content` sent to it; returns the message's id. */
async function sendToNewlySaved(
  page: Page,
  hook: { id: string; url: string },
  label: string,
  content: string,
): Promise<string> {
  await createVault(page)
  await addWebhook(page, hook.url, label)
  return sendToSaved(page, hook.id, content)
}

test.describe('history: every send, reopened to edit, duplicate or delete', () => {
  test('HIST-001 a send to a saved webhook appears in history; Edit shows the diff, then PATCHes', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    const messageId = await sendToNewlySaved(app, general, 'General chatter', 'Launch at 5pm')
    const post = emulator.control.journal({ route: 'executeWebhook' })
    expect(post).toHaveLength(1)
    expect(post[0]?.path).toContain(`/webhooks/${general.id}/`)

    await openScreen(app, 'History')
    const row = visibleScreen(app).getByRole('listitem', { name: 'General chatter: Launch at 5pm' })
    await expect(row.locator('[data-status]')).toHaveText('Sent')
    await expect(row).toContainText(messageId)

    await row.getByRole('button', { name: `Edit message ${messageId}` }).click()
    const composer = visibleScreen(app)
    await expect(composer.getByRole('heading', { level: 1, name: 'Composer' })).toBeVisible()
    await expect(composer.getByRole('status', { name: 'Edit mode' })).toContainText(
      `Editing message ${messageId}`,
    )
    // An edit goes through the webhook that sent the message: "Send to" says so and cannot change.
    const sendTo = composer.getByRole('combobox', { name: 'Send to' })
    await expect(sendTo).toHaveValue(general.id)
    await expect(sendTo).toBeDisabled()
    await expect(sendTo).toHaveAccessibleDescription(/webhook that sent the message/)
    const content = composer.getByRole('textbox', { name: 'Message', exact: true })
    await expect(content).toHaveValue('Launch at 5pm')
    await content.fill('Launch at 6pm')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()

    const dialog = app.getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
    const changes = dialog.getByRole('list', { name: 'What changes' })
    await expect(changes).toContainText('content')
    await expect(changes).toContainText('Launch at 5pm')
    await expect(changes).toContainText('Launch at 6pm')
    expect(emulator.control.journal().filter((entry) => entry.method === 'PATCH')).toHaveLength(0)
    await dialog.getByRole('button', { name: 'Save edit' }).click()

    await expect(dialog).toBeHidden()
    await expect(composer.getByRole('status', { name: 'Message edited' })).toBeVisible()
    const patches = emulator.control.journal().filter((entry) => entry.method === 'PATCH')
    expect(patches).toHaveLength(1)
    expect(patches[0]?.path).toContain(`/messages/${messageId}`)
    expect(patches[0]?.body).toMatchObject({ content: 'Launch at 6pm' })

    await openScreen(app, 'History')
    const edited = visibleScreen(app).getByRole('listitem', { name: 'General chatter: Launch at 6pm' })
    await expect(edited.locator('[data-status]')).toHaveText('Edited')
    await expectNoSecrets(app, emulator)
  })

  test('HIST-002 deletes a sent message from Discord after a confirmation and marks the entry', async ({
    app,
    emulator,
  }) => {
    const { announcements } = emulator.demo.webhooks
    const messageId = await sendToNewlySaved(app, announcements, 'News desk', 'Typo in here')

    await openScreen(app, 'History')
    const row = visibleScreen(app).getByRole('listitem', { name: 'News desk: Typo in here' })
    await row.getByRole('button', { name: `Delete from Discord: message ${messageId}` }).click()
    const dialog = app.getByRole('dialog', { name: 'Delete this message from Discord?' })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Delete message' }).click()

    await expect(dialog).toBeHidden()
    await expect(row.locator('[data-status]')).toHaveText('Deleted')
    const deletes = emulator.control.journal().filter((entry) => entry.method === 'DELETE')
    expect(deletes).toHaveLength(1)
    expect(deletes[0]?.path).toContain(`/messages/${messageId}`)
    expect(emulator.control.messages({ webhookId: announcements.id }).map((m) => m.id)).not.toContain(
      messageId,
    )
    await expect(row.getByRole('button', { name: `Edit message ${messageId}` })).toBeDisabled()
  })

  test('HIST-003 loads a message by its link, filters per webhook and searches; Duplicate starts a draft', async ({
    app,
    emulator,
  }) => {
    const { general, news } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await addWebhook(app, news.url, 'Newsroom')
    await sendToSaved(app, news.id, 'Weekly digest')
    // A message the webhook sent before Herald knew it.
    const response = await fetch(`${general.url}?wait=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'Sent from elsewhere' }),
    })
    const older = (await response.json()) as { id: string; channel_id: string }

    await openScreen(app, 'History')
    const screen = visibleScreen(app)
    const load = screen.getByRole('form', { name: 'Load a message by link' })
    await load.getByRole('combobox', { name: 'Webhook' }).selectOption(general.id)
    await load
      .getByRole('textbox', { name: 'Message link or id' })
      .fill(`https://discord.com/channels/${emulator.demo.guild.id}/${older.channel_id}/${older.id}`)
    await load.getByRole('button', { name: 'Load message' }).click()
    const loaded = screen.getByRole('listitem', { name: 'General chatter: Sent from elsewhere' })
    await expect(loaded.locator('[data-status]')).toHaveText('Loaded')

    const entries = screen.getByRole('list', { name: 'Sent messages' }).getByRole('listitem')
    await expect(entries).toHaveCount(2)
    await screen.getByRole('combobox', { name: 'Show' }).selectOption(`webhook:${news.id}`)
    await expect(entries).toHaveCount(1)
    await expect(entries.first()).toContainText('Weekly digest')
    await screen.getByRole('combobox', { name: 'Show' }).selectOption('all')
    await screen.getByRole('searchbox', { name: 'Search the history' }).fill('elsewhere')
    await expect(entries).toHaveCount(1)
    await expect(entries.first()).toContainText('Sent from elsewhere')

    await entries
      .first()
      .getByRole('button', { name: /^Duplicate message/ })
      .click()
    const composer = visibleScreen(app)
    await expect(composer.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Sent from elsewhere',
    )
    await expect(composer.getByRole('combobox', { name: 'Send to' })).toHaveValue(general.id)
    await expect(composer.getByRole('status', { name: 'Edit mode' })).toHaveCount(0)
  })

  test('HIST-004 Escape closes the diff without editing; a locked vault is explained and the text kept', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    const messageId = await sendToNewlySaved(app, general, 'General chatter', 'First draft')
    await openScreen(app, 'History')
    await visibleScreen(app)
      .getByRole('button', { name: `Edit message ${messageId}` })
      .click()
    const composer = visibleScreen(app)
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Second draft')
    const review = composer.getByRole('button', { name: 'Send', exact: true })
    await review.click()
    const dialog = app.getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
    await expect(dialog).toBeVisible()
    await app.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(review).toBeFocused()
    expect(emulator.control.journal().filter((entry) => entry.method === 'PATCH')).toHaveLength(0)
    await composer.getByRole('button', { name: 'Send as a new message' }).click()
    await expect(composer.getByRole('status', { name: 'Edit mode' })).toHaveCount(0)

    await openScreen(app, 'Settings')
    await visibleScreen(app).getByRole('button', { name: 'Lock now' }).click()
    await openScreen(app, 'Composer')
    await composer.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent while locked')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(composer.getByRole('alert')).toContainText('The vault is locked')
    await expect(composer.locator('[data-error-kind]')).toHaveAttribute('data-error-kind', 'vaultLocked')
    await expect(composer.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Sent while locked',
    )
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)

    // Unlocked right there, without leaving the composer, and sent.
    const unlock = composer.getByRole('form', { name: 'Unlock the vault' })
    await unlock.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await unlock.getByRole('button', { name: 'Unlock' }).click()
    await expect(unlock).toBeHidden()
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(2)
  })

  test('HIST-005 the per-channel view shows every webhook of that channel, and only that channel', async ({
    app,
    emulator,
  }) => {
    const { general, appOwned, news } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await addWebhook(app, appOwned.url, 'Bot hook')
    await addWebhook(app, news.url, 'Newsroom')
    await app
      .getByRole('region', { name: `Channel Channel ${emulator.demo.channels.general}` })
      .getByRole('button', { name: /^Rename channel / })
      .click()
    const channelName = visibleScreen(app).getByRole('textbox', { name: /New name for channel/ })
    await channelName.fill('general')
    await channelName.press('Enter')
    await sendToSaved(app, general.id, 'Hello from general')
    await sendToSaved(app, appOwned.id, 'Bot says hi')
    await sendToSaved(app, news.id, 'Weekly digest')

    await openScreen(app, 'History')
    const screen = visibleScreen(app)
    const entries = screen.getByRole('list', { name: 'Sent messages' }).getByRole('listitem')
    await expect(entries).toHaveCount(3)
    const show = screen.getByRole('combobox', { name: 'Show' })
    // The channel is offered under the name the user gave it.
    await expect(show.getByRole('option', { name: /general/ }).last()).toHaveAttribute(
      'value',
      `channel:${emulator.demo.channels.general}`,
    )
    await show.selectOption(`channel:${emulator.demo.channels.general}`)
    await expect(entries).toHaveCount(2)
    await expect(screen.getByRole('listitem', { name: 'General chatter: Hello from general' })).toBeVisible()
    await expect(screen.getByRole('listitem', { name: 'Bot hook: Bot says hi' })).toBeVisible()

    await show.selectOption(`channel:${emulator.demo.channels.news}`)
    await expect(entries).toHaveCount(1)
    await expect(entries.first()).toContainText('Weekly digest')

    // The search works inside a channel's view.
    await show.selectOption(`channel:${emulator.demo.channels.general}`)
    await screen.getByRole('searchbox', { name: 'Search the history' }).fill('bot says')
    await expect(entries).toHaveCount(1)
    await expect(entries.first()).toContainText('Bot says hi')
  })

  test('HIST-006 the composer keeps the saved webhook last sent to, also after a restart of the page', async ({
    app,
    emulator,
  }) => {
    const { general, news } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    await addWebhook(app, news.url, 'Newsroom')
    await sendToSaved(app, news.id, 'Weekly digest')

    await app.reload()
    await openScreen(app, 'Composer')
    const composer = visibleScreen(app)
    await expect(composer.getByRole('combobox', { name: 'Send to' })).toHaveValue(news.id)
    await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
    // The next message goes to the same place.
    await composer.getByRole('button', { name: 'New draft' }).click()
    await expect(composer.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
    await expect(composer.getByRole('combobox', { name: 'Send to' })).toHaveValue(news.id)
  })

  test('HIST-007 a sent message opens beside the list in the Discord preview, earlier versions too', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    const messageId = await sendToNewlySaved(
      app,
      general,
      'General chatter',
      '# Launch\n**Bold** and ||a secret||',
    )

    await openScreen(app, 'History')
    const screen = visibleScreen(app)
    const previewButton = screen.getByRole('button', { name: `Preview message ${messageId}` })
    await previewButton.click()
    await expect(previewButton).toHaveAttribute('aria-pressed', 'true')
    const preview = screen.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('heading', { level: 1, name: 'Launch' })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('Bold')
    await expect(preview.getByText('App', { exact: true })).toBeVisible()
    const spoiler = preview.getByRole('button', { name: 'Reveal spoiler' })
    await spoiler.press('Enter')
    await expect(spoiler).toHaveCount(0)
    await expect(preview.getByText('a secret')).toBeVisible()

    // Edit it, then the preview offers the version before the edit.
    await screen.getByRole('button', { name: `Edit message ${messageId}` }).click()
    const composer = visibleScreen(app)
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('# Launch moved')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await app
      .getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
      .getByRole('button', { name: 'Save edit' })
      .click()
    await expect(composer.getByRole('status', { name: 'Message edited' })).toBeVisible()

    await openScreen(app, 'History')
    await expect(preview.getByRole('heading', { level: 1, name: 'Launch moved' })).toBeVisible()
    const version = screen.getByRole('combobox', { name: 'Version' })
    await version.selectOption({ index: 1 })
    await expect(preview.getByRole('heading', { level: 1, name: 'Launch' })).toBeVisible()
    await screen.getByRole('button', { name: 'Close the preview' }).click()
    await expect(preview).toHaveCount(0)
    await expectNoSecrets(app, emulator)
  })
})
