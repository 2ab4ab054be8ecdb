import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { expect } from './fixtures'

/** WCAG 2.0/2.1 A and AA: the bar every screen and state must pass, in light and dark. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Audits what the page shows now with axe-core and fails with each violation's rule, its impact and the
 * elements it found, so a failure says what to fix. The full report is attached to the test.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  await testInfo.attach(`axe-${state}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  })
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  )
  expect(found, `axe found WCAG 2.1 AA problems in ${state}`).toEqual([])
}
