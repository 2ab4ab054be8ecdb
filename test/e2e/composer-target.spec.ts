import type { Page } from '@playwright/test'
import type { RunningHost } from '@host'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addBotToken, addWebhook, createVault, openScreen, PASSPHRASE, visibleScreen } from './libraryUi'

/** The composer's target part: "Send to", the card that shows where Send goes, and the thread. */
function target(page: Page) {
  const screen = visibleScreen(page)
  return {
    sendTo: screen.getByRole('combobox', { name: 'Send to' }),
    url: screen.getByRole('textbox', { name: 'Webhook URL' }),
    card: screen.getByRole('region', { name: 'Send goes to' }),
    threadName: screen.getByRole('textbox', { name: 'Thread name' }),
    existingThread: screen.getByRole('textbox', { name: 'Existing thread' }),
    tags: screen.getByRole('group', { name: 'Forum tags' }),
  }
}

/** The open draft as the services hold it, read over the host's own RPC route. */
async function openDraft(host: RunningHost): Promise<{ messages: { data: Record<string, unknown> }[] }> {
  const call = async (method: string, input: object) => {
    const response = await fetch(`${host.origin}/rpc/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-herald-token': host.token },
      body: JSON.stringify(input),
    })
    return ((await response.json()) as { value: Record<string, unknown> }).value
  }
  const { openId } = (await call('drafts.list', {})) as { openId: string }
  return (await call('drafts.get', { id: openId })).draft as { messages: { data: Record<string, unknown> }[] }
}

/** A 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('composer: where Send goes', () => {
  test('TGT-001 the card follows renames in the library and says when the webhook is gone', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    const { guild, channels } = emulator.demo
    await createVault(app)
    await addWebhook(app, general.url, 'Release notes')
    await openScreen(app, 'Composer')
    const t = target(app)
    await t.sendTo.selectOption({
      label: `Release notes · …/webhooks/${general.id}/••••${general.token.slice(-4)}`,
    })
    await expect(t.card).toContainText('Release notes')
    await expect(t.card).toContainText(`#Channel ${channels.general}`)
    await expect(t.card).toContainText(`Server ${guild.id}`)
    await expect(t.card).toContainText(`…/webhooks/${general.id}/••••`)
    await expect(t.card).toContainText('Thread: In the channel itself')
    await expect(t.url).toHaveCount(0)

    await openScreen(app, 'Webhooks')
    const library = visibleScreen(app)
    await library.getByRole('button', { name: `Rename server Server ${guild.id}` }).click()
    await library.getByRole('textbox', { name: /New name for server/ }).fill('Launch HQ')
    await library.getByRole('textbox', { name: /New name for server/ }).press('Enter')
    await library.getByRole('button', { name: `Rename channel Channel ${channels.general}` }).click()
    await library.getByRole('textbox', { name: /New name for channel/ }).fill('town-square')
    await library.getByRole('textbox', { name: /New name for channel/ }).press('Enter')
    await expect(library.getByRole('region', { name: 'Channel town-square' })).toBeVisible()

    await openScreen(app, 'Composer')
    await expect(t.sendTo).toHaveValue(general.id)
    await expect(t.card).toContainText('#town-square')
    await expect(t.card).toContainText('Launch HQ')
    await expect(t.card).toContainText('Release notes')
    await expect(t.card).not.toContainText('Send is blocked')
    await expect(t.url).toHaveCount(0)

    await openScreen(app, 'Webhooks')
    await visibleScreen(app).getByRole('button', { name: 'Remove Release notes from the library' }).click()
    await app.getByRole('dialog').getByRole('button', { name: 'Remove from library' }).click()
    await expect(visibleScreen(app).getByRole('listitem', { name: 'Release notes' })).toHaveCount(0)

    await openScreen(app, 'Composer')
    await expect(t.sendTo).toHaveValue(general.id)
    await expect(t.sendTo.locator('option:checked')).toHaveText(`Removed webhook ${general.id}`)
    await expect(t.card).toContainText('Send is blocked')
    await expect(t.card).toContainText('no longer in your library')
    await expect(t.card).toContainText('Release notes removed from the library')
    await expect(t.card).toContainText('#town-square')
    await expectAccessible(app, testInfo, 'composer-target-removed')
    await expect(t.url).toHaveCount(0)
  })

  test('TGT-002 a pasted URL is shown masked and kept in memory while there is no vault', async ({
    app,
    emulator,
  }) => {
    const { news } = emulator.demo.webhooks
    const t = target(app)
    await expect(t.sendTo).toHaveValue('')
    await expect(t.card).toContainText('Choose a saved webhook')
    await t.url.fill(news.url.slice(0, -10))
    await expect(t.url).toHaveAccessibleDescription(/looks wrong or cut off/)
    await expect(t.card).toContainText('Not chosen yet')
    await t.url.fill(news.url)
    await expect(app.getByText('The URL is kept only until you close Herald')).toBeVisible()
    await expect(t.card).toContainText(`…/webhooks/${news.id}/••••${news.token.slice(-4)}`)
    await expect(t.card).toContainText('Pasted URL, kept in memory only')
    await expect(t.card).not.toContainText('Send is blocked')
    expect(await app.evaluate(() => document.body.innerText)).not.toContain(news.token)
  })

  test('TGT-004 with the vault open a pasted URL is sealed, and the draft keeps it across a reload', async ({
    app,
    emulator,
  }) => {
    const { announcements } = emulator.demo.webhooks
    await createVault(app)
    await openScreen(app, 'Composer')
    const t = target(app)
    await t.url.fill(announcements.url)
    await expect(app.getByText('Sealed in the vault: the draft keeps only a reference')).toBeVisible()
    await expect(t.card).toContainText('Pasted URL, sealed in the vault')

    await app.reload()
    await expect(app.getByRole('heading', { name: 'Composer' })).toBeVisible()
    const after = target(app)
    await expect(after.url).toHaveValue('')
    await expect(after.card).toContainText(
      `…/webhooks/${announcements.id}/••••${announcements.token.slice(-4)}`,
    )
    await expect(after.card).toContainText('Pasted URL, sealed in the vault')
    await expect(after.card).not.toContainText('Send is blocked')
  })

  test('TGT-005 a URL pasted while the vault is locked is sealed once it is unlocked', async ({
    app,
    emulator,
  }) => {
    const { announcements } = emulator.demo.webhooks
    await createVault(app)
    await openScreen(app, 'Settings')
    await visibleScreen(app).getByRole('button', { name: 'Lock now' }).click()
    await expect(visibleScreen(app).getByTestId('vault-state')).toHaveText('Locked')
    await openScreen(app, 'Composer')
    const t = target(app)
    await t.url.fill(announcements.url)
    await expect(t.url).toHaveAccessibleDescription(/kept only until you close Herald; unlock the vault/)
    await expect(t.card).toContainText('Pasted URL, kept in memory only')

    await openScreen(app, 'Webhooks')
    const unlock = visibleScreen(app).getByRole('form', { name: 'Unlock the vault' })
    await unlock.getByLabel('Passphrase').fill(PASSPHRASE)
    await unlock.getByRole('button', { name: 'Unlock' }).click()
    await expect(unlock).toBeHidden()
    await openScreen(app, 'Composer')
    await expect(t.card).toContainText('Pasted URL, sealed in the vault')
  })

  test('TGT-003 a forum asks for a thread name and offers its tags; an existing thread replaces them', async ({
    app,
    emulator,
  }, testInfo) => {
    const { forum } = emulator.demo.webhooks
    await createVault(app)
    await addBotToken(app, emulator.demo.application.botToken)
    await addWebhook(app, forum.url, 'Forum poster')
    await openScreen(app, 'Composer')
    const t = target(app)
    await t.sendTo.selectOption({
      label: `Forum poster · …/webhooks/${forum.id}/••••${forum.token.slice(-4)}`,
    })

    await expect(t.threadName).toBeVisible()
    await expect(t.card).toContainText('forum channel: give the new post a thread name')
    await expect(t.tags.getByRole('checkbox')).toHaveCount(emulator.demo.forumTags.length)
    await t.threadName.fill('Version 2.0 is out')
    await expect(t.card).toContainText('New post “Version 2.0 is out”')
    await expect(t.card).not.toContainText('Send is blocked')
    await t.tags.getByRole('checkbox', { name: 'Release' }).check()
    await expect(t.tags).toContainText('1/5 tags')
    await expectAccessible(app, testInfo, 'composer-forum')

    await visibleScreen(app).getByRole('radio', { name: 'In an existing thread' }).check()
    const thread = emulator.demo.forumThread
    await t.existingThread.fill(
      `https://discord.com/channels/${emulator.demo.guild.id}/${emulator.demo.channels.forum}/${thread}`,
    )
    await expect(t.card).toContainText(`Into the existing thread ${thread}`)
    await expect(t.threadName).toHaveCount(0)
    await visibleScreen(app).getByRole('radio', { name: 'New post' }).check()
    // Choosing an existing thread cleared the new post's name: Discord refuses both.
    await expect(t.threadName).toHaveValue('')
  })
})

test.describe('composer: files', () => {
  test('FIL-001 attaches by picker and by drop, lists them with sizes, and reorders', async ({ app }) => {
    const screen = visibleScreen(app)
    await screen.locator('input[type="file"]').setInputFiles([
      { name: 'banner.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('release notes\n') },
    ])
    const list = screen.getByRole('list', { name: 'Attachments' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(list.getByRole('listitem').nth(0)).toContainText('2 KiB')
    await expect(list.getByRole('listitem').nth(1)).toContainText('14 B')
    await expect(screen.getByRole('textbox', { name: 'File 1 name' })).toHaveValue('banner.png')

    const dataTransfer = await app.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['x'.repeat(3000)], 'dropped.csv', { type: 'text/csv' }))
      return transfer
    })
    await app.dispatchEvent('.composer__editor', 'drop', { dataTransfer })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(screen.getByRole('textbox', { name: 'File 3 name' })).toHaveValue('dropped.csv')
    await expect(list.getByRole('listitem').nth(2)).toContainText('3 KiB')

    await screen.getByRole('button', { name: 'Move file 3 up' }).click()
    await expect(screen.getByRole('textbox', { name: 'File 2 name' })).toHaveValue('dropped.csv')
    // Dragging by keyboard: pick the row up by its handle, move it down one place, drop it.
    await screen.getByRole('button', { name: 'Drag file 1' }).focus()
    await app.keyboard.press('Space')
    await expect(app.getByText('Picked up banner.png, file 1 of 3.')).toBeAttached()
    const dragged = screen.getByRole('listitem', { name: /^File 1:/ })
    await expect(dragged).toHaveAttribute('data-dragging', 'true')
    await app.keyboard.press('ArrowDown')
    await expect(app.getByText('banner.png is over place 2 of 3.')).toBeAttached()
    await app.keyboard.press('Space')
    await expect(screen.getByRole('textbox', { name: 'File 1 name' })).toHaveValue('dropped.csv')
    await expect(screen.getByRole('textbox', { name: 'File 2 name' })).toHaveValue('banner.png')
    await screen.getByRole('button', { name: 'Move file 2 up' }).click()
    await screen.getByRole('button', { name: 'Remove file 1' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(screen.getByRole('textbox', { name: 'File 1 name' })).toHaveValue('dropped.csv')

    // The files are the draft's: a reload finds them again.
    await app.reload()
    await expect(
      visibleScreen(app).getByRole('list', { name: 'Attachments' }).getByRole('listitem'),
    ).toHaveCount(2)
  })

  test('FIL-002 a file over the target’s limit is flagged at its row', async ({
    app,
    emulator,
  }, testInfo) => {
    const { general } = emulator.demo.webhooks
    await target(app).url.fill(general.url)
    const screen = visibleScreen(app)
    await screen
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'video.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      ])
    const row = screen.getByRole('listitem', { name: 'File 1: video.mp4' })
    await expectAccessible(app, testInfo, 'composer-file-too-large')
    await expect(row).toContainText('video.mp4 is 10.1 MiB; this webhook’s server accepts files up to 10 MiB')
  })

  test('FIL-004 uses an image as the embed image, and a rename keeps the embed pointing at it', async ({
    app,
    host,
  }) => {
    const screen = visibleScreen(app)
    await screen
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'banner.png', mimeType: 'image/png', buffer: PNG }])
    await expect(screen.getByRole('img', { name: 'Preview of banner.png' })).toBeVisible()
    await screen.getByRole('button', { name: 'Use file 1 as embed image' }).click()
    const imageUrl = async () => {
      const embeds = (await openDraft(host)).messages[0]?.data.embeds as
        { image?: { url: string } }[] | undefined
      return embeds?.[0]?.image?.url
    }
    await expect.poll(imageUrl).toBe('attachment://banner.png')

    const name = screen.getByRole('textbox', { name: 'File 1 name' })
    await name.fill('launch hero')
    await name.press('Enter')
    await expect(name).toHaveValue('launch hero.png')
    await expect.poll(imageUrl).toBe('attachment://launch hero.png')
  })

  test('FIL-005 an image pasted into the editor is attached, with a name of its own', async ({ app }) => {
    const screen = visibleScreen(app)
    const paste = () =>
      app.evaluate(() => {
        const clipboardData = new DataTransfer()
        clipboardData.items.add(new File([new Uint8Array(600)], 'image.png', { type: 'image/png' }))
        document
          .querySelector('.composer__editor')!
          .dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true }))
      })
    await paste()
    await paste()
    const list = screen.getByRole('list', { name: 'Attachments' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(screen.getByRole('textbox', { name: 'File 1 name' })).toHaveValue('image.png')
    await expect(screen.getByRole('textbox', { name: 'File 2 name' })).toHaveValue('image-2.png')
  })

  test('FIL-003 a file on its way shows its bytes and can be cancelled; nothing is attached', async ({
    app,
  }) => {
    // Hold the staging request, so the file stays on its way until it is cancelled.
    await app.route('**/stage**', () => undefined)
    const screen = visibleScreen(app)
    await screen
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'slow.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(5000) }])
    const attaching = screen.getByRole('list', { name: 'Attaching' })
    await expect(attaching.getByRole('listitem', { name: 'Attaching slow.bin' })).toContainText('of 4.9 KiB')
    await attaching.getByRole('button', { name: 'Cancel attaching slow.bin' }).click()
    await expect(attaching).toHaveCount(0)
    await expect(screen.getByRole('list', { name: 'Attachments' })).toHaveCount(0)
  })
})

test.describe('composer: mentions', () => {
  test('MEN-001 new drafts ping nobody; ids are opted back in only while their type is off', async ({
    app,
  }) => {
    const screen = visibleScreen(app)
    const mentions = screen.getByRole('group', { name: 'Mentions' })
    for (const name of ['Ping @everyone and @here', 'Ping roles', 'Ping users']) {
      await expect(mentions.getByRole('checkbox', { name })).not.toBeChecked()
    }
    const users = screen.getByRole('textbox', { name: 'Users that may be pinged' })
    await users.fill('123, 456')
    await expect(screen.getByText('Not a user id: 123, 456')).toBeVisible()
    await users.fill('100000000000000001 100000000000000002')
    await expect(screen.getByText(/Not a user id/)).toHaveCount(0)
    await mentions.getByRole('checkbox', { name: 'Ping users' }).check()
    await expect(users).toHaveCount(0)
    await expect(screen.getByRole('textbox', { name: 'Roles that may be pinged' })).toBeVisible()
  })
})
