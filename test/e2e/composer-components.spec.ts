import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { composer } from './composer'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'

// Issue 11's components: a Components V2 message built with the editor reaches the emulator exactly as
// built, with the flag and `with_components=true` (the demo "general" webhook has no application), and a
// classic message carries its row of link buttons.

/** A 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)

function box(page: Page, name: string) {
  return visibleScreen(page).getByRole('textbox', { name, exact: true })
}

function button(page: Page, name: string) {
  return visibleScreen(page).getByRole('button', { name, exact: true })
}

function select(page: Page, name: string) {
  return visibleScreen(page).getByRole('combobox', { name, exact: true })
}

test.describe('composer: components', () => {
  test('COMPO-001 a Components V2 message with a container, a section, a gallery of two files and a link button', async ({
    app,
    emulator,
  }, testInfo) => {
    test.setTimeout(120_000)
    const ui = composer(app)
    const screen = visibleScreen(app)
    await ui.fill(emulator.demo.webhooks.general.url, 'The classic text')
    // One at a time, so their order (and so the attachments' ids) is known.
    const attachments = screen.getByRole('list', { name: 'Attachments' }).getByRole('listitem')
    for (const [n, name] of ['one.png', 'two.png'].entries()) {
      await screen.locator('input[type="file"]').setInputFiles([{ name, mimeType: 'image/png', buffer: PNG }])
      await expect(attachments).toHaveCount(n + 1)
    }

    // The switch asks first, and says what happens to the content.
    const v2 = screen.getByRole('switch', { name: 'Components V2' })
    await v2.click()
    const dialog = app.getByRole('dialog', { name: 'Build this message with Components V2?' })
    await expect(dialog).toContainText('Discord does not allow removing the flag')
    await dialog.getByRole('button', { name: 'Use Components V2' }).click()
    await expect(v2).toBeChecked()
    await expect(ui.content).toBeHidden()
    await expect(button(app, 'Add embed')).toBeHidden()
    await expectAccessible(app, testInfo, 'components-v2-empty')

    await button(app, 'Add container').click()
    await expect(box(app, 'Container 1 accent colour')).toBeFocused()
    await box(app, 'Container 1 accent colour').fill('#5865f2')
    await box(app, 'Container 1 component 1 text').fill('## Herald 2.0')

    await button(app, 'Add section to container 1').click()
    await box(app, 'Container 1 section 2 text 1').fill('Drafts that survive **anything**.')
    await select(app, 'Container 1 section 2 thumbnail attached image').selectOption('one.png')
    await expect(box(app, 'Container 1 section 2 thumbnail URL')).toHaveValue('attachment://one.png')

    await button(app, 'Add media gallery to container 1').click()
    await select(app, 'Container 1 gallery 3 item 1 attached image').selectOption('one.png')
    await button(app, 'Add item to container 1 gallery 3').click()
    await select(app, 'Container 1 gallery 3 item 2 attached image').selectOption('two.png')

    await button(app, 'Add link buttons').click()
    await box(app, 'Row 2 button 1 label').fill('Read more')
    await box(app, 'Row 2 button 1 URL').fill('https://example.com/herald')

    // The preview draws it: the text, the thumbnail and both gallery tiles from the files, the button.
    const preview = app.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('heading', { name: 'Herald 2.0' })).toBeVisible()
    await expect(preview.getByText('anything')).toBeVisible()
    await expect(preview.locator('.v2-thumbnail')).toHaveAttribute('src', /^blob:/)
    await expect(preview.locator('.v2-gallery img')).toHaveCount(2)
    await expect(preview.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://example.com/herald',
    )
    // A click on a part of the preview focuses its control.
    await preview.getByText('anything').click()
    await expect(box(app, 'Container 1 section 2 text 1')).toBeFocused()

    // Over the 4000 characters: Send is disabled, and the reason leads to the text that is too long.
    const text = box(app, 'Container 1 component 1 text')
    await text.fill('x'.repeat(4001))
    await expect(screen.locator('.components-budget')).toContainText('4,034 of 4,000 characters · 34 over')
    await expect(ui.send).toBeDisabled()
    await ui.problems.getByRole('link', { name: /text is 4001 characters long/ }).click()
    await expect(text).toBeFocused()
    await text.fill('## Herald 2.0')
    await expect(ui.send).toBeEnabled()

    await expectAccessible(app, testInfo, 'components-v2-filled')
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'components-v2-filled-dark')
    await app.emulateMedia({ colorScheme: 'light' })

    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    const post = posts[0]!
    expect(post.status).toBe(200)
    expect(post.query).toMatchObject({ wait: 'true', with_components: 'true' })
    expect(post.files.map((file) => [file.filename, file.size])).toEqual([
      ['one.png', PNG.length],
      ['two.png', PNG.length],
    ])
    expect(post.body).toEqual({
      flags: 32768,
      allowed_mentions: { parse: [] },
      components: [
        {
          type: 17,
          accent_color: 0x5865f2,
          components: [
            { type: 10, content: '## Herald 2.0' },
            {
              type: 9,
              components: [{ type: 10, content: 'Drafts that survive **anything**.' }],
              accessory: { type: 11, media: { url: 'attachment://one.png' } },
            },
            {
              type: 12,
              items: [{ media: { url: 'attachment://one.png' } }, { media: { url: 'attachment://two.png' } }],
            },
          ],
        },
        {
          type: 1,
          components: [{ type: 2, style: 5, label: 'Read more', url: 'https://example.com/herald' }],
        },
      ],
      attachments: [
        { id: 0, filename: 'one.png' },
        { id: 1, filename: 'two.png' },
      ],
    })
  })

  test('COMPO-002 V2 off before sending brings the content back; a classic row of two link buttons is sent as built', async ({
    app,
    emulator,
  }) => {
    const ui = composer(app)
    await ui.fill(emulator.demo.webhooks.general.url, 'Links for you')
    const v2 = visibleScreen(app).getByRole('switch', { name: 'Components V2' })
    await v2.click()
    await app.getByRole('button', { name: 'Use Components V2' }).click()
    await expect(ui.content).toBeHidden()
    await v2.uncheck()
    await expect(ui.content).toHaveValue('Links for you')

    await button(app, 'Add link buttons').click()
    await box(app, 'Row 1 button 1 label').fill('Docs')
    await box(app, 'Row 1 button 1 URL').fill('https://example.com/docs')
    await button(app, 'Add button to row 1').click()
    await box(app, 'Row 1 button 2 label').fill('Code')
    await box(app, 'Row 1 button 2 URL').fill('https://example.com/code')
    // A second row, reordered by keyboard on its drag handle, then removed with its button.
    await button(app, 'Add link buttons').click()
    await box(app, 'Row 2 button 1 label').fill('Second')
    await box(app, 'Row 2 button 1 URL').fill('https://example.com/second')
    const handle = button(app, 'Drag row 2')
    await handle.focus()
    await handle.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await app.keyboard.press('ArrowUp')
    await expect(app.getByRole('status').getByText('Row 2 is over position 1 of 2.')).toBeAttached()
    await app.keyboard.press('Space')
    await expect(box(app, 'Row 1 button 1 label')).toHaveValue('Second')
    await expect(button(app, 'Drag row 1')).toBeFocused()
    await button(app, 'Move Row 1 down').click()
    await expect(box(app, 'Row 1 button 1 label')).toHaveValue('Docs')
    await button(app, 'Remove Row 2').click()
    await expect(box(app, 'Row 2 button 1 label')).toBeHidden()

    const preview = app.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('link', { name: 'Docs' })).toBeVisible()
    await expect(preview.getByRole('link', { name: 'Code' })).toBeVisible()

    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    const posts = emulator.control.journal({ route: 'executeWebhook' })
    expect(posts).toHaveLength(1)
    expect(posts[0]!.query).toMatchObject({ with_components: 'true' })
    expect(posts[0]!.body).toEqual({
      content: 'Links for you',
      allowed_mentions: { parse: [] },
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 5, label: 'Docs', url: 'https://example.com/docs' },
            { type: 2, style: 5, label: 'Code', url: 'https://example.com/code' },
          ],
        },
      ],
    })
  })
})
