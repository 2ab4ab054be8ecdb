import { create } from 'zustand'
import type { DraftMessage } from '@shared/drafts/draft'
import type { Translate } from '@shared/i18n'
import { currentTranslator } from '@renderer/i18n/current'
import type { Json } from '@renderer/store/drafts/reducers'
import type { JsonMark } from './jsonSync'
import { markText } from './jsonSync'

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

/**
 * Why Send waits for the JSON view: the text's first problem, and what Send would post instead. In the
 * page's language (the send bar's checks call it outside a component, so the current translator).
 */
export function jsonEditReason(edit: PendingJsonEdit, t: Translate = currentTranslator()): string {
  const { first } = edit
  if (!first) return t('composer.json.notTaken')
  const problem = markText(t, first).replace(/[.。]$/, '')
  return t('composer.json.notTakenAt', { line: first.line, problem })
}
