import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { addWebhook, createVault } from './libraryUi'
import { rpc } from './rpc'

// The message, embed and field controls of the composer: each edits the draft, the draft survives a
// reload, embeds reorder by keyboard, and counters say when a text is over Discord's limit.

const ROLE_ID = '165511591545143296'

function box(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true })
}

async function waitForSave(page: Page) {
  // The draft is written 300 ms after the last change; give it time to land before reloading.
  await page.waitForTimeout(1000)
}

test('every message, embed and field control edits the draft, and the draft survives a reload', async ({
  app,
}) => {
  const content = box(app, 'Message')
  await content.fill('hello')
  await content.press('ControlOrMeta+a')
  await content.press('Control+b')
  await expect(content).toHaveValue('**hello**')
  await content.press('End')

  await app.getByRole('button', { name: 'Insert mention' }).click()
  await app.getByRole('radio', { name: 'Role' }).check()
  await app.getByRole('textbox', { name: 'Role id' }).fill('12')
  await app.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(app.getByText('A Discord id is a number of 17 to 20 digits.')).toBeVisible()
  await app.getByRole('textbox', { name: 'Role id' }).fill(ROLE_ID)
  await app.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(content).toHaveValue(`**hello**<@&${ROLE_ID}>`)

  await app.getByRole('button', { name: 'Insert timestamp' }).click()
  await app.getByRole('radio', { name: /Relative/ }).check()
  await app.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(content).toHaveValue(new RegExp(`^\\*\\*hello\\*\\*<@&${ROLE_ID}><t:\\d+:R>$`))

  await box(app, 'Username').fill('Release Bot')
  await box(app, 'Avatar URL').fill('https://example.com/avatar.png')
  await app.getByRole('checkbox', { name: 'Suppress embeds' }).check()
  await app.getByRole('checkbox', { name: 'Silent message' }).check()

  await app.getByRole('button', { name: 'Add embed' }).click()
  await expect(box(app, 'Embed 1 title')).toBeFocused()
  const first: [string, string][] = [
    ['Embed 1 title', 'Launch day'],
    ['Embed 1 URL', 'https://example.com/launch'],
    ['Embed 1 description', 'We ship **today**.'],
    ['Embed 1 author name', 'The team'],
    ['Embed 1 author URL', 'https://example.com/team'],
    ['Embed 1 author icon URL', 'https://example.com/team.png'],
    ['Embed 1 footer text', 'See you there'],
    ['Embed 1 footer icon URL', 'https://example.com/footer.png'],
    ['Embed 1 image URL', 'https://example.com/banner.png'],
    ['Embed 1 thumbnail URL', 'https://example.com/thumb.png'],
  ]
  for (const [name, value] of first) await box(app, name).fill(value)
  await box(app, 'Embed 1 colour').fill('#5865F2')
  await box(app, 'Embed 1 colour').blur()
  await app.getByRole('button', { name: 'Set embed 1 timestamp to now' }).click()
  await expect(box(app, 'Embed 1 timestamp')).not.toHaveValue('')

  await app.getByRole('button', { name: 'Add field to embed 1' }).click()
  await box(app, 'Embed 1 field 1 name').fill('When')
  await box(app, 'Embed 1 field 1 value').fill('Noon')
  await app.getByRole('button', { name: 'Duplicate embed 1 field 1' }).click()
  await box(app, 'Embed 1 field 2 name').fill('Where')
  await app.getByRole('checkbox', { name: 'Embed 1 field 2 inline' }).check()
  await app.getByRole('button', { name: 'Move embed 1 field 2 up' }).click()
  await expect(box(app, 'Embed 1 field 1 name')).toHaveValue('Where')
  await expect(app.getByRole('button', { name: 'Move embed 1 field 1 down' })).toBeFocused()

  await app.getByRole('button', { name: 'Add embed' }).click()
  await box(app, 'Embed 2 title').fill('Second')

  // Reorder by keyboard through the drag handle: Space picks up, an arrow moves, Space drops.
  const handle = app.getByRole('button', { name: 'Drag embed 2' })
  await handle.focus()
  await handle.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await app.keyboard.press('ArrowUp')
  await expect(app.getByRole('status').getByText('Embed 2 is over position 1 of 2.')).toBeAttached()
  await app.keyboard.press('Space')
  await expect(app.getByRole('button', { name: 'Drag embed 1' })).toBeFocused()
  await expect(box(app, 'Embed 1 title')).toHaveValue('Second')
  await expect(box(app, 'Embed 2 title')).toHaveValue('Launch day')

  await waitForSave(app)
  await app.reload()

  await expect(content).toHaveValue(new RegExp(`^\\*\\*hello\\*\\*<@&${ROLE_ID}><t:\\d+:R>$`))
  await expect(box(app, 'Username')).toHaveValue('Release Bot')
  await expect(box(app, 'Avatar URL')).toHaveValue('https://example.com/avatar.png')
  await expect(app.getByRole('checkbox', { name: 'Suppress embeds' })).toBeChecked()
  await expect(app.getByRole('checkbox', { name: 'Silent message' })).toBeChecked()
  await expect(box(app, 'Embed 1 title')).toHaveValue('Second')
  for (const [name, value] of first)
    await expect(box(app, name.replace('Embed 1', 'Embed 2'))).toHaveValue(value)
  await expect(box(app, 'Embed 2 colour')).toHaveValue('#5865f2')
  await expect(box(app, 'Embed 2 timestamp')).not.toHaveValue('')
  await expect(box(app, 'Embed 2 field 1 name')).toHaveValue('Where')
  await expect(box(app, 'Embed 2 field 2 name')).toHaveValue('When')
  await expect(box(app, 'Embed 2 field 1 value')).toHaveValue('Noon')
  await expect(app.getByRole('checkbox', { name: 'Embed 2 field 1 inline' })).toBeChecked()
  await expect(app.getByRole('checkbox', { name: 'Embed 2 field 2 inline' })).not.toBeChecked()
})

test('shortcuts and toolbar buttons wrap the selection, toggle off, and put the caret between markers', async ({
  app,
}) => {
  const content = box(app, 'Message')
  await content.fill('a b')
  await content.press('ControlOrMeta+a')
  await content.press('Control+Shift+X')
  await expect(content).toHaveValue('~~a b~~')
  await content.press('Control+Shift+X')
  await expect(content).toHaveValue('a b')
  // The same words stay selected inside the markers, so each style nests inside the last.
  for (const [keys, wrapped] of [
    ['Control+u', '__a b__'],
    ['Control+Shift+S', '__||a b||__'],
    ['Control+e', '__||`a b`||__'],
  ] as const) {
    await content.press(keys)
    await expect(content).toHaveValue(wrapped)
  }
  await content.fill('x ')
  await content.press('End')
  await content.press('Control+i')
  await content.pressSequentially('it')
  await expect(content).toHaveValue('x *it*')
  await content.press('End')
  await app.getByRole('button', { name: 'Code block' }).click()
  await expect(content).toBeFocused()
  await content.pressSequentially('let a')
  await expect(content).toHaveValue('x *it*```\nlet a\n```')
  await app.getByRole('button', { name: 'Bold' }).click()
  await content.pressSequentially('b')
  await expect(content).toHaveValue('x *it*```\nlet a**b**\n```')

  // The toolbar is one tab stop; arrows, Home and End move inside it.
  await content.press('Shift+Tab')
  await expect(app.getByRole('button', { name: 'Bold' })).toBeFocused()
  await app.keyboard.press('ArrowRight')
  await expect(app.getByRole('button', { name: 'Italic' })).toBeFocused()
  await app.keyboard.press('End')
  await expect(app.getByRole('button', { name: 'Insert emoji' })).toBeFocused()
  await app.keyboard.press('ArrowLeft')
  await expect(app.getByRole('button', { name: 'Insert mention' })).toBeFocused()
  await app.keyboard.press('Enter')
  await expect(app.getByRole('dialog', { name: 'Insert mention' })).toBeVisible()
})

test('colours come from the hex box, the recent list (kept across reloads) or none', async ({ app }) => {
  await app.getByRole('button', { name: 'Add embed' }).click()
  const hex = box(app, 'Embed 1 colour')
  await hex.fill('#abc')
  await hex.blur()
  await expect(hex).toHaveValue('#aabbcc')
  await hex.fill('#12')
  await hex.blur()
  await expect(hex).toHaveValue('#12')
  await expect(hex).toHaveAccessibleDescription(
    /^#12 has 2 hex digits\. A colour is a hex code of 3 or 6 digits/,
  )
  await hex.fill('#5865F2')
  await hex.blur()
  await app.getByRole('button', { name: 'Choose embed 1 colour' }).click()
  const picker = app.getByRole('group', { name: 'Embed 1 colour picker' })
  await picker.getByRole('button', { name: 'No colour' }).click()
  await expect(hex).toHaveValue('')
  await picker.getByRole('button', { name: 'Use colour #aabbcc' }).click()
  await expect(hex).toHaveValue('#aabbcc')
  await app.keyboard.press('Escape')
  await expect(picker).toBeHidden()

  await waitForSave(app)
  await app.reload()
  await expect(box(app, 'Embed 1 colour')).toHaveValue('#aabbcc')
  await app.getByRole('button', { name: 'Choose embed 1 colour' }).click()
  const recent = app.getByRole('group', { name: 'Recent colours' }).getByRole('button')
  await expect(recent).toHaveText(['', ''])
  await expect(recent.first()).toHaveAccessibleName('Use colour #aabbcc')
  await expect(recent.nth(1)).toHaveAccessibleName('Use colour #5865f2')
})

test('username and avatar show the target webhook as placeholders; an edit hides what Discord cannot change', async ({
  app,
  emulator,
}) => {
  const hook = emulator.demo.webhooks.general
  await createVault(app)
  await addWebhook(app, hook.url, 'General')
  const target = { kind: 'saved', webhookId: hook.id }
  expect((await rpc(app, 'drafts.create', { targets: [target] })).ok).toBe(true)
  await app.reload()
  await expect(box(app, 'Username')).toHaveAttribute('placeholder', 'General Hook')
  await expect(box(app, 'Username')).toHaveAccessibleDescription('Empty sends as General Hook.')

  const reference = {
    messageId: '1234567890123456789',
    webhookId: hook.id,
    threadId: null,
    entryId: null,
    before: { content: 'As sent' },
    kept: [],
    componentsV2: false,
  }
  const messages = [{ id: 'edit1', data: { content: 'As sent' }, files: [], reference }]
  expect((await rpc(app, 'drafts.create', { messages, targets: [target] })).ok).toBe(true)
  await app.reload()
  await expect(box(app, 'Message')).toHaveValue('As sent')
  await expect(app.getByText('You are editing a message already sent')).toBeVisible()
  await expect(box(app, 'Username')).toHaveCount(0)
  await expect(box(app, 'Avatar URL')).toHaveCount(0)
  await expect(app.getByRole('checkbox', { name: 'Silent message' })).toHaveCount(0)
  await expect(app.getByRole('checkbox', { name: 'Suppress embeds' })).toBeVisible()
})

test('an embed image or thumbnail can be one of the attached images, as attachment://name', async ({
  app,
}) => {
  const staged = await app.evaluate(async () => {
    const stage = async (name: string, type: string) => {
      const response = await fetch('/stage', {
        method: 'POST',
        headers: {
          'X-Herald-Token': sessionStorage.getItem('herald.token') ?? '',
          'X-Herald-File-Name': encodeURIComponent(name),
          'Content-Type': type,
        },
        body: new Uint8Array([137, 80, 78, 71]),
      })
      const envelope = (await response.json()) as { ok: boolean; value: Record<string, unknown> }
      return { ...envelope.value, spoiler: false, description: '' }
    }
    return [await stage('banner.png', 'image/png'), await stage('notes.txt', 'text/plain')]
  })
  const messages = [{ id: 'files1', data: { content: 'With files' }, files: staged }]
  expect((await rpc(app, 'drafts.create', { messages })).ok).toBe(true)
  await app.reload()
  await app.getByRole('button', { name: 'Add embed' }).click()

  const image = app.getByRole('combobox', { name: 'Embed 1 image from attached images' })
  await expect(image.getByRole('option')).toHaveText(['None', 'banner.png'])
  await image.selectOption('banner.png')
  await expect(box(app, 'Embed 1 image URL')).toHaveValue('attachment://banner.png')
  await app
    .getByRole('combobox', { name: 'Embed 1 thumbnail from attached images' })
    .selectOption('banner.png')
  await expect(box(app, 'Embed 1 thumbnail URL')).toHaveValue('attachment://banner.png')
  await box(app, 'Embed 1 thumbnail URL').fill('attachment://gone.png')
  await expect(box(app, 'Embed 1 thumbnail URL')).toHaveAccessibleDescription(
    /No attached image is named “gone.png”/,
  )
  await image.selectOption('')
  await expect(box(app, 'Embed 1 image URL')).toHaveValue('')
})

test('counters warn near a limit and say by how much a text is over it', async ({ app }) => {
  const content = box(app, 'Message')
  await content.fill('a'.repeat(1900))
  const editor = app.locator('.content-editor')
  await expect(editor.getByText('1900/2000')).toBeVisible()
  await content.fill('😀'.repeat(2001))
  await expect(editor.getByText('2001/2000')).toBeVisible()
  await expect(editor.getByText('1 over')).toBeVisible()
  await expect(content).toHaveAttribute('aria-invalid', 'true')

  await app.getByRole('button', { name: 'Add embed' }).click()
  await box(app, 'Embed 1 title').fill('t'.repeat(257))
  await expect(box(app, 'Embed 1 title')).toHaveAccessibleDescription(
    /The embed title is 257 characters long/,
  )
  await expect(box(app, 'Embed 1 title')).toHaveAttribute('aria-invalid', 'true')
})

test('embeds collapse to a summary, duplicate, move by button and remove, with the focus following', async ({
  app,
}) => {
  await app.getByRole('button', { name: 'Add embed' }).click()
  await app.getByRole('link', { name: /This embed is empty/ }).click()
  await expect(app.getByRole('group', { name: 'Embed 1', exact: true })).toBeFocused()
  await box(app, 'Embed 1 title').fill('Alpha')
  await app.getByRole('button', { name: 'Duplicate embed 1' }).click()
  await box(app, 'Embed 2 title').fill('Beta')
  await app.getByRole('button', { name: 'Collapse embed 1' }).click()
  const group = app.getByRole('group', { name: 'Embed 1', exact: true })
  await expect(group.getByText('Alpha')).toBeVisible()
  await expect(box(app, 'Embed 1 title')).toBeHidden()

  await app.getByRole('button', { name: 'Move embed 1 down' }).click()
  await expect(app.getByRole('button', { name: 'Move embed 2 up' })).toBeFocused()
  await expect(box(app, 'Embed 1 title')).toHaveValue('Beta')
  await expect(app.getByRole('button', { name: 'Expand embed 2' })).toBeVisible()

  await app.getByRole('button', { name: 'Remove embed 1' }).click()
  await expect(app.getByRole('button', { name: 'Expand embed 1' })).toBeVisible()
  await expect(app.getByRole('group', { name: 'Embed 2', exact: true })).toHaveCount(0)
})

for (const scheme of ['light', 'dark'] as const) {
  test(`a filled message with embeds and fields passes WCAG 2.1 AA (${scheme})`, async ({
    app,
  }, testInfo) => {
    await app.emulateMedia({ colorScheme: scheme })
    await box(app, 'Message').fill('x'.repeat(1900))
    await app.getByRole('button', { name: 'Add embed' }).click()
    await box(app, 'Embed 1 title').fill('t'.repeat(300))
    await box(app, 'Embed 1 URL').fill('not a link')
    await box(app, 'Embed 1 colour').fill('#5865f2')
    await app.getByRole('button', { name: 'Add field to embed 1' }).click()
    await app.getByRole('button', { name: 'Add embed' }).click()
    await app.getByRole('button', { name: 'Collapse embed 2' }).click()
    await expect(box(app, 'Embed 1 URL')).toHaveAccessibleDescription(/web address/)
    await app.getByRole('button', { name: 'Choose embed 1 colour' }).click()
    await expectAccessible(app, testInfo, `composer-content-${scheme}`)
  })
}

// Issue 22 item 4: the editor refuses a placeholder URL as Discord does, with the same words as
// `herald validate`, and keeps what was typed.
test('a placeholder avatar URL such as https://&&USERAVATAR&& is refused in the editor', async ({ app }) => {
  const avatar = box(app, 'Avatar URL')
  await avatar.fill('https://&&USERAVATAR&&')
  await expect(avatar).toHaveAttribute('aria-invalid', 'true')
  await expect(avatar).toHaveAccessibleDescription(/The avatar URL has no real host \("&&USERAVATAR&&"\)/)
  await expect(avatar).toHaveValue('https://&&USERAVATAR&&')
  await avatar.fill('https://cdn.example.com/avatar.png')
  await expect(avatar).not.toHaveAttribute('aria-invalid', 'true')
})
