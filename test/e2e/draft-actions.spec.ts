import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { composer, draftAction } from './composer'
import { expect, test } from './fixtures'
import { addWebhook, createVault, openScreen, visibleScreen, composeTo } from './libraryUi'
import { rpc } from './rpc'

// Issue 20 item 5: the draft actions in one menu with shortcuts, the drafts list searchable, newest first
// and marked, an untouched empty draft reused instead of multiplied, and "New draft" after a send.

const menuButton = (page: Page) => visibleScreen(page).getByRole('button', { name: 'Draft actions' })
const menu = (page: Page) => visibleScreen(page).getByRole('menu', { name: 'Draft actions' })
const item = (page: Page, name: string) => menu(page).getByRole('menuitem', { name, exact: true })
const draftsCount = (page: Page) => visibleScreen(page).locator('.drafts-menu__count')
const saved = (page: Page) => expect(page.getByRole('status', { name: 'Save state' })).toHaveText('Saved')

/** The drafts list, opened; its rows in the order shown. */
async function openList(page: Page) {
  await visibleScreen(page)
    .getByRole('button', { name: /^Drafts/ })
    .click()
  return visibleScreen(page).getByRole('list', { name: 'Drafts' })
}

test.describe('composer: draft actions and the drafts list', () => {
  test('DACT-001 the Draft actions menu by keyboard and mouse, each item with its shortcut; axe with it open', async ({
    app,
  }, testInfo) => {
    await openScreen(app, 'Composer')
    const ui = composer(app)
    await ui.content.fill('Menu work')
    await saved(app)

    // Keyboard: Down opens on the first item, arrows wrap, Home/End, Escape returns the focus.
    await menuButton(app).focus()
    await app.keyboard.press('ArrowDown')
    await expect(menuButton(app)).toHaveAttribute('aria-expanded', 'true')
    await expect(item(app, 'New draft')).toBeFocused()
    await expect(menu(app).getByRole('menuitem')).toHaveText([
      /^New draft/,
      /^New from template…/,
      /^Rename draft…/,
      /^Duplicate draft/,
      /^Save as template…/,
      /^Import…/,
      /^Export…/,
      /^Delete draft…/,
    ])
    await expect(item(app, 'Rename draft…')).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+R')
    await expect(item(app, 'Rename draft…')).toContainText('Ctrl+Alt+R')
    await expect(item(app, 'New draft')).toContainText('Ctrl+Alt+N')
    await expect(item(app, 'New from template…')).toContainText('Ctrl+Alt+Shift+N')
    await app.keyboard.press('ArrowUp')
    await expect(item(app, 'Delete draft…')).toBeFocused()
    await app.keyboard.press('ArrowDown')
    await expect(item(app, 'New draft')).toBeFocused()
    await app.keyboard.press('End')
    await expect(item(app, 'Delete draft…')).toBeFocused()
    await app.keyboard.press('Home')
    await expect(item(app, 'New draft')).toBeFocused()
    // A letter goes to the next item starting with it.
    await app.keyboard.press('n')
    await expect(item(app, 'New from template…')).toBeFocused()
    await app.keyboard.press('e')
    await expect(item(app, 'Export…')).toBeFocused()
    await app.keyboard.press('Home')

    await app.setViewportSize({ width: 1024, height: 700 })
    await expectAccessible(app, testInfo, 'draft-actions-open')
    await app.screenshot({ path: testInfo.outputPath('draft-actions-menu-light-1024.png') })
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'draft-actions-open-dark')
    await app.screenshot({ path: testInfo.outputPath('draft-actions-menu-dark-1024.png') })
    await app.emulateMedia({ colorScheme: 'light' })

    await app.keyboard.press('Escape')
    await expect(menu(app)).toBeHidden()
    await expect(menuButton(app)).toBeFocused()

    // Enter on the button opens it too; Down twice and Enter renames; the focus comes back to the button.
    await app.keyboard.press('Enter')
    await expect(item(app, 'New draft')).toBeFocused()
    await app.keyboard.press('ArrowDown')
    await app.keyboard.press('ArrowDown')
    await expect(item(app, 'Rename draft…')).toBeFocused()
    await app.keyboard.press('Enter')
    const rename = app.getByRole('dialog', { name: 'Rename draft' })
    await rename.getByRole('textbox', { name: 'Draft name' }).fill('Keyboard name')
    await app.keyboard.press('Enter')
    await expect(rename).toBeHidden()
    await expect(visibleScreen(app).getByRole('toolbar', { name: 'Draft' })).toContainText('Keyboard name')
    await expect(menuButton(app)).toBeFocused()

    // Mouse: a click opens it, a click outside closes it, a click on an item runs it.
    await menuButton(app).click()
    await expect(menu(app)).toBeVisible()
    await ui.content.click()
    await expect(menu(app)).toBeHidden()
    await draftAction(app, 'Duplicate draft')
    await expect(visibleScreen(app).getByRole('toolbar', { name: 'Draft' })).toContainText(
      'Keyboard name (copy)',
    )
    await expect(ui.content).toHaveValue('Menu work')
    await expect(draftsCount(app)).toHaveText('2')
  })

  test('DACT-002 every shortcut runs its action from the composer', async ({ app }) => {
    await openScreen(app, 'Composer')
    const ui = composer(app)
    await ui.content.fill('Shortcut work')
    await saved(app)
    const toolbar = visibleScreen(app).getByRole('toolbar', { name: 'Draft' })

    const dialogs: [string, string | RegExp][] = [
      ['Control+Alt+r', 'Rename draft'],
      ['Control+Alt+Shift+N', 'New from template'],
      ['Control+Alt+s', 'Save as template'],
      ['Control+Alt+o', 'Import drafts'],
      ['Control+Alt+e', 'Export drafts'],
      ['Control+Alt+x', /^Delete the draft/],
    ]
    for (const [keys, name] of dialogs) {
      await ui.content.press(keys)
      const dialog = app.getByRole('dialog', { name })
      await expect(dialog, keys).toBeVisible()
      await app.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
    // Nothing was typed by the keys, and the draft is still there.
    await expect(ui.content).toHaveValue('Shortcut work')

    await ui.content.press('Control+Alt+c')
    await expect(toolbar).toContainText('(copy)')
    await expect(draftsCount(app)).toHaveText('2')
    await ui.content.press('Control+Alt+n')
    await expect(ui.content).toHaveValue('')
    await expect(draftsCount(app)).toHaveText('3')
  })

  test('DACT-003 New draft reuses an untouched empty draft instead of making another', async ({ app }) => {
    await openScreen(app, 'Composer')
    const ui = composer(app)
    // The draft the composer starts with is untouched and empty: New draft stays on it.
    await expect(draftsCount(app)).toHaveText('1')
    await draftAction(app, 'New draft')
    await ui.content.press('Control+Alt+n')
    await expect(draftsCount(app)).toHaveText('1')

    await ui.content.fill('Real work')
    await saved(app)
    await draftAction(app, 'New draft')
    await expect(ui.content).toHaveValue('')
    await expect(draftsCount(app)).toHaveText('2')
    // Typed and deleted again is still empty: reused.
    await ui.content.fill('x')
    await ui.content.fill('')
    await saved(app)
    await draftAction(app, 'New draft')
    await expect(draftsCount(app)).toHaveText('2')

    // From a draft with work in it, New draft opens the empty one that exists, newest in the list.
    const list = await openList(app)
    await list.getByRole('button', { name: /Real work/ }).click()
    await expect(ui.content).toHaveValue('Real work')
    await draftAction(app, 'New draft')
    await expect(ui.content).toHaveValue('')
    await expect(draftsCount(app)).toHaveText('2')
    await openList(app)
    await expect(list.getByRole('listitem')).toHaveText([/^Draft 2.*Open/, /^Untitled draft.*Real work/])
    await expect(list.getByRole('button').first()).toHaveAttribute('aria-current', 'true')
    await expect(list.getByRole('button', { name: /Real work/ })).not.toHaveAttribute('aria-current', 'true')
  })

  test('DACT-004 the drafts list: newest first, searched by name and words, marked sent, scheduled, status and open', async ({
    app,
    emulator,
  }, testInfo) => {
    // A send, a schedule, three drafts and two axe runs: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000)
    const hook = emulator.demo.webhooks.general
    await createVault(app)
    await addWebhook(app, hook.url, 'General chatter')
    await openScreen(app, 'Composer')
    const ui = composer(app)
    const screen = visibleScreen(app)

    // Sent: "Launch notes" goes out, then marked as a status message.
    await ui.target.selectOption(hook.id)
    await ui.content.fill('Ship it on Friday')
    await draftAction(app, 'Rename draft…')
    await app.getByRole('textbox', { name: 'Draft name' }).fill('Launch notes')
    await app.getByRole('button', { name: 'Rename', exact: true }).click()
    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    const messageId = (await screen.getByTestId('message-id').textContent()) ?? ''
    const marked = await rpc(app, 'status.mark', {
      name: 'Server status',
      webhookId: hook.id,
      messageId,
      channelId: hook.channelId,
      threadId: null,
    })
    expect(marked).toMatchObject({ ok: true })

    // Scheduled: "Café menu" waits for next year.
    await screen.getByRole('button', { name: 'New draft' }).click()
    await expect(ui.content).toHaveValue('')
    await ui.content.fill('Soup of the day')
    await draftAction(app, 'Rename draft…')
    await app.getByRole('textbox', { name: 'Draft name' }).fill('Café menu')
    await app.getByRole('button', { name: 'Rename', exact: true }).click()
    await saved(app)
    const { value } = await rpc<{ drafts: { id: string; name: string }[] }>(app, 'drafts.list', {})
    const cafe = value.drafts.find((row) => row.name === 'Café menu')!
    const year = new Date().getFullYear() + 1
    const scheduled = await rpc(app, 'schedules.create', {
      draftId: cafe.id,
      at: `${year}-01-05T09:00`,
      timeZone: 'UTC',
    })
    expect(JSON.stringify(scheduled)).toContain('"ok":true')

    // The open one: a third, with Friday in its words.
    await draftAction(app, 'New draft')
    await expect(ui.content).toHaveValue('')
    await ui.content.fill('Weekly recap, Friday edition')
    await saved(app)

    const list = await openList(app)
    await expect(screen.getByRole('searchbox', { name: 'Search drafts' })).toBeFocused()
    await expect(list.getByRole('listitem')).toHaveText([
      /Weekly recap/,
      /Café menu.*Scheduled/,
      /Launch notes.*Sent.*Status message/,
    ])
    await expect(list.getByRole('button', { name: /Weekly recap/ })).toHaveAttribute('aria-current', 'true')
    await expect(list.getByRole('button', { name: /Launch notes/ })).not.toHaveAttribute(
      'aria-current',
      'true',
    )

    await app.setViewportSize({ width: 1024, height: 700 })
    await expectAccessible(app, testInfo, 'drafts-list-open')
    await app.screenshot({ path: testInfo.outputPath('drafts-list-light-1024.png') })
    await app.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(app, testInfo, 'drafts-list-open-dark')
    await app.screenshot({ path: testInfo.outputPath('drafts-list-dark-1024.png') })
    await app.emulateMedia({ colorScheme: 'light' })

    const search = screen.getByRole('searchbox', { name: 'Search drafts' })
    await search.fill('friday')
    await expect(list.getByRole('listitem')).toHaveText([/Weekly recap/, /Launch notes/])
    await search.fill('FRIDAY ship')
    await expect(list.getByRole('listitem')).toHaveText([/Launch notes/])
    // By name, without the accent; by a word that is not in the first line shown.
    await search.fill('cafe')
    await expect(list.getByRole('listitem')).toHaveText([/Café menu/])
    await search.fill('edition')
    await expect(list.getByRole('listitem')).toHaveText([/Weekly recap/])
    await search.fill('nothing like this')
    await expect(list.getByRole('listitem')).toHaveCount(0)
    await expect(screen.getByRole('status').filter({ hasText: 'No draft has' })).toBeVisible()
    await app.screenshot({ path: testInfo.outputPath('drafts-list-no-match.png') })
  })

  test('DACT-005 after a send, New draft opens a fresh draft to the same webhook and the sent one stays as it was', async ({
    app,
    emulator,
  }) => {
    const hook = emulator.demo.webhooks.general
    await composeTo(app, hook, 'General chatter')
    const ui = composer(app)
    const screen = visibleScreen(app)
    await ui.content.fill('The sent one')
    await ui.send.click()
    await expect(ui.sent).toBeVisible()
    await expect(draftsCount(app)).toHaveText('1')

    await screen.getByRole('button', { name: 'New draft' }).click()
    await expect(ui.sent).toBeHidden()
    await expect(ui.content).toHaveValue('')
    await expect(ui.target).toHaveValue(hook.id)
    await expect(draftsCount(app)).toHaveText('2')

    // Back on the sent one, it is as it was, still sent; its New draft opens the empty one again.
    const list = await openList(app)
    await expect(list.getByRole('button', { name: /The sent one/ })).toContainText('Sent')
    await list.getByRole('button', { name: /The sent one/ }).click()
    await expect(ui.content).toHaveValue('The sent one')
    await expect(ui.sent).toBeVisible()
    await screen.getByRole('button', { name: 'New draft' }).click()
    await expect(ui.content).toHaveValue('')
    await expect(ui.target).toHaveValue(hook.id)
    await expect(draftsCount(app)).toHaveText('2')
    // One message reached the channel: nothing was sent again.
    expect(emulator.control.journal().filter((entry) => entry.method === 'POST')).toHaveLength(1)
  })
})
