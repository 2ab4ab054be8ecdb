import { expect } from '@playwright/test'
import { test } from './modelTest'
import type { Step } from './actions'
import type { NewDefect } from './commands'
import { KNOWN_DEFECTS, replay } from './commands'
import { Broken } from './invariants'

// Failing sequences the model test found, shrunk, kept as plain replays: each runs the same steps and
// checks the same invariants after each. While the defect it shows is listed in KNOWN_DEFECTS the replay
// must break exactly that invariant; once the fix is merged and the entry emptied it must hold. A replay
// that holds while its defect is still listed fails the run: a reminder to empty the entry.

type Kept = {
  id: string
  defect: number | NewDefect
  gate: keyof typeof KNOWN_DEFECTS
  /** The invariant the defect breaks. */
  breaks: Broken['invariant']
  what: string
  steps: Step[]
}

const send = { kind: 'send', confirmCopy: false } as const

const KEPT: Kept[] = [
  {
    id: 'MODEL-REG-001',
    defect: 1,
    gate: 'embedImage',
    breaks: 'attachment lost',
    what: 'Edit it after sending a file as embed image: the edit drops that file, the image is gone',
    steps: [
      { kind: 'addFile' },
      { kind: 'addFile' },
      { kind: 'embedImage', file: 1 },
      send,
      { kind: 'editIt' },
      { kind: 'type' },
      send,
    ],
  },
  {
    id: 'MODEL-REG-002',
    defect: 2,
    gate: 'embedImage',
    breaks: 'attachment lost',
    what: 'an edit from History turns the embed image into a loose file though only the text changed',
    steps: [
      { kind: 'addFile' },
      { kind: 'embedImage', file: 1 },
      send,
      { kind: 'editFromHistory', pick: 0 },
      { kind: 'type' },
      send,
    ],
  },
  {
    id: 'MODEL-REG-003',
    defect: 3,
    gate: 'undo',
    breaks: 'file shown but not sent',
    what: 'remove a file, Undo: the file is listed again but Send refuses it as no longer staged',
    steps: [{ kind: 'addFile' }, { kind: 'removeFile', file: 1 }, { kind: 'undo' }, send],
  },
  {
    id: 'MODEL-REG-004',
    defect: 4,
    gate: 'pasteUrl',
    breaks: 'wrong target',
    what: 'a saved webhook pasted with a wrong token: the card shows the saved token, the POST uses the pasted one',
    steps: [{ kind: 'pasteUrl', hook: 'general', wrongToken: true }, send],
  },
  {
    id: 'MODEL-REG-005',
    defect: 5,
    gate: 'removeTarget',
    breaks: 'posted twice',
    what: 'two targets, the first fails; remove it, add another, Send: the second target gets a second copy',
    steps: [
      { kind: 'addTarget', hook: 'announcements' },
      { kind: 'fault', fault: '500' },
      send,
      { kind: 'removeTarget', target: 1 },
      { kind: 'addTarget', hook: 'news' },
      send,
    ],
  },
  {
    id: 'MODEL-REG-005b',
    defect: 5,
    gate: 'addTarget',
    breaks: 'posted twice',
    what: 'sent to one target, a second target added: Send posts to the first one again without asking',
    steps: [send, { kind: 'addTarget', hook: 'announcements' }, send],
  },
  {
    id: 'MODEL-REG-007a',
    defect: 7,
    gate: 'fault:500',
    breaks: 'posted twice',
    what: 'a 500 after Discord stored the message: Send posts it again without asking',
    steps: [{ kind: 'fault', fault: '500' }, send, send],
  },
  {
    id: 'MODEL-REG-007b',
    defect: 7,
    gate: 'fault:resetAfterUpload',
    breaks: 'posted twice',
    what: 'the connection reset after the upload (message stored): Send posts it again without asking',
    steps: [{ kind: 'fault', fault: 'resetAfterUpload' }, send, send],
  },
  {
    id: 'MODEL-REG-008',
    defect: 8,
    gate: 'lockVault',
    breaks: 'asked twice',
    what: 'edit while the vault is locked: Save edit is asked again after unlocking',
    steps: [send, { kind: 'editIt' }, { kind: 'type' }, { kind: 'lockVault' }, send],
  },
  {
    id: 'MODEL-REG-011a',
    defect: 11,
    gate: 'reloadMidSend',
    breaks: 'posted twice',
    what: 'reload while the POST is in flight: the draft forgets it and Send posts a second copy',
    steps: [{ kind: 'reloadMidSend' }, send],
  },
  {
    id: 'MODEL-REG-011b',
    defect: 11,
    gate: 'reloadMidSend',
    breaks: 'posted twice',
    what: 'reload mid-send, then a second page on the draft: its Send posts a second copy',
    steps: [{ kind: 'reloadMidSend' }, { kind: 'secondPage' }, send],
  },
  {
    id: 'MODEL-REG-011c',
    defect: 11,
    gate: 'secondPage',
    breaks: 'posted twice',
    what: 'two pages on one draft: the second sends, the first still offers Send and posts a second copy',
    steps: [{ kind: 'secondPage' }, send, { kind: 'secondPage' }, send],
  },
  {
    id: 'MODEL-REG-011d',
    defect: 11,
    gate: 'secondPage',
    breaks: 'posted twice',
    what: 'a reset after the upload on a second page: the first page, unaware, is asked "Post a second copy?" by the services',
    steps: [
      { kind: 'secondPage' },
      { kind: 'fault', fault: 'resetAfterUpload' },
      send,
      { kind: 'secondPage' },
      { kind: 'send', confirmCopy: true },
    ],
  },
  {
    id: 'MODEL-REG-NEW-1',
    defect: 'edit goes to the message’s webhook while the card shows another',
    gate: 'replaceTarget',
    breaks: 'wrong target',
    what: 'editing from History, Send to changed to another webhook: the card shows it, the PATCH goes to the first',
    steps: [send, { kind: 'editFromHistory', pick: 0 }, { kind: 'replaceTarget', hook: 'news' }, send],
  },
]

/** The invariant a replay broke, found through the trail wrapper's cause. */
function brokenOf(error: unknown): Broken | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof Broken) return e
  return undefined
}

test.describe('model test regressions (issue 19)', () => {
  for (const kept of KEPT) {
    test(`${kept.id} defect ${kept.defect}: ${kept.what}`, async ({ browser }) => {
      test.setTimeout(120_000)
      const outcome = await replay(browser, kept.steps).then(
        () => undefined,
        (error: unknown) => error,
      )
      if (KNOWN_DEFECTS[kept.gate]?.includes(kept.defect)) {
        expect(
          brokenOf(outcome)?.invariant,
          `defect ${kept.defect} no longer shows: remove it from KNOWN_DEFECTS.${kept.gate}`,
        ).toBe(kept.breaks)
      } else if (outcome !== undefined) {
        throw outcome
      }
    })
  }
})
