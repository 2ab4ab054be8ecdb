import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { screenshots } from './support/languageChecks'

const shoot = screenshots('i18n-last')

// Issue 25, the last pieces: the page's own sentences about its connection read in the page's language.
// A page opened with a token the host refuses loads in the browser's language (no settings can be read)
// and says why nothing loads.

/** Opens the page from the host's link with a token the host does not know. */
async function openRefused(page: Page, url: string) {
  await page.goto(url.replace(/#token=[^&]+/, `#token=${'x'.repeat(43)}`))
  return page.locator('.composer__load-error')
}

test.describe('German', () => {
  test.use({ locale: 'de-DE' })

  test('I18N-LAST-001 a refused token says the page is no longer connected', async ({ page, host }) => {
    const alert = await openRefused(page, host.url)
    await expect(alert).toContainText(
      'Diese Seite ist nicht mehr mit Herald verbunden. Öffne sie erneut über den Link, den Herald ausgegeben hat.',
    )
    await expect(alert).not.toContainText('no longer connected')
    await shoot(page, 'refused-token-de')
  })
})

test.describe('Arabic', () => {
  test.use({ locale: 'ar' })

  test('I18N-LAST-002 the same notice right to left, accessible in light and dark, at 1024 px', async ({
    page,
    host,
  }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    const alert = await openRefused(page, host.url)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(alert).toContainText('لم تعد هذه الصفحة متصلة بـ Herald.')
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expectAccessible(page, testInfo, `refused-token-ar-${colorScheme}`)
      await shoot(page, `refused-token-ar-${colorScheme}`)
    }
  })
})
