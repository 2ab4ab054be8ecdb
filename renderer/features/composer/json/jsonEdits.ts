import { create } from 'zustand'
import type { DraftMessage } from '@shared/drafts/draft'
import type { Json } from '@renderer/store/drafts/reducers'
import type { JsonMark } from './jsonSync'

/** JSON text the draft could not take (not JSON, or it adds problems), as the user left it. */
export type PendingJsonEdit = {
  text: string
  /** The body the text was typed over: once the body changes elsewhere, the text is stale. */
  base: Json
  /** The first problem marked in the text, for the reason Send gives. */
  first: JsonMark | undefined
}

type JsonEdits = {
  /** By message id; kept when the JSON view closes, so coming back finds the text as typed. */
  pending: Readonly<Record<string, PendingJsonEdit>>
  hold(messageId: string, edit: PendingJsonEdit): void
  rebase(messageId: string, base: Json): void
  drop(messageId: string): void
}

/** Screen state, not part of the document: not saved, not undone. */
export const useJsonEdits = create<JsonEdits>()((set) => ({
  pending: {},
  hold: (messageId, edit) => set((state) => ({ pending: { ...state.pending, [messageId]: edit } })),
  rebase: (messageId, base) =>
    set((state) => {
      const edit = state.pending[messageId]
      return edit ? { pending: { ...state.pending, [messageId]: { ...edit, base } } } : state
    }),
  drop: (messageId) =>
    set((state) => {
      if (!(messageId in state.pending)) return state
      const { [messageId]: _dropped, ...rest } = state.pending
      return { pending: rest }
    }),
}))

/** The edit of this message's JSON that the draft has not taken, if it still stands over its body. */
export function pendingJsonEdit(
  pending: JsonEdits['pending'],
  message: Pick<DraftMessage, 'id' | 'data'>,
): PendingJsonEdit | undefined {
  const edit = pending[message.id]
  return edit && edit.base === message.data ? edit : undefined
}

/** Why Send waits for the JSON view: the text's first problem, and what Send would post instead. */
export function jsonEditReason(edit: PendingJsonEdit): string {
  const where = edit.first ? ` (line ${edit.first.line}: ${edit.first.message.replace(/\.$/, '')})` : ''
  return `The JSON edit is not taken${where}: Send would post the last valid body instead. Fix it, or discard the edit.`
}
