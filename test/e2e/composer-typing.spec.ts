import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Typing into the composer's long text boxes (issue 23): a keystroke reaches the draft and the preview
// while the page leaves the box's own DOM alone, and a change made elsewhere (Undo) shows in the box.

/** A pause longer than one undo step (the draft's history groups keys typed closer than this). */
const UNDO_PAUSE_MS = 600

function box(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true })
}

/** Counts the DOM changes inside a text box from now on: React rewrote its text node on every key. */
async function watchBox(page: Page, name: string): Promise<() => Promise<number>> {
  await box(page, name).evaluate((element) => {
    const seen = { count: 0 }
    new MutationObserver((records) => (seen.count += records.length)).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    })
    ;(element as HTMLElement & { seen?: typeof seen }).seen = seen
  })
  return () =>
    box(page, name).evaluate((element) => (element as HTMLElement & { seen?: { count: number } }).seen!.count)
}

test('TYPE-001 keys typed into an embed description and a field value reach the preview; Undo shows in the box', async ({
  app,
}) => {
  await app.getByRole('button', { name: 'Add embed' }).click()
  await app.getByRole('button', { name: 'Add field to embed 1' }).click()
  const description = box(app, 'Embed 1 description')
  const value = box(app, 'Embed 1 field 1 value')
  const described = await watchBox(app, 'Embed 1 description')
  const valued = await watchBox(app, 'Embed 1 field 1 value')

  await description.click()
  await app.keyboard.type('Launch day')
  await app.waitForTimeout(UNDO_PAUSE_MS)
  await app.keyboard.type(' is here')
  await app.waitForTimeout(UNDO_PAUSE_MS)
  await value.click()
  await app.keyboard.type('Noon')

  await expect(description).toHaveValue('Launch day is here')
  await expect(value).toHaveValue('Noon')
  await expect(app.locator('[data-part="embeds.0.description"]')).toHaveText('Launch day is here')
  await expect(app.locator('[data-part="embeds.0.fields.0.value"]')).toHaveText('Noon')
  expect(await described()).toBe(0)
  expect(await valued()).toBe(0)

  // Undo changes the draft, not the box: the box follows it, as the preview does.
  await app.waitForTimeout(UNDO_PAUSE_MS)
  await value.press('Control+z')
  await expect(value).toHaveValue('')
  await value.press('Control+z')
  await expect(description).toHaveValue('Launch day')
  await expect(app.locator('[data-part="embeds.0.description"]')).toHaveText('Launch day')
  await description.press('End')
  await app.keyboard.type('!')
  await expect(description).toHaveValue('Launch day!')
  await expect(app.locator('[data-part="embeds.0.description"]')).toHaveText('Launch day!')
})
