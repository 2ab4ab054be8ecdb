import { create } from 'zustand'
import type { MethodOutput, RpcErrorData } from '../../../shared/rpc'
import { attempt } from '../../api/attempt'
import { useNavigationStore } from '../navigation/store'

/**
 * An edit of a sent message, as history.prepareEdit describes it. Its payload is the body as it is on
 * Discord now: the diff's "before", and the start of the edit.
 */
export type EditRequest = { kind: 'edit' } & MethodOutput<'history.prepareEdit'>

/** A new draft started from a history entry. */
export type DraftRequest = { kind: 'draft'; webhookId: string; payload: Record<string, unknown> }

export type ComposerRequest = EditRequest | DraftRequest

export type EditOutcome =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'edited'; messageId: string }
  | { phase: 'failed'; error: RpcErrorData }

export type ComposerRequestState = {
  /** What the history screen asked the composer to open; an edit stays here until sent or cancelled. */
  pending: ComposerRequest | undefined
  /** Each request gets a new number, so opening the same entry twice still reloads the composer. */
  serial: number
  editOutcome: EditOutcome
  request(request: ComposerRequest): void
  clear(): void
  /** PATCHes the message being edited with the full new body (flags and kept attachments included). */
  submitEdit(message: Record<string, unknown>): Promise<EditOutcome>
  dismissEditOutcome(): void
}

/**
 * The hand-over from history to the composer: the history screen puts a request here and shows the
 * composer; the composer loads it into its form.
 */
export const useComposerRequestStore = create<ComposerRequestState>()((set, get) => ({
  pending: undefined,
  serial: 0,
  editOutcome: { phase: 'idle' },
  request(request) {
    set({ pending: request, serial: get().serial + 1, editOutcome: { phase: 'idle' } })
    useNavigationStore.getState().go('composer')
  },
  clear: () => set({ pending: undefined }),
  async submitEdit(message) {
    const edit = get().pending
    if (edit?.kind !== 'edit' || get().editOutcome.phase === 'saving') return get().editOutcome
    set({ editOutcome: { phase: 'saving' } })
    const outcome = await attempt('message.edit', {
      target: edit.target,
      messageId: edit.messageId,
      threadId: edit.threadId ?? undefined,
      message,
    })
    const editOutcome: EditOutcome = outcome.ok
      ? { phase: 'edited', messageId: outcome.value.message.id }
      : { phase: 'failed', error: outcome.error }
    // A finished edit leaves edit mode; a failed one stays, so nothing typed is lost.
    set(outcome.ok ? { editOutcome, pending: undefined } : { editOutcome })
    return editOutcome
  },
  dismissEditOutcome: () => set({ editOutcome: { phase: 'idle' } }),
}))

/** The body an edit sends: the message as it is, with what the composer changed laid over it. */
export function editedMessage(
  before: Record<string, unknown>,
  changes: { content: string },
): Record<string, unknown> {
  return { ...before, content: changes.content }
}
