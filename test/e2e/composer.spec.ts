import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addBotToken, addWebhook, createVault, openScreen, visibleScreen } from './libraryUi'

// Issue 8's whole round: a message built with every control of the composer survives a reload and
// reaches Discord exactly as built, once.

/** A 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)
const ROLE = '700000000000000001'
const USER = '800000000000000001'
const CONTENT = `**Version 2.0** is out <@&${ROLE}> <@${USER}>`

function box(page: Page, name: string) {
  return visibleScreen(page).getByRole('textbox', { name, exact: true })
}

/** Every control the message uses, filled (the target and files are set before). */
async function fillEverything(page: Page) {
  const screen = visibleScreen(page)
  await box(page, 'Username').fill('Release bot')
  await box(page, 'Avatar URL').fill('https://cdn.discordapp.com/embed/avatars/1.png')
  await screen.getByRole('checkbox', { name: 'Silent message' }).check()

  await screen.getByRole('button', { name: 'Add embed' }).click()
  await box(page, 'Embed 1 title').fill('Herald 2.0')
  await box(page, 'Embed 1 URL').fill('https://example.com/herald')
  await box(page, 'Embed 1 description').fill('Drafts that survive anything.')
  await box(page, 'Embed 1 colour').fill('#5865f2')
  await box(page, 'Embed 1 author name').fill('The Herald team')
  await box(page, 'Embed 1 author URL').fill('https://example.com/team')
  await box(page, 'Embed 1 author icon URL').fill('https://cdn.discordapp.com/embed/avatars/2.png')
  await box(page, 'Embed 1 footer text').fill('Released today')
  await box(page, 'Embed 1 footer icon URL').fill('https://cdn.discordapp.com/embed/avatars/3.png')
  await box(page, 'Embed 1 timestamp').fill('2026-11-23T10:30')
  await box(page, 'Embed 1 thumbnail URL').fill('https://cdn.discordapp.com/embed/avatars/4.png')
  await screen.getByRole('button', { name: 'Add field to embed 1' }).click()
  await box(page, 'Embed 1 field 1 name').fill('Drafts')
  await box(page, 'Embed 1 field 1 value').fill('Saved as you type')
  await screen.getByRole('checkbox', { name: 'Embed 1 field 1 inline' }).check()
  await screen.getByRole('button', { name: 'Add field to embed 1' }).click()
  await box(page, 'Embed 1 field 2 name').fill('Files')
  await box(page, 'Embed 1 field 2 value').fill('Up to ten')

  await screen.getByRole('checkbox', { name: 'Ping roles' }).check()
  await box(page, 'Users that may be pinged').fill(USER)
}

test.describe('composer: a whole message, end to end', () => {
  test('COMP-001 every control, a limit crossed, two files, a forum post: the emulator receives exactly that, once', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { forum } = emulator.demo.webhooks
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    await addWebhook(app, forum.url, 'Forum poster')
    await openScreen(app, 'Composer')
    const screen = visibleScreen(app)
    const send = screen.getByRole('button', { name: 'Send', exact: true })

    await screen
      .getByRole('combobox', { name: 'Send to' })
      .selectOption({ label: `Forum poster · …/webhooks/${forum.id}/••••${forum.token.slice(-4)}` })
    await box(app, 'Thread name').fill('Herald 2.0 release')
    const tag = emulator.demo.forumTags[0]!
    await screen.getByRole('group', { name: 'Forum tags' }).getByRole('checkbox', { name: tag.name }).check()

    // A counter crosses its limit: Send is disabled, and the reason says why and leads to the field.
    const content = box(app, 'Message')
    await content.fill('x'.repeat(2001))
    await expect(send).toBeDisabled()
    const reason = screen.locator('.send-problems').getByRole('link', { name: /2000/ })
    await expect(reason).toBeVisible()
    await reason.click()
    await expect(content).toBeFocused()
    await content.fill(CONTENT)

    await screen.locator('input[type="file"]').setInputFiles([
      { name: 'banner.png', mimeType: 'image/png', buffer: PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('release notes\n') },
    ])
    await expect(screen.getByRole('list', { name: 'Attachments' }).getByRole('listitem')).toHaveCount(2)
    await fillEverything(app)
    await screen.getByRole('button', { name: 'Use file 1 as embed image' }).click()
    await expect(box(app, 'Embed 1 image URL')).toHaveValue('attachment://banner.png')
    await box(app, 'File 2 description').fill('The notes as text')
    await screen.getByRole('checkbox', { name: 'File 2 spoiler' }).check()

    // Reload mid-draft: every field and file is there again.
    await expect(screen.getByRole('status', { name: 'Save state' })).toHaveText('Saved')
    await app.reload()
    await expect(app.getByRole('heading', { name: 'Composer' })).toBeVisible()
    await expect(box(app, 'Message')).toHaveValue(CONTENT)
    await expect(box(app, 'Thread name')).toHaveValue('Herald 2.0 release')
    await expect(box(app, 'Embed 1 title')).toHaveValue('Herald 2.0')
    await expect(box(app, 'Embed 1 field 2 value')).toHaveValue('Up to ten')
    await expect(box(app, 'Embed 1 image URL')).toHaveValue('attachment://banner.png')
    await expect(box(app, 'File 1 name')).toHaveValue('banner.png')
    await expect(box(app, 'File 2 description')).toHaveValue('The notes as text')
    await expect(box(app, 'Users that may be pinged')).toHaveValue(USER)
    await expect(visibleScreen(app).getByRole('checkbox', { name: 'Silent message' })).toBeChecked()

    // The warning beside Send names whom the message will ping.
    await expect(visibleScreen(app).getByRole('note', { name: 'Pings' })).toContainText(ROLE)
    await expect(visibleScreen(app).getByRole('note', { name: 'Pings' })).toContainText(USER)
    await expectAccessible(app, testInfo, 'composer-full')

    await visibleScreen(app).getByRole('button', { name: 'Send', exact: true }).click()
    await expect(visibleScreen(app).getByRole('status', { name: 'Message sent' })).toBeVisible()

    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    const post = posts[0]!
    expect(post.status).toBe(200)
    expect(post.query).toMatchObject({ wait: 'true' })
    expect(post.files.map((file) => [file.filename, file.size])).toEqual([
      ['banner.png', PNG.length],
      ['SPOILER_notes.txt', 'release notes\n'.length],
    ])
    expect(post.body).toEqual({
      content: CONTENT,
      username: 'Release bot',
      avatar_url: 'https://cdn.discordapp.com/embed/avatars/1.png',
      flags: 4096,
      thread_name: 'Herald 2.0 release',
      applied_tags: [tag.id],
      allowed_mentions: { parse: ['roles'], users: [USER] },
      embeds: [
        {
          title: 'Herald 2.0',
          url: 'https://example.com/herald',
          description: 'Drafts that survive anything.',
          color: 0x5865f2,
          author: {
            name: 'The Herald team',
            url: 'https://example.com/team',
            icon_url: 'https://cdn.discordapp.com/embed/avatars/2.png',
          },
          footer: { text: 'Released today', icon_url: 'https://cdn.discordapp.com/embed/avatars/3.png' },
          timestamp: expect.stringMatching(/^2026-11-23T\d\d:30:00(\.000)?Z$/),
          thumbnail: { url: 'https://cdn.discordapp.com/embed/avatars/4.png' },
          image: { url: 'attachment://banner.png' },
          fields: [
            { name: 'Drafts', value: 'Saved as you type', inline: true },
            { name: 'Files', value: 'Up to ten', inline: false },
          ],
        },
      ],
      attachments: [
        { id: 0, filename: 'banner.png' },
        { id: 1, filename: 'SPOILER_notes.txt', description: 'The notes as text', is_spoiler: true },
      ],
    })
    // A new post in the forum: the message lives in the thread Discord created for it.
    const stored = emulator.control.messages({ webhookId: forum.id })
    expect(stored).toHaveLength(1)
  })
})
