import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'

// Every screen, in light and in dark, passes an axe-core WCAG 2.1 AA audit. States within a screen
// (dialogs, errors, filled forms) are audited by the specs that reach them.
const SCREENS = ['Composer', 'Webhooks', 'History', 'Applications', 'Settings'] as const

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme}`, () => {
    test.use({ colorScheme: scheme })
    for (const screen of SCREENS) {
      test(`A11Y-${scheme}-${screen} the ${screen} screen passes WCAG 2.1 AA`, async ({ app }, testInfo) => {
        await app.getByRole('navigation').getByRole('button', { name: screen }).click()
        await expect(app.getByRole('heading', { level: 1, name: screen })).toBeVisible()
        await expectAccessible(app, testInfo, `${screen}-${scheme}`)
      })
    }
  })
}
