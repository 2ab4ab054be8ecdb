import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'
import { rpc } from './rpc'

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

test('TYPE-002 in a draft of 10 embeds × 25 fields, the outline reaches embed 9, its last field takes keys, and the text stays when scrolled away', async ({
  app,
}) => {
  // Off-screen field lists skip rendering (content-visibility); their controls stay in the page, found by
  // role and name, and drawn when reached.
  const embeds = Array.from({ length: 10 }, (_, e) => ({
    title: `Embed title ${e + 1}`,
    fields: Array.from({ length: 25 }, (_, f) => ({ name: `Name ${e + 1}.${f + 1}`, value: 'Was' })),
  }))
  const messages = [{ id: 'big', data: { content: 'Many fields', embeds }, files: [] }]
  expect((await rpc(app, 'drafts.create', { name: 'Big', messages })).ok).toBe(true)
  await app.reload()
  const screen = visibleScreen(app)
  const last = box(app, 'Embed 9 field 25 value')
  await expect(last).toHaveValue('Was')

  await screen
    .getByRole('navigation', { name: 'Outline' })
    .getByRole('link', { name: 'Embed 9', exact: true })
    .click()
  await expect(screen.getByRole('group', { name: 'Embed 9', exact: true })).toBeFocused()
  await last.click()
  await expect(last).toBeInViewport()
  await app.keyboard.press('End')
  await app.keyboard.type(' now')
  await expect(app.locator('[data-part="embeds.8.fields.24.value"]')).toHaveText('Was now')

  await screen
    .getByRole('navigation', { name: 'Outline' })
    .getByRole('link', { name: 'Embed 1', exact: true })
    .click()
  await expect(last).not.toBeInViewport()
  await expect(last).toHaveValue('Was now')
  await expect(box(app, 'Embed 10 field 25 name')).toHaveValue('Name 10.25')
})
