import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'

// Emoji by :shortcode: in the message editor, and drawn as Discord's Twemoji in the preview.

test('EMOJI-1 Insert emoji finds an emoji by name and the preview draws it as Twemoji', async ({
  app,
}, testInfo) => {
  const message = app.getByRole('textbox', { name: 'Message', exact: true })
  await message.fill('Launch ')
  await app.getByRole('button', { name: 'Insert emoji' }).click()
  const dialog = app.getByRole('dialog', { name: 'Insert emoji' })
  const search = dialog.getByRole('textbox', { name: 'Emoji name' })
  await search.fill(':nosuchemoji')
  await expect(dialog.getByRole('status')).toHaveText('No emoji is named “:nosuchemoji”.')
  await search.fill(':tada')
  await expect(dialog.getByRole('button', { name: ':tada:' })).toBeVisible()
  await expectAccessible(app, testInfo, 'emoji-dialog')
  await search.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(message).toHaveValue('Launch 🎉')

  // A second one by clicking it in the list.
  await app.getByRole('button', { name: 'Insert emoji' }).click()
  await dialog.getByRole('textbox', { name: 'Emoji name' }).fill('rocket')
  await dialog.getByRole('button', { name: ':rocket:' }).click()
  await expect(message).toHaveValue('Launch 🎉🚀')

  const preview = app.getByRole('region', { name: 'Preview' })
  const party = preview.getByRole('img', { name: '🎉' })
  await expect(party).toHaveAttribute('src', 'twemoji/1f389.svg')
  await expect.poll(() => party.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})
