import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { rpc } from './rpc'

// Issue 20 item 4: each part of the editor collapses to one line saying what is in it and what is
// wrong, what is collapsed is kept per draft across a reload, an outline jumps between the parts, and a
// reason Send is held opens what hides its field before focusing it.

function editor(page: Page) {
  return page.getByRole('region', { name: 'Editor' })
}

function toggle(page: Page, name: string) {
  return editor(page).getByRole('heading', { name, exact: true }).getByRole('button')
}

function region(page: Page, name: string) {
  return editor(page).getByRole('region', { name, exact: true })
}

function outline(page: Page) {
  return page.getByRole('navigation', { name: 'Outline' })
}

function box(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true })
}

async function saved(page: Page) {
  await expect(page.getByRole('status', { name: 'Save state' })).toHaveText('Saved')
}

/** A screenshot from the top of the editor, kept with the test's results to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.getByRole('heading', { name: 'Composer', level: 1 }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) })
}

async function twoEmbeds(page: Page) {
  await page.getByRole('button', { name: 'Add embed' }).click()
  await box(page, 'Embed 1 title').fill('Release notes for the spring update')
  await page.getByRole('button', { name: 'Add embed' }).click()
  await box(page, 'Embed 2 description').fill('What changed since winter, in short')
}

test('SECT-001 sections collapse to a summary line, kept per draft across a reload', async ({ app }) => {
  await box(app, 'Message').fill('Launch at five tonight, with everyone on the call')
  await twoEmbeds(app)
  await saved(app)

  const message = toggle(app, 'Message')
  await expect(message).toHaveAttribute('aria-expanded', 'true')
  await message.click()
  await expect(message).toHaveAttribute('aria-expanded', 'false')
  await expect(box(app, 'Message')).toHaveCount(0)
  await expect(region(app, 'Message')).toContainText('“Launch at five tonight, with everyone on the call”')
  await expect(message).toHaveAccessibleDescription(/Launch at five tonight/)

  // Keyboard: the header is a button, Enter and Space work it.
  const embeds = toggle(app, 'Embeds')
  await embeds.focus()
  await app.keyboard.press('Enter')
  await expect(embeds).toHaveAttribute('aria-expanded', 'false')
  await expect(region(app, 'Embeds')).toContainText(
    '2 embeds: Release notes for the spring update · What changed',
  )
  await expect(box(app, 'Embed 1 title')).toHaveCount(0)
  await toggle(app, 'Files').focus()
  await app.keyboard.press('Space')
  await expect(region(app, 'Files')).toContainText('No files')
  await expect(toggle(app, 'Files')).toHaveAttribute(
    'aria-controls',
    (await region(app, 'Files').locator('.section-card__body').getAttribute('id')) ?? '',
  )

  await app.reload()
  await expect(toggle(app, 'Message')).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle(app, 'Embeds')).toHaveAttribute('aria-expanded', 'false')
  // Collapsed since the page opened: its controls are not even in the page.
  await expect(app.locator('#m0-content, #m0-embeds-0-title')).toHaveCount(0)
  await expect(toggle(app, 'Pings')).toHaveAttribute('aria-expanded', 'true')
  await expect(region(app, 'Message')).toContainText('Launch at five tonight')

  // What is collapsed is screen state: it is not part of the draft the services keep (nor its exports).
  const first = await rpc<{ drafts: { id: string }[]; openId: string }>(app, 'drafts.list', {})
  const onDisk = await rpc(app, 'drafts.get', { id: first.value.openId })
  expect(JSON.stringify(onDisk.value)).not.toMatch(/collapsed|"sections"/)

  // Another draft has its own: everything open.
  const other = await rpc<{ draft: { id: string } }>(app, 'drafts.create', { name: 'Second' })
  await rpc(app, 'drafts.open', { id: other.value.draft.id })
  await app.reload()
  await expect(app.getByText('Second', { exact: true })).toBeVisible()
  await expect(toggle(app, 'Message')).toHaveAttribute('aria-expanded', 'true')
  await expect(box(app, 'Message')).toBeVisible()
  await toggle(app, 'Pings').click()

  await rpc(app, 'drafts.open', { id: first.value.openId })
  await app.reload()
  await expect(toggle(app, 'Message')).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle(app, 'Pings')).toHaveAttribute('aria-expanded', 'true')
})

test('SECT-002 a problem in a collapsed embed shows in its summary and the outline, and its reason opens it', async ({
  app,
}) => {
  await app.getByRole('button', { name: 'Add embed' }).click()
  await box(app, 'Embed 1 title').fill('t'.repeat(257))
  await app.getByRole('button', { name: 'Add embed' }).click()
  await box(app, 'Embed 2 title').fill('Fine')
  await app.getByRole('button', { name: 'Collapse embed 1' }).click()

  const card = app.getByRole('group', { name: 'Embed 1', exact: true })
  await expect(card).toContainText('1 problem: The embed title is 257 characters long')
  await expect(outline(app).getByRole('link', { name: 'Embed 1 1 problem' })).toBeVisible()
  await expect(outline(app).getByRole('link', { name: 'Embed 2', exact: true })).toBeVisible()
  await expect(outline(app).getByRole('link', { name: 'Embeds 1 problem' })).toBeVisible()

  // The whole section collapsed: its line still says it, and Send is still held by it.
  await toggle(app, 'Embeds').click()
  await expect(region(app, 'Embeds')).toContainText('1 problem: The embed title is 257 characters long')
  await expect(app.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()

  await app.getByRole('link', { name: /embed title is 257 characters long/ }).click()
  await expect(toggle(app, 'Embeds')).toHaveAttribute('aria-expanded', 'true')
  await expect(app.getByRole('button', { name: 'Collapse embed 1' })).toBeVisible()
  await expect(box(app, 'Embed 1 title')).toBeFocused()
  await expect(box(app, 'Embed 1 title')).toBeInViewport()
})

test('SECT-003 the outline opens what it jumps to, and collapses or expands everything', async ({ app }) => {
  await twoEmbeds(app)
  await outline(app).getByRole('button', { name: 'Collapse all' }).click()
  for (const name of ['Where it goes', 'Message', 'Files', 'Embeds', 'Link buttons', 'Pings']) {
    await expect(toggle(app, name)).toHaveAttribute('aria-expanded', 'false')
  }

  await outline(app).getByRole('link', { name: 'Pings', exact: true }).click()
  await expect(toggle(app, 'Pings')).toHaveAttribute('aria-expanded', 'true')
  await expect(toggle(app, 'Pings')).toBeFocused()
  await expect(app.getByRole('checkbox', { name: 'Ping roles' })).toBeInViewport()

  // An embed: its section and the embed itself open.
  await outline(app).getByRole('link', { name: 'Embed 2', exact: true }).click()
  await expect(toggle(app, 'Embeds')).toHaveAttribute('aria-expanded', 'true')
  await expect(app.getByRole('button', { name: 'Collapse embed 2' })).toBeVisible()
  await expect(app.getByRole('button', { name: 'Expand embed 1' })).toBeVisible()
  await expect(app.getByRole('group', { name: 'Embed 2', exact: true })).toBeFocused()

  await outline(app).getByRole('button', { name: 'Expand all' }).click()
  await expect(toggle(app, 'Message')).toHaveAttribute('aria-expanded', 'true')
  await expect(app.getByRole('button', { name: 'Collapse embed 1' })).toBeVisible()
})

test('SECT-005 collapsing keeps what is typed but not yet taken, and a held colour still holds Send', async ({
  app,
}) => {
  const users = box(app, 'Users that may be pinged')
  await users.fill('12, 3')
  await toggle(app, 'Pings').click()
  await expect(users).toHaveCount(0)
  await toggle(app, 'Pings').click()
  await expect(users).toHaveValue('12, 3')

  await app.getByRole('button', { name: 'Add embed' }).click()
  await box(app, 'Embed 1 title').fill('Colours')
  const hex = box(app, 'Embed 1 colour')
  await hex.fill('#12345G')
  await hex.press('Tab')
  const reason = app.locator('.send-problems').getByRole('link', { name: /^Embed 1 colour: / })
  await expect(reason).toBeVisible()
  await app.getByRole('button', { name: 'Collapse embed 1' }).click()
  await toggle(app, 'Embeds').click()
  await expect(reason).toBeVisible()
  await expect(app.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  await expect(region(app, 'Embeds')).toContainText('1 problem: Embed 1 colour:')

  await reason.click()
  await expect(hex).toBeFocused()
  await expect(hex).toHaveValue('#12345G')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`SECT-004 collapsed and expanded sections pass WCAG 2.1 AA (${scheme})`, async ({ app }, testInfo) => {
    await app.emulateMedia({ colorScheme: scheme })
    await box(app, 'Message').fill('x'.repeat(2001))
    await app.getByRole('button', { name: 'Add embed' }).click()
    await box(app, 'Embed 1 title').fill('t'.repeat(300))
    await app.getByRole('button', { name: 'Add embed' }).click()
    await box(app, 'Embed 2 title').fill('Second embed')
    await app.getByRole('button', { name: 'Collapse embed 1' }).click()
    await expectAccessible(app, testInfo, `sections-expanded-${scheme}`)
    await shot(app, testInfo, `sections-expanded-${scheme}`)

    await outline(app).getByRole('button', { name: 'Collapse all' }).click()
    await expect(region(app, 'Message')).toContainText('1 problem:')
    await expectAccessible(app, testInfo, `sections-collapsed-${scheme}`)
    await app.screenshot({ path: testInfo.outputPath(`sections-collapsed-${scheme}.png`), fullPage: true })
    await app.setViewportSize({ width: 1024, height: 700 })
    await app.screenshot({
      path: testInfo.outputPath(`sections-collapsed-${scheme}-1024.png`),
      fullPage: true,
    })
  })
}
