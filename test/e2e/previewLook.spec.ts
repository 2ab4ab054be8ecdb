import { expect, test } from '@playwright/test'
import type { PreviewPage } from '../../bench/previewPage'
import { startPreviewPage } from '../../bench/previewPage'

// The preview alone (bench/page) with a message using every part of it, in both themes and densities.
// The screenshots are attached to the report for a person to compare with Discord; the assertions
// check what a screenshot cannot: names, roles and that the images drawn are the uploaded files.
let page: PreviewPage

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
test.beforeAll(async ({}, testInfo) => {
  // A production vite build of the page; a busy machine can take a while.
  testInfo.setTimeout(120_000)
  page = await startPreviewPage()
})

test.afterAll(async () => {
  await page.close()
})

for (const theme of ['dark', 'light'] as const) {
  for (const density of ['cozy', 'compact'] as const) {
    test(`PREVIEW-001 a rich message in ${theme}, ${density}`, async ({ page: tab }, testInfo) => {
      await tab.setViewportSize({ width: 760, height: 900 })
      await tab.goto(`${page.url}?fixture=rich&theme=${theme}&density=${density}`)
      const preview = tab.getByRole('region', { name: 'Preview' })
      await expect(preview).toBeVisible()
      await expect(preview.getByRole('heading', { level: 1, name: 'Herald 1.2' })).toBeVisible()
      await expect(preview.getByText('@Testers')).toBeVisible()
      await expect(preview.getByText('@silent')).toBeVisible()
      await expect(preview.getByRole('article', { name: 'Embed: Release notes for 1.2' })).toBeVisible()
      await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute(
        'href',
        'https://herald.example/download',
      )
      // The gallery's images and the attachment are the painted files (object URLs).
      await expect(preview.locator('.embed__media--3 img')).toHaveCount(3)
      await expect(preview.locator('img[src^="blob:"]').first()).toBeVisible()
      // Highlighting arrives with its language's chunk.
      await expect(preview.locator('.md-codeblock .hljs-keyword').first()).toBeVisible()
      await tab.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
      // Unicode emoji are Discord's Twemoji, loaded from the page's own origin (no network beyond it).
      const party = preview.getByRole('img', { name: '🎉' })
      await expect(party).toHaveAttribute('src', 'twemoji/1f389.svg')
      expect(await party.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

      const name = `preview-${theme}-${density}.png`
      await preview.screenshot({ path: testInfo.outputPath(name) })
      await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' })

      // Spoilers reveal on click and by keyboard.
      const spoilers = preview.getByRole('button', { name: 'Reveal spoiler' })
      const before = await spoilers.count()
      await spoilers.first().focus()
      await tab.keyboard.press('Enter')
      await expect(spoilers).toHaveCount(before - 1)
      // The keyboard keeps its place: the focus moves to what the spoiler hid.
      await expect(preview.locator('.md-spoiler--revealed')).toBeFocused()
    })
  }
}

test('PREVIEW-002 a click names the part under it; the focused part is scrolled to and marked', async ({
  page: tab,
}) => {
  await tab.setViewportSize({ width: 760, height: 400 })
  await tab.goto(`${page.url}?fixture=rich&focus=${encodeURIComponent('embeds.0.fields.4.value')}`)
  const preview = tab.getByRole('region', { name: 'Preview' })
  const focused = preview.locator('[data-part="embeds.0.fields.4.value"]')
  await expect(focused).toHaveClass(/part--focused/)
  await expect(focused).toBeInViewport()

  const selected = tab.getByRole('status', { name: 'Selected part' })
  await preview.getByText('Release notes for 1.2').click()
  await expect(selected).toHaveText('embeds.0.title')
  await preview.getByText('Licence').click()
  await expect(selected).toHaveText('embeds.0.fields.5.name')
  await preview.getByText('Herald Announcements').click()
  await expect(selected).toHaveText('username')
  await preview.getByText('release-notes.pdf').click()
  await expect(selected).toHaveText('files.3')
})
