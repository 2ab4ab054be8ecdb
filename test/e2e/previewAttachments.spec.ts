import { expect, test } from '@playwright/test'
import type { PreviewPage } from '../../bench/previewPage'
import { startPreviewPage } from '../../bench/previewPage'
import { expectAccessible } from './a11y'

// Image attachments as Discord lays them out: the mosaic for 1 to 10 images, in a preview column as
// narrow as the composer's (549 px). Each layout's screenshot is kept under test-results for a person.
let page: PreviewPage

/** Tiles per row of Discord's mosaic; three is one large tile beside two stacked (rows by top edge: 2, 1). */
const ROWS: Record<number, number[]> = {
  1: [1],
  2: [2],
  3: [2, 1],
  4: [2, 2],
  5: [2, 3],
  6: [3, 3],
  7: [1, 3, 3],
  8: [2, 3, 3],
  9: [3, 3, 3],
  10: [1, 3, 3, 3],
}

const COLUMN = 549

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  page = await startPreviewPage()
})

test.afterAll(async () => {
  await page.close()
})

for (let count = 1; count <= 10; count++) {
  test(`ATTACH-LAYOUT-${count} ${count} image attachment(s) in Discord's mosaic, inside the column`, async ({
    page: tab,
  }, testInfo) => {
    await tab.setViewportSize({ width: COLUMN, height: 900 })
    // 500 px wide images: wider than the space beside the avatar, so they must shrink to fit.
    await tab.goto(`${page.url}?fixture=attachments&count=${count}&width=500`)
    const preview = tab.getByRole('region', { name: 'Preview' })
    for (let i = 1; i <= count; i++)
      await expect(preview.getByRole('img', { name: `photo-${i}.png` })).toBeVisible()
    await tab.waitForFunction(() => Array.from(document.images).every((image) => image.complete))

    const column = (await preview.boundingBox())!
    const cells = await preview.locator('.mosaic__cell').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect()
        return { top: Math.round(box.top), bottom: box.bottom, right: box.right, width: box.width }
      }),
    )
    expect(cells).toHaveLength(count)
    // Nothing wider than the column, and the page never scrolls sideways.
    for (const cell of cells) expect(cell.right).toBeLessThanOrEqual(column.x + column.width)
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(COLUMN)
    // The rows Discord draws for this many, with tiles of one row equally wide.
    const rows = new Map<number, number[]>()
    for (const cell of cells) rows.set(cell.top, [...(rows.get(cell.top) ?? []), cell.width])
    expect([...rows.values()].map((widths) => widths.length)).toEqual(ROWS[count])
    // Rows follow each other with only the 4 px gap between them.
    const tops = [...rows.keys()].sort((a, b) => a - b)
    for (let r = 1; r < tops.length; r++) {
      const above = Math.max(...cells.filter((cell) => cell.top === tops[r - 1]).map((cell) => cell.bottom))
      if (count !== 3) expect(tops[r]! - above).toBeLessThan(6)
    }
    if (count !== 3) {
      for (const widths of rows.values())
        for (const width of widths) expect(Math.abs(width - widths[0]!)).toBeLessThan(1.5)
    }

    const name = `attachments-${count}.png`
    await preview.screenshot({ path: testInfo.outputPath(name) })
    await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' })
  })
}

test('ATTACH-LAYOUT-A11Y the mosaic passes the audit in light and dark', async ({ page: tab }, testInfo) => {
  for (const theme of ['light', 'dark'] as const) {
    await tab.goto(`${page.url}?fixture=attachments&count=5&theme=${theme}`)
    await expect(tab.getByRole('img', { name: 'photo-5.png' })).toBeVisible()
    await expectAccessible(tab, testInfo, `attachments-${theme}`)
  }
})
