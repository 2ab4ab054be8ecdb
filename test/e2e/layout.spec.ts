import type { Locator, Page, TestInfo } from '@playwright/test'
import { expectAccessible } from './a11y'
import { expect, test } from './fixtures'
import { visibleScreen } from './libraryUi'
import { rpc } from './rpc'

// Issue 20: a composer you can live in. The sidebar, the banner and the header stay; the editor and the
// preview scroll on their own; Send and its results stay in view at the foot of the editor; the preview
// stays beside the editor from 1200 px up and is one switch away below that.

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const

/** Stages a small file as the page's file picker does, for a draft made through the RPC. */
async function stageFiles(page: Page, names: string[]): Promise<unknown[]> {
  return page.evaluate(async (all) => {
    const staged: unknown[] = []
    for (const name of all) {
      const response = await fetch('/stage', {
        method: 'POST',
        headers: {
          'X-Herald-Token': sessionStorage.getItem('herald.token') ?? '',
          'X-Herald-File-Name': encodeURIComponent(name),
          'Content-Type': 'text/plain',
        },
        body: new TextEncoder().encode(`The notes in ${name}`),
      })
      const envelope = (await response.json()) as { ok: boolean; value: Record<string, unknown> }
      staged.push({ ...envelope.value, spoiler: false, description: '' })
    }
    return staged
  }, names)
}

const field = (n: number, unnamed: boolean) => ({
  name: unnamed ? '' : `Field ${n}`,
  value: `What field ${n} says`,
  inline: n % 3 !== 0,
})

/**
 * Two embeds with 25 fields between them, a long text and two files: the page is tall if anything is.
 * `unnamed`: every field lacks its name, so Send is held for 25 reasons.
 */
async function openHeavyDraft(page: Page, unnamed = false) {
  const files = await stageFiles(page, ['notes.txt', 'changelog.txt'])
  const embeds = [
    {
      title: 'Release notes',
      description: 'Everything that changed this week, one field at a time.',
      color: 5763719,
      fields: Array.from({ length: 20 }, (_, i) => field(i + 1, unnamed)),
      footer: { text: 'The release team' },
    },
    {
      title: 'Known problems',
      description: 'What is still open.',
      fields: Array.from({ length: 5 }, (_, i) => field(i + 21, unnamed)),
    },
  ]
  const content = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of the announcement.`).join('\n')
  const messages = [{ id: 'heavy1', data: { content, embeds }, files }]
  expect((await rpc(page, 'drafts.create', { name: 'Heavy', messages })).ok).toBe(true)
  await page.reload()
  await expect(visibleScreen(page).getByRole('textbox', { name: 'Embed 2 field 5 value' })).toHaveValue(
    'What field 25 says',
  )
}

/** The page itself never scrolls: everything that is taller scrolls inside its own pane. */
async function expectNoPageScroll(page: Page) {
  const { scrollHeight, viewport } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    viewport: window.innerHeight,
  }))
  expect(scrollHeight).toBe(viewport)
}

/** In the viewport whole, and the topmost element at its centre (nothing covers it). */
async function expectInView(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 })
  const onTop = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && element.contains(hit)
  })
  expect(onTop).toBe(true)
}

async function scrollEditor(editor: Locator, to: 'top' | 'bottom') {
  await editor.evaluate((element, end) => {
    element.scrollTop = end === 'top' ? 0 : element.scrollHeight
  }, to)
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test.describe('composer layout (issue 20)', () => {
  // Six axe audits of a heavy draft on a machine shared with other work: the size of the work, not a limit.
  test.describe.configure({ timeout: 180_000 })

  for (const size of SIZES) {
    test(`LAYOUT-${size.width} an embed-heavy draft at ${size.width}×${size.height}: no page scroll, Send in view, the preview ${size.width >= 1200 ? 'beside the editor' : 'one switch away'}`, async ({
      app,
    }, testInfo) => {
      await app.setViewportSize(size)
      await openHeavyDraft(app)
      const screen = visibleScreen(app)
      const editor = screen.getByRole('region', { name: 'Editor' })
      const send = screen.getByRole('button', { name: 'Send', exact: true })
      const wide = size.width >= 1200

      for (const scheme of ['light', 'dark'] as const) {
        await app.emulateMedia({ colorScheme: scheme })
        await expectNoPageScroll(app)
        // The editor scrolls on its own: the draft is far taller than the window.
        expect(await editor.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true)
        await scrollEditor(editor, 'top')
        await expectInView(send)
        await shoot(app, testInfo, `${size.width}-${scheme}-top`)
        await scrollEditor(editor, 'bottom')
        await expectInView(send)
        await expectNoPageScroll(app)
        await shoot(app, testInfo, `${size.width}-${scheme}-bottom`)

        // The pane; the message inside it is a region named Preview too.
        const preview = screen.getByRole('region', { name: 'Preview' }).first()
        if (wide) {
          await expect(preview).toBeInViewport()
          await expect(screen.getByRole('tab', { name: 'Preview' })).toHaveCount(0)
        } else {
          await expect(preview).toBeHidden()
          await screen.getByRole('tab', { name: 'Preview' }).click()
          await expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true')
          await expect(preview).toBeInViewport()
          await expect(preview.getByText('Known problems')).toBeVisible()
          await expectInView(send)
          await expectNoPageScroll(app)
          await shoot(app, testInfo, `${size.width}-${scheme}-preview`)
          await expectAccessible(app, testInfo, `${size.width}-${scheme}-preview`)
          await screen.getByRole('tab', { name: 'Editor' }).click()
          await expect(editor).toBeVisible()
        }
        await expectAccessible(app, testInfo, `${size.width}-${scheme}`)
      }
    })
  }

  test('LAYOUT-SIDEBAR a mouse wheel over the sidebar moves nothing; the banner and the header stay', async ({
    app,
  }, testInfo) => {
    await app.setViewportSize({ width: 1024, height: 700 })
    await openHeavyDraft(app)
    const heading = app.getByRole('heading', { name: 'Composer', level: 1 })
    const top = (await heading.boundingBox())!.y
    await app.getByRole('navigation', { name: 'Main' }).hover()
    await app.mouse.wheel(0, 3000)
    // A wheel event is handled between frames; one more frame and the page has moved if it ever will.
    await app.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await app.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0)
    expect((await heading.boundingBox())!.y).toBe(top)

    for (const name of ['History', 'Settings', 'Webhooks', 'Applications']) {
      await app.getByRole('button', { name, exact: true }).click()
      const title = app.getByRole('heading', { name, level: 1 })
      await expect(title).toBeInViewport()
      await expectNoPageScroll(app)
      // The screen scrolls in its own frame, under a header that stays.
      const frame = visibleScreen(app)
      await frame.evaluate((element) => (element.scrollTop = element.scrollHeight))
      await expectInView(title)
      await shoot(app, testInfo, `screen-${name}`)
    }
  })

  test('LAYOUT-PROBLEM 26 reasons Send is held scroll inside the bar; each scrolls its field into view and focuses it', async ({
    app,
  }, testInfo) => {
    await app.setViewportSize({ width: 1440, height: 900 })
    await openHeavyDraft(app, true)
    const screen = visibleScreen(app)
    const editor = screen.getByRole('region', { name: 'Editor' })
    const name = screen.getByRole('textbox', { name: 'Embed 2 field 5 name' })
    await scrollEditor(editor, 'top')
    await expect(name).not.toBeInViewport()

    // The list is long: it scrolls inside the action bar, which keeps to its cap, and Send stays.
    const reasons = screen.locator('.send-problems').getByRole('link')
    await expect(reasons).toHaveCount(26)
    const bar = await screen.locator('.composer__actions').boundingBox()
    expect(bar!.height).toBeLessThanOrEqual(900 / 2)
    await expectInView(screen.getByRole('button', { name: 'Send', exact: true }))
    await shoot(app, testInfo, 'reasons')

    const reason = reasons.last()
    await expect(reason).toHaveText('The field name cannot be empty.')
    await reason.click()
    await expect(name).toBeFocused()
    await expect(name).toBeInViewport({ ratio: 1 })
    await expectInView(screen.getByRole('button', { name: 'Send', exact: true }))
    await expectNoPageScroll(app)
  })

  test('LAYOUT-SENT the result of Send shows in the action bar where the user is, and is announced', async ({
    app,
    emulator,
  }) => {
    await app.setViewportSize({ width: 1024, height: 700 })
    await openHeavyDraft(app)
    const screen = visibleScreen(app)
    const editor = screen.getByRole('region', { name: 'Editor' })
    await screen.getByRole('textbox', { name: 'Webhook URL' }).fill(emulator.demo.webhooks.general.url)
    await scrollEditor(editor, 'top')
    await screen.getByRole('button', { name: 'Send', exact: true }).click()

    const sent = screen.getByRole('status', { name: 'Message sent' })
    await expectInView(sent)
    await expect(sent).toContainText('Posted at')
    // A pasted URL's message has no link to offer (the channel's server is not known).
    await expect(screen.locator('[aria-live="polite"]', { hasText: 'Sent.' })).toHaveText(
      'Sent. The result is shown above Send.',
    )
    expect(emulator.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
    expect(await editor.evaluate((e) => e.scrollTop)).toBe(0)
    await expectInView(screen.getByRole('button', { name: 'Send', exact: true }))
    await expectNoPageScroll(app)
  })

  test('LAYOUT-EDIT editing a sent message: the banner sits in the action bar, readable in both themes', async ({
    app,
  }, testInfo) => {
    await app.setViewportSize({ width: 1024, height: 700 })
    const reference = {
      messageId: '1234567890123456789',
      webhookId: '1234567890123456780',
      threadId: null,
      entryId: null,
      before: { content: 'As sent' },
      kept: [],
      componentsV2: false,
    }
    const messages = [{ id: 'edit1', data: { content: 'As sent' }, files: [], reference }]
    expect((await rpc(app, 'drafts.create', { messages })).ok).toBe(true)
    await app.reload()
    const screen = visibleScreen(app)
    const banner = screen.getByRole('status', { name: 'Edit mode' })
    await expect(banner).toContainText('Editing message 1234567890123456789')
    for (const scheme of ['light', 'dark'] as const) {
      await app.emulateMedia({ colorScheme: scheme })
      await expectInView(banner.getByText('Editing message 1234567890123456789'))
      await expectInView(screen.getByRole('button', { name: 'Send', exact: true }))
      await shoot(app, testInfo, `edit-${scheme}`)
      await expectAccessible(app, testInfo, `edit-${scheme}`)
    }
  })

  test('LAYOUT-SPLIT the split between editor and preview moves by keyboard and by dragging, and is kept', async ({
    app,
  }) => {
    await app.setViewportSize({ width: 1440, height: 900 })
    await openHeavyDraft(app)
    const screen = visibleScreen(app)
    const split = screen.getByRole('separator', { name: 'Editor and preview' })
    const editor = screen.getByRole('region', { name: 'Editor' })
    const start = Number(await split.getAttribute('aria-valuenow'))
    const width = (await editor.boundingBox())!.width

    await split.focus()
    await app.keyboard.press('ArrowLeft')
    await app.keyboard.press('ArrowLeft')
    await expect(split).toHaveAttribute('aria-valuenow', String(start - 4))
    expect((await editor.boundingBox())!.width).toBeLessThan(width)

    // Dragged 200 px to the right of where it stands.
    const box = (await split.boundingBox())!
    await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await app.mouse.down()
    await app.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2, { steps: 4 })
    await app.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 4 })
    await app.mouse.up()
    const dragged = Number(await split.getAttribute('aria-valuenow'))
    expect(dragged).toBeGreaterThan(start)
    const draggedWidth = (await editor.boundingBox())!.width
    expect(draggedWidth).toBeGreaterThan(width)

    await app.reload()
    await expect(split).toHaveAttribute('aria-valuenow', String(dragged))
    expect(Math.abs((await editor.boundingBox())!.width - draggedWidth)).toBeLessThan(2)
  })

  test('LAYOUT-SWITCH below 1200 px Ctrl+Shift+P switches between the editor and the preview', async ({
    app,
  }) => {
    await app.setViewportSize({ width: 1024, height: 700 })
    const screen = visibleScreen(app)
    await screen.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello from the switch')
    const preview = screen.getByRole('region', { name: 'Preview' }).first()
    await expect(preview).toBeHidden()
    await app.keyboard.press('Control+Shift+P')
    await expect(preview).toBeVisible()
    await expect(preview).toContainText('Hello from the switch')
    await app.keyboard.press('Control+Shift+P')
    await expect(screen.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible()
    await expect(preview).toBeHidden()
  })
})
