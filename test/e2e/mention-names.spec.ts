import type { Locator, Page } from '@playwright/test'
import type { ImageServer } from '../support/imageServer'
import { startImageServer } from '../support/imageServer'
import { expect, test as base, startTestHost } from './fixtures'
import { addBotToken, addWebhook, createVault, expectNoSecrets, openScreen, visibleScreen } from './libraryUi'
import { lookAt } from './looks'

// Issue 20, item 6: mentions and emoji by name with the demo bot token against the emulator. A local
// image server stands in for Discord's CDN (as in preview-web-images.spec.ts) so server emoji draw.
const test = base.extend<{ web: ImageServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  web: async ({}, use) => {
    const server = await startImageServer()
    await use(server)
    await server.close()
  },
  host: async ({ emulator, dataDir, web }, use) => {
    const host = await startTestHost(emulator, dataDir, {
      mediaTestServer: { origin: web.origin, standsInFor: ['https://cdn.discordapp.com'] },
    })
    await use(host)
    await host.close()
  },
})

const message = (page: Page) => visibleScreen(page).getByRole('textbox', { name: 'Message', exact: true })
const mentionDialog = (page: Page) => page.getByRole('dialog', { name: 'Insert mention' })

/** A saved webhook of the demo server as the draft's target, optionally with the demo bot token saved. */
async function targetGeneral(
  page: Page,
  hook: { url: string; id: string; token: string },
  botToken?: string,
) {
  await createVault(page)
  if (botToken) await addBotToken(page, botToken)
  await addWebhook(page, hook.url, 'General')
  await openScreen(page, 'Composer')
  await visibleScreen(page)
    .getByRole('combobox', { name: 'Send to' })
    .selectOption({ label: `General · …/webhooks/${hook.id}/••••${hook.token.slice(-4)}` })
}

/** Opens Insert mention on `kind` and types part of a name into its picker. */
async function typeName(page: Page, kind: 'User' | 'Role' | 'Channel', text: string): Promise<Locator> {
  await visibleScreen(page).getByRole('button', { name: 'Insert mention' }).click()
  const dialog = mentionDialog(page)
  await dialog.getByRole('radio', { name: kind }).check()
  const picker = dialog.getByRole('combobox', { name: kind === 'User' ? 'Member' : kind })
  await picker.fill(text)
  return picker
}

test('NAMES-001 inserts a role, a channel and a member by name; the preview names them; server emoji insert <:name:id>', async ({
  app,
  emulator,
  web,
}, testInfo) => {
  test.setTimeout(120_000)
  const { demo } = emulator
  await targetGeneral(app, demo.webhooks.general, demo.application.botToken)
  await message(app).fill('Hello ')

  // Insert with no name picked says so at the picker and inserts nothing.
  await visibleScreen(app).getByRole('button', { name: 'Insert mention' }).click()
  await mentionDialog(app).getByRole('radio', { name: 'Role' }).check()
  await mentionDialog(app).getByRole('button', { name: 'Insert', exact: true }).click()
  const unpicked = mentionDialog(app).getByRole('combobox', { name: 'Role' })
  await expect(unpicked).toHaveAttribute('aria-invalid', 'true')
  await expect(unpicked).toHaveAccessibleDescription('Pick a role from the list, or enter an id instead.')
  await expect(unpicked).toBeFocused()
  await mentionDialog(app).getByRole('button', { name: 'Cancel' }).click()
  await expect(message(app)).toHaveValue('Hello ')

  // A role: part of its name, Enter picks the highlighted one, Enter again inserts it.
  const role = await typeName(app, 'Role', 'mod')
  const roles = mentionDialog(app).getByRole('listbox', { name: 'Role' })
  await expect(roles.getByRole('option')).toHaveText(['@Moderators'])
  await expect(role).toHaveAttribute('aria-expanded', 'true')
  await lookAt(app, testInfo, 'mention-role-picker')
  await role.press('Enter')
  await expect(mentionDialog(app)).toContainText(`Inserts <@&${demo.roles.moderators}>`)
  await role.press('Enter')
  await expect(mentionDialog(app)).toBeHidden()
  await expect(message(app)).toHaveValue(`Hello <@&${demo.roles.moderators}>`)

  // A channel: "ne" starts #news and is inside #general; Down moves to the second.
  const channel = await typeName(app, 'Channel', 'ne')
  const channels = mentionDialog(app).getByRole('listbox', { name: 'Channel' })
  await expect(channels.getByRole('option')).toHaveText([/^#news/, /^#general/])
  await expect(channels.getByRole('option', { name: /#news/ })).toHaveAttribute('aria-selected', 'true')
  await channel.press('ArrowDown')
  await expect(channels.getByRole('option', { name: /#general/ })).toHaveAttribute('aria-selected', 'true')
  await channel.press('Enter')
  await expect(channel).toHaveValue('#general')
  await mentionDialog(app).getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(message(app)).toHaveValue(`Hello <@&${demo.roles.moderators}><#${demo.channels.general}>`)

  // A member by the start of her nickname; the list shows the display name and the username.
  const member = await typeName(app, 'User', 'adm')
  const members = mentionDialog(app).getByRole('listbox', { name: 'Member' })
  await expect(members.getByRole('option')).toHaveText(['Admiral @grace_hopper'])
  await lookAt(app, testInfo, 'mention-member-picker')
  await member.press('Enter')
  await member.press('Enter')
  await expect(message(app)).toHaveValue(
    `Hello <@&${demo.roles.moderators}><#${demo.channels.general}><@${demo.members.grace}>`,
  )

  const preview = visibleScreen(app).getByRole('region', { name: 'Preview' }).last()
  await expect(preview).toContainText('Hello @Moderators#general@Admiral')
  await expect(preview.locator('.md-mention__swatch')).toHaveCSS('background-color', 'rgb(46, 204, 113)')

  // The server's own emoji come first in the emoji dialog, drawn from the CDN through the services.
  await visibleScreen(app).getByRole('button', { name: 'Insert emoji' }).click()
  const emojiDialog = app.getByRole('dialog', { name: 'Insert emoji' })
  await expect(emojiDialog.getByRole('heading', { name: 'Server' })).toBeVisible()
  await emojiDialog.getByRole('textbox', { name: 'Emoji name' }).fill('wave')
  const wave = emojiDialog.getByRole('button', { name: ':herald_wave: (server emoji)' })
  await expect(wave.locator('img')).toBeVisible()
  await lookAt(app, testInfo, 'emoji-server-group')
  await wave.click()
  await expect(message(app)).toHaveValue(
    `Hello <@&${demo.roles.moderators}><#${demo.channels.general}><@${demo.members.grace}><:herald_wave:${demo.emojis.wave}>`,
  )
  await expect(preview.getByRole('img', { name: ':herald_wave:' })).toBeVisible()
  expect(web.requests).toContain(`/emojis/${demo.emojis.wave}.webp`)
  await app.setViewportSize({ width: 1024, height: 700 })
  await app.screenshot({ path: testInfo.outputPath('names-1024.png') })
  await expectNoSecrets(app, emulator)
})

test('NAMES-002 without a bot token the id field stays, with a hint saying what names need', async ({
  app,
  emulator,
}) => {
  await targetGeneral(app, emulator.demo.webhooks.general)
  await visibleScreen(app).getByRole('button', { name: 'Insert mention' }).click()
  await mentionDialog(app).getByRole('radio', { name: 'Role' }).check()
  const id = mentionDialog(app).getByRole('textbox', { name: 'Role id' })
  await expect(id).toBeVisible()
  await expect(id).toHaveAccessibleDescription(/Save a bot token of this server/)
  await expect(mentionDialog(app).getByRole('combobox')).toHaveCount(0)
})

test('NAMES-003 a bot without the Server Members intent: members fall back to the id, saying why', async ({
  app,
  emulator,
}, testInfo) => {
  const snapshot = await emulator.control.snapshot()
  for (const application of snapshot.applications)
    if (application.id === emulator.demo.application.id) application.guildMembersIntent = false
  await emulator.control.load(snapshot)
  await targetGeneral(app, emulator.demo.webhooks.general, emulator.demo.application.botToken)
  await typeName(app, 'User', 'ada')
  const id = mentionDialog(app).getByRole('textbox', { name: 'User id' })
  await expect(id).toBeVisible()
  await expect(id).toHaveAccessibleDescription(/Server Members Intent/)
  await expect(id).toBeFocused()
  await lookAt(app, testInfo, 'mention-no-intent')
  // Roles still come by name: only member search needs the intent.
  await mentionDialog(app).getByRole('radio', { name: 'Role' }).check()
  await expect(mentionDialog(app).getByRole('combobox', { name: 'Role' })).toBeVisible()
})

test('NAMES-004 the Pings id lists add roles and members by name and name what they list', async ({
  app,
  emulator,
}, testInfo) => {
  const { demo } = emulator
  await targetGeneral(app, demo.webhooks.general, demo.application.botToken)
  const screen = visibleScreen(app)
  const roleIds = screen.getByRole('textbox', { name: 'Roles that may be pinged' })
  const addRole = screen.getByRole('combobox', { name: 'Add a role by name' })
  await addRole.fill('ping')
  await expect(screen.getByRole('listbox', { name: 'Add a role by name' }).getByRole('option')).toHaveText([
    '@Announcements Ping',
  ])
  await addRole.press('Enter')
  await expect(roleIds).toHaveValue(demo.roles.announcementsPing)
  await expect(screen.getByText('Listed: Announcements Ping.')).toBeVisible()
  await expect(addRole).toHaveValue('')

  const userIds = screen.getByRole('textbox', { name: 'Users that may be pinged' })
  const addMember = screen.getByRole('combobox', { name: 'Add a member by name' })
  await addMember.fill('ada')
  await expect(screen.getByRole('listbox', { name: 'Add a member by name' }).getByRole('option')).toHaveText([
    'Ada Lovelace @ada_lovelace',
  ])
  await lookAt(app, testInfo, 'pings-member-picker')
  await addMember.press('Enter')
  await expect(userIds).toHaveValue(demo.members.ada)
  await expect(screen.getByText('Listed: Ada Lovelace.')).toBeVisible()
})
