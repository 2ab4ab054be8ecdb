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

test('TYPE-003 a key typed into an embed description changes in the page only that embed’s counters and its part of the preview', async ({
  app,
}) => {
  // Render only what a keystroke changes (issue 23): a section that re-rendered for every key rewrote its
  // controls' attributes (the mentions checkboxes' name and type), work a keystroke must not cost.
  const embeds = Array.from({ length: 3 }, (_, e) => ({
    title: `Embed title ${e + 1}`,
    description: 'Start',
    fields: [{ name: `Name ${e + 1}`, value: 'Value' }],
    footer: { text: 'Footer' },
    timestamp: '2026-01-02T03:04:05.000Z',
  }))
  const messages = [{ id: 'm', data: { content: 'Hello <@123456789012345678>', embeds }, files: [] }]
  expect((await rpc(app, 'drafts.create', { name: 'Keys', messages })).ok).toBe(true)
  await app.reload()
  const description = box(app, 'Embed 2 description')
  await description.click()
  await app.keyboard.press('End')
  await expect(app.getByRole('status', { name: 'Save state' })).toHaveText('Saved')

  // Every node the page changes from now on, told by where it is.
  await app.evaluate(() => {
    const where = (node: Node): string => {
      const element = node instanceof Element ? node : node.parentElement!
      const part = element.closest('[data-part]')?.getAttribute('data-part')
      if (part) return `preview ${part}`
      const counter = element.closest('.limit-counter, .embed-card__share')
      const owner = element.closest('[role="group"][aria-label], section[aria-label], section.card')
      const ownerName =
        owner?.getAttribute('aria-label') ?? owner?.className.split(' ').find((c) => c.endsWith('-section'))
      if (counter) return `counter ${counter.className.split(' ')[0]} in ${ownerName}`
      if (element.closest('.save-status')) return 'save status'
      const button = element.closest('button')
      if (button) return `button ${button.textContent}`
      return `${element.tagName.toLowerCase()} ${element.className} in ${ownerName}`
    }
    const changed = new Set<string>()
    new MutationObserver((records) => records.forEach((record) => changed.add(where(record.target)))).observe(
      document.body,
      { subtree: true, childList: true, characterData: true, attributes: true },
    )
    Object.assign(window, { changedByKeys: changed })
  })
  await app.keyboard.type(' more')
  await expect(app.locator('[data-part="embeds.1.description"]')).toHaveText('Start more')
  // What comes after the key's frame (the send bar's checks, the save) has had its turn.
  await expect(app.getByRole('status', { name: 'Save state' })).toHaveText('Saved')

  const changed = await app.evaluate(() => [
    ...(window as unknown as { changedByKeys: Set<string> }).changedByKeys,
  ])
  // The save status and Undo change once, with the first key; nothing else may.
  const once = ['save status', 'button Undo']
  expect(changed.filter((place) => !once.includes(place)).sort()).toEqual([
    'counter embed-card__share in Embed 2',
    'counter limit-counter in Embed 2',
    'counter limit-counter in embeds-section',
    'preview embeds.1.description',
  ])
})
