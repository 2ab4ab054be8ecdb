import type { Page } from '@playwright/test'
import type { Emulator } from '../emulator'
import { expectAccessible } from './a11y'
import { composer } from './composer'
import { expect, test } from './fixtures'
import { composeTo, openScreen, visibleScreen } from './libraryUi'

// Issue 19, defects 1 and 2: an edit keeps the files the user did not remove, and an embed's attached
// image stays inside its embed. What Discord holds is read from the emulator.

// A 1x1 PNG, so the emulator (and Discord) see a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

type Stored = {
  id: string
  attachments: { id: string; filename: string }[]
  embeds: { title?: string; image?: { url: string }; thumbnail?: { url: string } }[]
}

function stored(emulator: Emulator, id: string): Stored {
  return emulator.control.messages().find((m) => m.id === id) as unknown as Stored
}

async function served(url: string | undefined): Promise<number> {
  return url ? (await fetch(url)).status : 0
}

const patches = (emulator: Emulator) => emulator.control.journal().filter((entry) => entry.method === 'PATCH')

/** Two embeds titled "Embed 1" and "Embed 2" in the open composer. */
async function twoEmbeds(page: Page) {
  const screen = visibleScreen(page)
  for (const n of [1, 2]) {
    await screen.getByRole('button', { name: 'Add embed' }).click()
    await screen.getByRole('textbox', { name: `Embed ${n} title` }).fill(`Embed ${n}`)
  }
}

test.describe('editing a sent message keeps its files (issue 19)', () => {
  test('EDIT-FILES-1 Edit it after a send keeps the embed image and the spoiler file', async ({
    app,
    emulator,
  }, testInfo) => {
    const ui = composer(app)
    const screen = visibleScreen(app)
    await ui.fill(emulator.demo.webhooks.general.url, 'Photos')
    await twoEmbeds(app)
    await screen.locator('input[type="file"]').setInputFiles([
      { name: 'photo1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'photo2.png', mimeType: 'image/png', buffer: PNG },
    ])
    await screen.getByRole('button', { name: 'Use file 1 as embed image' }).click()
    await app
      .getByRole('dialog', { name: 'Use photo1.png as the image of which embed?' })
      .getByRole('button', { name: 'Embed 1' })
      .click()
    await screen.getByRole('checkbox', { name: 'File 2 spoiler' }).check()
    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    const messageId = (await screen.getByTestId('message-id').textContent()) ?? ''
    const before = stored(emulator, messageId)
    expect(before.attachments.map((a) => a.filename)).toEqual(['SPOILER_photo2.png'])
    expect(await served(before.embeds[0]?.image?.url)).toBe(200)

    await ui.sent.getByRole('button', { name: 'Edit it' }).click()
    await expect(app.getByRole('status', { name: 'Edit mode' })).toBeVisible()
    // The image Embed 1 shows is kept: the form does not call it missing, and the files card says so.
    await expect(screen.getByText(/No attached image is named/)).toHaveCount(0)
    const kept = screen.getByRole('list', { name: 'Kept attachments' })
    await expect(kept.getByRole('listitem', { name: 'photo1.png' })).toContainText('Shown in embed 1')
    await expect(kept.getByRole('listitem', { name: 'SPOILER_photo2.png' })).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await app.emulateMedia({ colorScheme: scheme })
      await expectAccessible(app, testInfo, `edit-kept-files-${scheme}`)
    }

    await screen.getByRole('textbox', { name: 'Embed 2 title' }).fill('Embed 2, renamed')
    await ui.send.click()
    const dialog = app.getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
    await expect(dialog).toContainText(
      /Keeps 2 attachments: (SPOILER_photo2\.png, photo1\.png|photo1\.png, SPOILER_photo2\.png)\./,
    )
    await expect(dialog).not.toContainText('Removes')
    await dialog.getByRole('button', { name: 'Save edit' }).click()
    await expect(screen.getByRole('status', { name: 'Message edited' })).toBeVisible()

    const patch = patches(emulator)
    expect(patch).toHaveLength(1)
    const body = patch[0]?.body as { attachments: { id: string }[]; embeds: Stored['embeds'] }
    const photo1 = /\/attachments\/\d+\/(\d+)\//.exec(before.embeds[0]?.image?.url ?? '')?.[1]
    expect(body.attachments.map((a) => a.id).sort()).toEqual([photo1, before.attachments[0]?.id].sort())
    expect(body.embeds[0]?.image?.url).toBe('attachment://photo1.png')
    const after = stored(emulator, messageId)
    expect(after.embeds[1]?.title).toBe('Embed 2, renamed')
    expect(after.attachments.map((a) => a.filename)).toEqual(['SPOILER_photo2.png'])
    expect(after.embeds[0]?.image?.url).toBe(before.embeds[0]?.image?.url)
    expect(await served(after.embeds[0]?.image?.url)).toBe(200)
  })

  test('EDIT-FILES-2 History → Edit changes only the title: no duplicated images, one change recorded', async ({
    app,
    emulator,
  }) => {
    const { general } = emulator.demo.webhooks
    await composeTo(app, general, 'General chatter')
    const screen = visibleScreen(app)
    await screen.getByRole('button', { name: 'Add embed' }).click()
    await screen.getByRole('textbox', { name: 'Embed 1 title' }).fill('Gallery')
    await screen.locator('input[type="file"]').setInputFiles([
      { name: 'big.png', mimeType: 'image/png', buffer: PNG },
      { name: 'small.png', mimeType: 'image/png', buffer: PNG },
    ])
    await screen.getByRole('button', { name: 'Use file 1 as embed image' }).click()
    await screen.getByRole('button', { name: 'Use file 2 as embed thumbnail' }).click()
    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(screen.getByRole('status', { name: 'Message sent' })).toBeVisible()
    const messageId = (await screen.getByTestId('message-id').textContent()) ?? ''
    const before = stored(emulator, messageId)

    await openScreen(app, 'History')
    await visibleScreen(app)
      .getByRole('button', { name: `Edit message ${messageId}` })
      .click()
    await screen.getByRole('textbox', { name: 'Embed 1 title' }).fill('Gallery, renamed')
    await screen.getByRole('button', { name: 'Send', exact: true }).click()
    const dialog = app.getByRole('dialog', { name: `Save the edit of message ${messageId}?` })
    await expect(dialog.getByRole('list', { name: 'What changes' }).getByRole('listitem')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Save edit' }).click()
    await expect(screen.getByRole('status', { name: 'Message edited' })).toBeVisible()

    const after = stored(emulator, messageId)
    expect(after.attachments).toEqual([])
    expect(after.embeds[0]?.image?.url).toBe(before.embeds[0]?.image?.url)
    expect(after.embeds[0]?.thumbnail?.url).toBe(before.embeds[0]?.thumbnail?.url)
    expect(await served(after.embeds[0]?.image?.url)).toBe(200)

    await openScreen(app, 'History')
    const history = visibleScreen(app)
    await history.getByRole('button', { name: `1 earlier version of message ${messageId}` }).click()
    const aside = history.getByRole('complementary', { name: `Message ${messageId}` })
    const changes = aside.getByRole('list', { name: 'Changes in version 2' })
    await expect(changes.getByRole('listitem')).toHaveCount(1)
    await expect(changes.getByRole('listitem')).toContainText('After: Gallery, renamed')
    // The current version shows the embed with its images and no loose copies of them.
    await aside.getByRole('combobox', { name: 'Version' }).selectOption('current')
    const preview = aside.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('img', { name: 'Embed image' })).toBeVisible()
    await expect(preview.locator('.mosaic__media')).toHaveCount(0)
  })
})
