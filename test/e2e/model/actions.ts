import { composer } from '../composer'
import { expect } from '../fixtures'
import { openScreen, visibleScreen } from '../libraryUi'
import { isEditing } from './screen'
import { pressSend, settle } from './send'
import type { HookName, World } from './world'
import { SAVED, lastSeq, nextText, openApp, page } from './world'

/** A 16×16 PNG: every attached file is an image, so each can be an embed's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOISP1EEmIY1TCqYfhqAACHra8QTGh1egAAAABJRU5ErkJggg==',
  'base64',
)

/** A fault armed at the emulator for the next matching request. */
export type FaultName = '500' | 'resetAfterUpload' | '429' | 'unknownMessage10008'

/** One step of a sequence, as data: printable, shrinkable and replayable by the regression test. */
export type Step =
  | { kind: 'type' }
  | { kind: 'addFile' }
  | { kind: 'removeFile'; file: number }
  | { kind: 'embedImage'; file: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'send'; confirmCopy: boolean }
  | { kind: 'editIt' }
  | { kind: 'editFromHistory'; pick: number }
  | { kind: 'addTarget'; hook: HookName }
  | { kind: 'removeTarget'; target: number }
  | { kind: 'replaceTarget'; hook: HookName }
  | { kind: 'pasteUrl'; hook: HookName; wrongToken: boolean }
  | { kind: 'reload' }
  | { kind: 'reloadMidSend' }
  | { kind: 'secondPage' }
  | { kind: 'lockVault' }
  | { kind: 'jsonView' }
  | { kind: 'fault'; fault: FaultName }

export type StepKind = Step['kind']

const screen = (world: World) => visibleScreen(page(world))

async function clickIfThere(world: World, name: string | RegExp, what: string): Promise<string> {
  const button = screen(world)
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
  if (!(await button.isVisible()) || !(await button.isEnabled())) return `no ${what}: skipped`
  await button.click()
  return what
}

/**
 * A user's pause between two changes, longer than the composer's undo burst (UNDO_PAUSE_MS, 600 ms, in
 * renderer/store/drafts/store.ts), so each change is its own undo step as it is for a person.
 */
const USER_PAUSE_MS = 700
const CHANGES_DRAFT: ReadonlySet<StepKind> = new Set([
  'type',
  'addFile',
  'removeFile',
  'embedImage',
  'undo',
  'redo',
  'addTarget',
  'removeTarget',
  'replaceTarget',
  'pasteUrl',
])

/** Does the step on the active page; answers what it did (or why it did nothing). */
export async function perform(world: World, step: Step): Promise<string> {
  const tab = page(world)
  const ui = composer(tab)
  if (CHANGES_DRAFT.has(step.kind)) await tab.waitForTimeout(USER_PAUSE_MS)
  switch (step.kind) {
    case 'type': {
      if (!(await ui.content.isVisible())) return 'no message field: skipped'
      const text = nextText(world)
      await ui.content.fill(text)
      return `typed "${text}"`
    }
    case 'addFile': {
      world.counter += 1
      const name = `file${world.counter}.png`
      const input = screen(world).locator('input[type="file"]').first()
      if ((await input.count()) === 0) return 'no file input: skipped'
      await input.setInputFiles([{ name, mimeType: 'image/png', buffer: PNG }])
      await expect(
        screen(world).getByRole('listitem', { name: new RegExp(`^File \\d+: ${name}$`) }),
      ).toBeVisible()
      return `attached ${name}`
    }
    case 'removeFile': {
      const kept = screen(world).getByRole('list', { name: 'Kept attachments', exact: true })
      if (step.file > 1 && (await kept.isVisible())) {
        return clickIfThere(world, /^Remove (?!file \d|target )\S+\.png$/, 'removed a kept attachment')
      }
      return clickIfThere(world, `Remove file ${step.file}`, `removed file ${step.file}`)
    }
    case 'embedImage': {
      const done = await clickIfThere(
        world,
        `Use file ${step.file} as embed image`,
        `file ${step.file} as embed image`,
      )
      const which = tab.getByRole('dialog', { name: /as the image of which embed\?$/ })
      if (await which.isVisible()) await which.getByRole('button', { name: 'Embed 1', exact: true }).click()
      return done
    }
    case 'undo':
    case 'redo': {
      if (!(await ui.content.isVisible())) return 'no message field: skipped'
      await ui.content.press(step.kind === 'undo' ? 'Control+z' : 'Control+Shift+Z')
      return step.kind
    }
    case 'send':
      return pressSend(world, step.confirmCopy)
    case 'editIt':
      return clickIfThere(world, 'Edit it', 'Edit it')
    case 'editFromHistory': {
      await openScreen(tab, 'History')
      const edits = screen(world).getByRole('button', { name: /^Edit message \d+$/ })
      const count = await edits.count()
      if (count === 0) {
        await openScreen(tab, 'Composer')
        return 'nothing in History: skipped'
      }
      const edit = edits.nth(step.pick % count)
      const name = await edit.getAttribute('aria-label')
      if (!(await edit.isEnabled())) {
        await openScreen(tab, 'Composer')
        return `${name} is disabled: skipped`
      }
      await edit.click()
      await expect(screen(world).getByRole('heading', { level: 1, name: 'Composer' })).toBeVisible()
      return `History → ${name ?? 'Edit'}`
    }
    case 'addTarget': {
      const id = world.emulator.demo.webhooks[step.hook].id
      const open = screen(world).getByRole('button', { name: 'Add another target', exact: true })
      if (await open.isVisible()) await open.click()
      const add = screen(world).getByRole('combobox', { name: 'Add another target' })
      if (!(await add.isVisible())) return 'no Add another target: skipped'
      const offered = await add.locator(`option[value="${id}"]`).count()
      if (offered === 0) return `${SAVED[step.hook]} not offered: skipped`
      await add.selectOption(id)
      return `added target ${SAVED[step.hook]}`
    }
    case 'removeTarget':
      return clickIfThere(
        world,
        new RegExp(`^Remove target ${step.target},`),
        `removed target ${step.target}`,
      )
    case 'replaceTarget': {
      if (!(await ui.target.isVisible()) || !(await ui.target.isEnabled())) return 'no Send to: skipped'
      await ui.target.selectOption(world.emulator.demo.webhooks[step.hook].id)
      return `Send to ${SAVED[step.hook]}`
    }
    case 'pasteUrl': {
      if (!(await ui.target.isVisible()) || !(await ui.target.isEnabled())) return 'no Send to: skipped'
      await ui.target.selectOption({ label: 'Paste a webhook URL…' })
      const hook = world.emulator.demo.webhooks[step.hook]
      await ui.url.fill(step.wrongToken ? hook.url.replace(/.{4}$/, 'AAAA') : hook.url)
      return `pasted the URL of ${SAVED[step.hook]}${step.wrongToken ? ' with a wrong token' : ''}`
    }
    case 'reload':
      await tab.reload()
      await expect(tab.getByRole('heading', { name: 'Composer' })).toBeVisible()
      return 'reloaded'
    case 'reloadMidSend':
      return reloadMidSend(world)
    case 'secondPage': {
      if (world.pages.length === 1) {
        world.pages.push(await openApp(world))
        world.active = 1
        return 'opened a second page; it is now the active one'
      }
      world.active = 1 - world.active
      await page(world).bringToFront()
      await expect(page(world).getByRole('heading', { name: 'Composer' })).toBeVisible()
      return `page ${world.active + 1} is now the active one`
    }
    case 'lockVault': {
      await openScreen(tab, 'Settings')
      const lock = screen(world).getByRole('button', { name: 'Lock now' })
      const done = (await lock.isVisible()) ? (await lock.click(), 'locked the vault') : 'already locked'
      await openScreen(tab, 'Composer')
      return done
    }
    case 'jsonView': {
      const tabs = screen(world).getByRole('tablist', { name: /^Edit message 1 as$/ })
      if (!(await tabs.isVisible())) return 'no view tabs: skipped'
      await tabs.getByRole('tab', { name: 'JSON' }).click()
      await expect(screen(world).getByRole('status', { name: 'JSON state' })).toBeVisible()
      await tabs.getByRole('tab', { name: 'Form' }).click()
      await expect(ui.content).toBeVisible()
      return 'JSON view and back'
    }
    case 'fault':
      armFault(world, step.fault)
      return `armed ${step.fault}`
  }
}

function armFault(world: World, fault: FaultName) {
  const control = world.emulator.control
  const execute = { method: 'POST', path: '/webhooks/:id/:token' }
  // Discord's 500 may come after the message was stored: the worst case, the one that tempts a second post.
  if (fault === '500') control.injectFault({ kind: 'status', status: 500, process: true, ...execute })
  if (fault === 'resetAfterUpload') control.injectFault({ kind: 'resetAfterBody', ...execute })
  if (fault === '429') control.injectFault({ kind: 'rateLimit', retryAfter: 1, ...execute })
  if (fault === 'unknownMessage10008') {
    control.injectFault({
      kind: 'status',
      method: 'PATCH',
      path: '/webhooks/:id/:token/messages/:message',
      status: 404,
      body: { message: 'Unknown Message', code: 10008 },
    })
  }
}

/** Send with Discord slow to answer, and reload the page once the request has reached it. */
async function reloadMidSend(world: World): Promise<string> {
  const tab = page(world)
  const control = world.emulator.control
  const slow = control.injectFault(
    (await isEditing(tab))
      ? { kind: 'delay', delayMs: 2500, method: 'PATCH', path: '/webhooks/:id/:token/messages/:message' }
      : { kind: 'delay', delayMs: 2500, method: 'POST', path: '/webhooks/:id/:token' },
  )
  const button = visibleScreen(tab).locator('.send-bar__send')
  if (!(await button.isVisible()) || !(await button.isEnabled())) {
    control.removeFault(slow.id)
    return 'send bar not ready: skipped'
  }
  const before = lastSeq(world)
  // The press goes through pressSend's bookkeeping; its wait for dialogs is cut short by the reload.
  const pressing = pressSend(world, false).catch((error: unknown) => `send interrupted (${String(error)})`)
  await expect
    .poll(() => control.faults().some((f) => f.id === slow.id), { timeout: 20_000 })
    .toBe(false)
    .catch(() => undefined)
  const fired = !control.faults().some((f) => f.id === slow.id)
  control.removeFault(slow.id)
  await tab.reload()
  await expect(tab.getByRole('heading', { name: 'Composer' })).toBeVisible()
  const pressed = await pressing
  // The services finish a send the page left: the emulator journals the held request only once it
  // answers, after its delay. Wait for it, so the step's routing check sees it beside the card of the
  // Send that made it (not the next step's, which would find no card).
  if (fired) {
    const message = (entry: { route: string | null }) =>
      entry.route === 'executeWebhook' || entry.route === 'editWebhookMessage'
    await expect.poll(() => control.journal({ since: before }).some(message), { timeout: 60_000 }).toBe(true)
  }
  await settle(world, tab)
  return `${pressed}; ${fired ? 'reloaded while Discord was answering' : 'nothing reached Discord; reloaded'}`
}
