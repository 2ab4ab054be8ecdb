import { expect, test } from './fixtures'
import { addBotToken, addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'
import { lookAt } from './looks'

test.describe('names instead of ids: servers and channels as Discord or the user names them', () => {
  test('NAMES-001 a saved bot token of the server names it and its channels everywhere', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    const { guild, channels, application } = emulator.demo
    await createVault(app)
    await addBotToken(app, application.botToken)
    await addWebhook(app, general.url, 'General chatter')

    const screen = visibleScreen(app)
    const added = screen.getByRole('status', { name: 'Webhook added' })
    await expect(added).toContainText('#general')
    await expect(added).toContainText('Herald Sandbox')
    await expect(added.getByRole('form', { name: 'Name its channel and server' })).toHaveCount(0)
    const server = screen.getByRole('region', { name: 'Server Herald Sandbox' })
    await expect(server.getByRole('region', { name: 'Channel general' })).toBeVisible()
    await expect(screen.getByText(`Server ${guild.id}`)).toHaveCount(0)
    await expect(screen.getByText(/#Channel \d/)).toHaveCount(0)
    // Read with the bot token, as Discord answers a member of the server.
    const reads = emulator.control.journal({ route: 'getGuild' })
    expect(reads.length).toBeGreaterThan(0)
    expect(reads[0]?.path).toContain(`/guilds/${guild.id}`)
    expect(reads[0]?.headers.authorization).toBe(`Bot ${application.botToken}`)
    expect(emulator.control.journal({ route: 'listGuildChannels' }).length).toBeGreaterThan(0)

    // The bot tools offer the server's channels by name; a chosen one is named under the box.
    const tools = screen.getByRole('form', { name: 'Choose a channel' })
    const picker = tools.getByRole('combobox', { name: 'Channel', exact: true })
    const offered = await tools
      .locator('datalist option')
      .evaluateAll((options) =>
        options.map((option) => `${option.getAttribute('value')} ${option.getAttribute('label')}`),
      )
    expect(offered).toEqual(
      expect.arrayContaining([
        `${channels.announcements} #announcements (Herald Sandbox)`,
        `${channels.forum} #forum (Herald Sandbox)`,
      ]),
    )
    await picker.fill(channels.announcements)
    await expect(tools).toContainText('#announcements in Herald Sandbox')
    await tools.getByRole('button', { name: 'List webhooks' }).click()
    await expect(
      screen.getByRole('list', { name: `Webhooks of channel ${channels.announcements}` }),
    ).toBeVisible()
    await expect(screen.getByRole('textbox', { name: 'New webhook in #announcements' })).toBeVisible()

    // Refresh on demand says what it did.
    await screen.getByRole('button', { name: 'Refresh names' }).click()
    await expect(screen.getByRole('status', { name: 'Names read for 1 server' })).toBeVisible()
    await lookAt(app, testInfo, 'library-named')

    // The composer's "Message sent" and the history row name the channel.
    await openScreen(app, 'Composer')
    const composer = visibleScreen(app)
    await composer.getByRole('combobox', { name: 'Send to' }).selectOption(general.id)
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello, names')
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    const sent = composer.getByRole('status', { name: 'Message sent' })
    await expect(sent).toContainText('Posted in #general at')
    await openScreen(app, 'History')
    await expect(
      visibleScreen(app).getByRole('listitem', { name: 'General chatter: Hello, names' }),
    ).toContainText('#general')
  })

  test('NAMES-002 without a bot token of the server, adding a webhook asks for the names, proposing its own', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    await createVault(app)
    await addWebhook(app, general.url, 'General chatter')
    const screen = visibleScreen(app)
    const form = screen.getByRole('form', { name: 'Name its channel and server' })
    await expect(form.getByRole('textbox', { name: 'Channel name' })).toHaveValue('General Hook')
    await expect(form.getByRole('textbox', { name: 'Server name' })).toHaveValue('')
    await lookAt(app, testInfo, 'name-places')

    await form.getByRole('textbox', { name: 'Channel name' }).fill('general')
    await form.getByRole('textbox', { name: 'Server name' }).fill('My sandbox')
    await form.getByRole('button', { name: 'Save names' }).click()
    await expect(form).toHaveCount(0)
    const server = screen.getByRole('region', { name: 'Server My sandbox' })
    await expect(server.getByRole('region', { name: 'Channel general' })).toBeVisible()

    // A bot token added later names what nobody named, and keeps what the user chose.
    await addBotToken(app, emulator.demo.application.botToken)
    await expect(screen.getByRole('region', { name: 'Server My sandbox' })).toBeVisible()
    await expect(screen.getByRole('region', { name: 'Server Herald Sandbox' })).toHaveCount(0)
  })
})
