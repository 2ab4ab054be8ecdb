import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'

// Issue 9 in the composer: what is typed shows in the preview at once, as Discord draws it, and the
// editor and the preview point at each other.

test.use({ locale: 'en-US', timezoneId: 'UTC' })

/** A 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)

function ui(page: Page) {
  const screen = visibleScreen(page)
  return {
    screen,
    box: (name: string) => screen.getByRole('textbox', { name, exact: true }),
    preview: screen.getByRole('region', { name: 'Preview' }),
  }
}

test.describe('composer: the preview follows the editor', () => {
  test('PREV-010 bold, a spoiler revealed by a click, a relative time, three inline fields in a row, an attached image', async ({
    app,
  }) => {
    const { screen, box, preview } = ui(app)
    const hourAgo = Math.floor(Date.now() / 1000) - 3600
    await box('Message').fill(`**Big** news ||the date|| <t:${hourAgo}:R>`)

    await expect(preview.locator('strong', { hasText: 'Big' })).toBeVisible()
    const spoiler = preview.getByRole('button', { name: 'Reveal spoiler' })
    await spoiler.click()
    await expect(spoiler).toHaveCount(0)
    await expect(preview.getByText('the date')).toBeVisible()
    await expect(preview.locator('time.md-timestamp')).toHaveText('1 hour ago')

    await screen.getByRole('button', { name: 'Add embed' }).click()
    await box('Embed 1 description').fill('Three in a row')
    for (const n of [1, 2, 3]) {
      await screen.getByRole('button', { name: 'Add field to embed 1' }).click()
      await box(`Embed 1 field ${n} name`).fill(`Name ${n}`)
      await box(`Embed 1 field ${n} value`).fill(`Value ${n}`)
      await screen.getByRole('checkbox', { name: `Embed 1 field ${n} inline` }).check()
    }
    const fields = preview.locator('.embed__field')
    await expect(fields).toHaveCount(3)
    const tops = await fields.evaluateAll((all) => all.map((field) => field.getBoundingClientRect().top))
    expect(new Set(tops).size).toBe(1)
    const lefts = await fields.evaluateAll((all) => all.map((field) => field.getBoundingClientRect().left))
    expect(lefts[0]).toBeLessThan(lefts[1]!)
    expect(lefts[1]).toBeLessThan(lefts[2]!)

    await screen
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'banner.png', mimeType: 'image/png', buffer: PNG }])
    await screen.getByRole('button', { name: 'Use file 1 as embed image' }).click()
    const image = preview.getByRole('img', { name: 'Embed image' })
    await expect(image).toHaveAttribute('src', /^blob:/)
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(16)
  })

  test('PREV-011 a click in the preview focuses the field; a focused field is marked in the preview', async ({
    app,
  }) => {
    const { screen, box, preview } = ui(app)
    await screen.getByRole('button', { name: 'Add embed' }).click()
    await box('Embed 1 title').fill('Launch')
    await box('Embed 1 description').fill('All the details')

    await preview.locator('[data-part="embeds.0.title"]').click()
    await expect(box('Embed 1 title')).toBeFocused()

    await box('Embed 1 description').focus()
    await expect(preview.locator('[data-part="embeds.0.description"]')).toHaveClass(/part--focused/)
    await expect(preview.locator('[data-part="embeds.0.title"]')).not.toHaveClass(/part--focused/)

    await box('Message').fill('Read on')
    await expect(preview.locator('[data-part="content"]')).toHaveClass(/part--focused/)
  })
})
