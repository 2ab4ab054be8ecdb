import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { Broken } from './invariants'
import { PASSPHRASE, visibleScreen } from '../libraryUi'
import { cardTargets, embedFileRefs, isEditing, keptFileNames, newFileNames, screenIdentity } from './screen'
import type { World } from './world'
import { lastSeq, page } from './world'

function grant(world: World, ids: readonly string[], what: string) {
  for (const id of ids) {
    const key = `${id}|${what}`
    world.ledger.allowance.set(key, (world.ledger.allowance.get(key) ?? 0) + 1)
  }
}

function sendButton(tab: Page): Locator {
  return visibleScreen(tab).locator('.send-bar__send')
}

/**
 * Presses the send bar's button (Send, Resume or Retry failed), answers what the app asks the way the
 * command says, and waits until nothing is in flight. Records in the ledger what the screen promised:
 * where the card said the messages go, which copies the user confirmed, which files an edit keeps.
 */
export async function pressSend(world: World, confirmCopy: boolean): Promise<string> {
  const tab = page(world)
  const button = sendButton(tab)
  if (!(await button.isVisible()) || !(await button.isEnabled()))
    return `Send refused (${await refusal(tab)}): skipped`
  const label = (await button.innerText()).trim()
  const targets = await cardTargets(tab)
  for (const { id, tail } of targets) world.ledger.cardTargets.add(`${id}/${tail}`)
  const ids = targets.map((target) => target.id)
  const editing = await isEditing(tab)
  const what = await screenIdentity(tab)
  const files = editing
    ? [...(await keptFileNames(tab)), ...(await newFileNames(tab)), ...(await embedFileRefs(tab))]
    : []
  // Sending a draft changed since its last post, back to something posted before, is a new request to post.
  if (!editing && what !== undefined && what !== world.ledger.lastIdentity && world.ledger.posted.has(what)) {
    grant(world, ids, what)
  }
  const before = lastSeq(world)
  await button.click()
  const answers: string[] = []
  const asked = { confirmCopy, ids, what, answers, saves: 0 }
  await settle(world, tab, () => answerDialog(world, tab, asked))
  const unstaged = tab.getByText('This file is no longer staged', { exact: false })
  if (await unstaged.first().isVisible()) {
    throw new Broken(
      'file shown but not sent',
      `the files card listed [${(await newFileNames(tab)).join(', ')}]`,
    )
  }
  const sent = world.emulator.control.journal({ since: before })
  const posts = sent.filter((entry) => entry.route === 'executeWebhook')
  if (posts.length > 0 && what !== undefined) world.ledger.lastIdentity = what
  for (const entry of sent.filter((e) => e.route === 'editWebhookMessage' && e.status === 200)) {
    const messageId = /\/messages\/(\d+)/.exec(entry.path)?.[1]
    if (!messageId) continue
    world.ledger.expectedFiles.set(messageId, [...new Set(files)])
    world.ledger.editedNow.add(messageId)
  }
  return `${label} to [${ids.join(', ')}]${answers.length ? `, answered ${answers.join(', ')}` : ''}: ${sent.length} requests`
}

/** Why Send is disabled, as the problem list says; a file the card lists that cannot go is a broken promise. */
async function refusal(tab: Page): Promise<string> {
  const problems = visibleScreen(tab).locator('.send-problems')
  const text = (await problems.isVisible())
    ? (await problems.innerText()).replace(/\s+/g, ' ').trim()
    : 'no reason shown'
  if (/no longer staged/i.test(text)) {
    throw new Broken('file shown but not sent', `Send is refused: ${text}`)
  }
  return text
}

/** What a Send's dialogs are answered with, and what was answered so far. */
type Asked = {
  confirmCopy: boolean
  ids: string[]
  what: string | undefined
  answers: string[]
  saves: number
}

/**
 * The questions before a possible second copy, by title, with the button that confirms it: the page's own
 * (unchanged draft, unknown outcome) and the services' refusal the page turns into a question.
 */
const SECOND_COPY: Record<string, string> = {
  'Discord may have posted some of these': 'Retry anyway',
  'Post a second copy?': 'Post another copy',
}

/** Answers the dialog Send opened, if one is open now; says whether there was one. */
async function answerDialog(world: World, tab: Page, asked: Asked): Promise<boolean> {
  const { confirmCopy, ids, what, answers } = asked
  const dialog = tab.getByRole('dialog').first()
  if (!(await dialog.isVisible())) return false
  if (answers.length >= 6) throw new Error(`more than 6 dialogs after one Send: ${answers.join(', ')}`)
  const title = (await dialog.getAttribute('aria-label')) ?? (await dialogTitle(dialog))
  const yes =
    SECOND_COPY[title] ?? (/^Send the same messages? again\?$/.test(title) ? 'Send a second copy' : '')
  if (yes) {
    if (confirmCopy && what !== undefined) grant(world, ids, what)
    await dialog.getByRole('button', { name: confirmCopy ? yes : 'Cancel', exact: true }).click()
    answers.push(`${title} → ${confirmCopy ? yes : 'Cancel'}`)
  } else if (/^Save the edit of message/.test(title)) {
    asked.saves += 1
    // The user already said yes once in this Send (issue 19, defect 8).
    if (asked.saves > 1) throw new Broken('asked twice', `"${title}" was asked a second time in one Send`)
    await dialog.getByRole('button', { name: 'Save edit', exact: true }).click()
    answers.push('Save edit')
  } else if (title === 'Unlock the vault') {
    await dialog.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click()
    answers.push('unlocked')
  } else {
    throw new Error(`an unexpected dialog after Send: "${title}"`)
  }
  await expect(tab.getByRole('dialog', { name: title, exact: true })).toBeHidden()
  return true
}

async function dialogTitle(dialog: Locator): Promise<string> {
  const id = await dialog.getAttribute('aria-labelledby')
  if (!id) return ''
  return (await dialog.page().locator(`[id="${id}"]`).innerText()).trim()
}

/**
 * Until nothing is in flight and nothing is asked: no dialog open (`answer` answers one, if given), the send
 * button not busy and the emulator's journal unchanged for three looks in a row. Waits for events, not for
 * a fixed time: a loaded machine is only slower, and a dialog that opens late is still answered.
 */
export async function settle(world: World, tab: Page, answer?: () => Promise<boolean>): Promise<void> {
  let seq = -1
  let calm = 0
  for (let round = 0; round < 400 && calm < 3; round++) {
    if (answer && (await answer())) {
      calm = 0
      continue
    }
    const busy = await sendButton(tab)
      .getAttribute('aria-busy', { timeout: 1000 })
      .catch(() => null)
    const waiting = await tab.getByRole('status', { name: 'Waiting for the rate limit' }).count()
    const now = lastSeq(world)
    calm = busy === 'true' || waiting > 0 || now !== seq ? 0 : calm + 1
    seq = now
    await tab.waitForTimeout(250)
  }
}
