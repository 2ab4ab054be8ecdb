import { create } from 'zustand'
import type { z } from 'zod'
import type { existingAttachmentSchema } from '../../../shared/rpc/areas/history'
import { useNavigationStore } from '../navigation/store'

export type ExistingAttachment = z.infer<typeof existingAttachmentSchema>

/** An edit of a sent message, as history.prepareEdit describes it. */
export type EditRequest = {
  kind: 'edit'
  entryId: string
  target: { kind: 'saved'; webhookId: string }
  messageId: string
  threadId: string | null
  /** The body as it is on Discord now: the diff's "before", and the start of the edit. */
  payload: Record<string, unknown>
  attachments: ExistingAttachment[]
  componentsV2: boolean
}

/** A new draft started from a history entry. */
export type DraftRequest = { kind: 'draft'; webhookId: string; payload: Record<string, unknown> }

export type ComposerRequest = EditRequest | DraftRequest

export type ComposerRequestState = {
  /** What the history screen asked the composer to open; the composer takes it once. */
  pending: ComposerRequest | undefined
  /** Each request gets a new number, so opening the same entry twice still reloads the composer. */
  serial: number
  request(request: ComposerRequest): void
  clear(): void
}

/**
 * The hand-over from history to the composer: the history screen puts a request here and shows the
 * composer; the composer loads it into its form.
 */
export const useComposerRequestStore = create<ComposerRequestState>()((set, get) => ({
  pending: undefined,
  serial: 0,
  request(request) {
    set({ pending: request, serial: get().serial + 1 })
    useNavigationStore.getState().go('composer')
  },
  clear: () => set({ pending: undefined }),
}))
