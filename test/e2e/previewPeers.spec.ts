import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '@playwright/test'
import type { PreviewPage } from '../../bench/previewPage'
import { startPreviewPage } from '../../bench/previewPage'

// Discohook's and Embed Generator's default messages (test/fixtures/peers, from their repositories) in
// Herald's preview: the screenshots are kept under test-results for a person to compare with Discord;
// the assertions check the structure Discord draws.
let page: PreviewPage

const fixture = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/peers', name), 'utf8')) as {
      message: Record<string, unknown>
    }
  ).message

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  page = await startPreviewPage()
})

test.afterAll(async () => {
  await page.close()
})

async function show(tab: Page, message: Record<string, unknown>, theme: string) {
  await tab.setViewportSize({ width: 760, height: 1100 })
  await tab.goto(`${page.url}?theme=${theme}`)
  await tab.waitForFunction(() => window.heraldReady === true)
  await tab.evaluate((body) => window.heraldShow?.(body), message)
  return tab.getByRole('region', { name: 'Preview' })
}

for (const theme of ['dark', 'light'] as const) {
  test(`PEER-1 Discohook's default message, ${theme}`, async ({ page: tab }, testInfo) => {
    const preview = await show(tab, fixture('discohook-default.json'), theme)
    await expect(preview.getByRole('article', { name: 'Embed: What is this?' })).toBeVisible()
    await expect(preview.getByRole('article', { name: 'Embed: Get started' })).toBeVisible()
    // The server emoji: Discord's CDN image, or its :name: where the CDN cannot be reached (offline here).
    await expect(
      preview.locator('img[alt=":discohook:"], .md-emoji-name:text-is(":discohook:")'),
    ).toHaveCount(1)
    await expect(preview.getByRole('link', { name: 'webhooks' })).toHaveAttribute(
      'href',
      'https://support.discord.com/hc/en-us/articles/228383668',
    )
    // The nested " - " lines are sub-items of the list, as Discord draws them.
    await expect(preview.locator('.md-list .md-list').first()).toBeVisible()
    await expect(preview.getByRole('link', { name: 'Support Server' })).toHaveAttribute(
      'href',
      'https://discohook.app/discord',
    )
    await tab.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
    const name = `peer-discohook-${theme}.png`
    await preview.screenshot({ path: testInfo.outputPath(name) })
    await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' })
  })

  test(`PEER-2 Embed Generator's default message, ${theme}`, async ({ page: tab }, testInfo) => {
    const preview = await show(tab, fixture('embed-generator-default.json'), theme)
    await expect(preview.getByRole('article', { name: 'Embed: About Embed Generator' })).toBeVisible()
    const bot = preview.getByRole('article', { name: 'Embed: Discord Bot Integration' })
    await expect(bot.getByText('Recover Embed Generator Messages')).toBeVisible()
    // Its 🎉 and ✨ are Discord's Twemoji from the page's own origin, at text size (not jumbo).
    for (const [emoji, file] of [
      ['🎉', '1f389'],
      ['✨', '2728'],
    ] as const) {
      const image = preview.getByRole('img', { name: emoji })
      await expect(image).toHaveAttribute('src', `twemoji/${file}.svg`)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
    await expect(preview.locator('.md--jumbo')).toHaveCount(0)
    await tab.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
    const name = `peer-embed-generator-${theme}.png`
    await preview.screenshot({ path: testInfo.outputPath(name) })
    await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' })
  })
}
