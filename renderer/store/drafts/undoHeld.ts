import type { Draft } from '@shared/drafts/draft'
import { UNDO_HANDLES_MAX } from '@shared/rpc/areas/drafts'

/** A step of the undo history: the draft as it was (or will be again). */
type HistoryStep = { draft?: Draft | undefined }

/**
 * The staged files undo or redo can bring back into `draft` (it holds them no longer): the services keep
 * their bytes while the history does, so a file Undo brings back can be sent. A history cleared (a send,
 * another draft) or cut at its limit lets go of them with the next save.
 */
export function filesHeldByUndo(draft: Draft, steps: readonly HistoryStep[]): string[] {
  return heldByUndo(draft, steps, (d) => d.messages.flatMap((message) => message.files.map((f) => f.handle)))
}

/**
 * The sealed URLs (pasted targets) undo or redo can bring back into `draft`: the services keep them in
 * the vault while the history does, so a target Undo brings back can still be sent to.
 */
export function sealedRefsHeldByUndo(draft: Draft, steps: readonly HistoryStep[]): string[] {
  return heldByUndo(draft, steps, (d) =>
    d.targets.flatMap((target) => (target.kind === 'sealed' ? [target.ref] : [])),
  )
}

/** What the steps of `draft`'s own history hold that `draft` does not, oldest first. */
function heldByUndo(draft: Draft, steps: readonly HistoryStep[], itemsOf: (d: Draft) => string[]): string[] {
  const now = new Set(itemsOf(draft))
  const held = new Set<string>()
  for (const step of steps) {
    if (step.draft?.id !== draft.id) continue
    for (const item of itemsOf(step.draft)) if (!now.has(item)) held.add(item)
  }
  // Past the contract's cap (the staging area holds far fewer files) the oldest are let go, never the save.
  return [...held].slice(-UNDO_HANDLES_MAX)
}
