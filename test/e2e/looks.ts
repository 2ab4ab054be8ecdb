import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'

/**
 * Audits a state with axe in light and dark, and keeps a screenshot of each and of the narrow window
 * (800 px) for a look. The screen scrolls inside <main>, so a tall viewport shows it whole.
 */
export async function lookAt(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expectAccessible(page, testInfo, `${state}-${scheme}`)
    await page.setViewportSize({ width: size.width, height: 1600 })
    await page.screenshot({ path: testInfo.outputPath(`${state}-${scheme}.png`) })
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 800, height: 1600 })
  await page.screenshot({ path: testInfo.outputPath(`${state}-narrow.png`) })
  await page.setViewportSize(size)
}
