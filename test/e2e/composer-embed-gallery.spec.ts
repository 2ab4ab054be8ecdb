import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'

// Embeds that share a URL are one embed in Discord, their images one gallery: the URL field says so,
// and stops saying so when the URLs differ again.

test('EMBED-GALLERY-1 the URL field says when embeds share it and Discord merges them', async ({
  app,
}, testInfo) => {
  const box = (name: string) => app.getByRole('textbox', { name, exact: true })
  const merged =
    'Embeds 1 and 2 share this URL: Discord shows them as one embed, with their images as one gallery (4 at most).'
  await app.getByRole('button', { name: 'Add embed' }).click()
  await box('Embed 1 URL').fill('https://example.com/launch')
  await app.getByRole('button', { name: 'Add embed' }).click()
  await box('Embed 2 URL').fill('https://example.com/launch')

  await expect(box('Embed 1 URL')).toHaveAccessibleDescription(merged)
  await expect(box('Embed 2 URL')).toHaveAccessibleDescription(merged)
  await expectAccessible(app, testInfo, 'embed-gallery-hint')

  await box('Embed 2 URL').fill('https://example.com/other')
  await expect(box('Embed 1 URL')).toHaveAccessibleDescription('')
  await expect(app.getByText(merged)).toHaveCount(0)
})
