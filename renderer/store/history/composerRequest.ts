import { said } from '@shared/rpc/errors'
import type { Outcome } from '../../api/attempt'
import type { NewDraft } from '../drafts/store'
import { useDraftsStore } from '../drafts/store'
import { useNavigationStore } from '../navigation/store'
import type { PreparedEdit } from './editDraft'
import { duplicateDraftOf, editDraftOf } from './editDraft'

/**
 * The hand-over from history to the composer: a history message opens as a NEW draft (the draft open
 * before is saved first and stays in the drafts list), and the composer is shown with it.
 */
async function openAsNewDraft(init: NewDraft): Promise<Outcome<unknown>> {
  const draft = await useDraftsStore.getState().create(init)
  if (!draft) {
    return {
      ok: false,
      error: {
        kind: 'internal',
        ...said('last.history.noDraft', 'Herald could not create a draft for this message.'),
      },
    }
  }
  useNavigationStore.getState().go('composer')
  return { ok: true, value: draft }
}

/** Opens a sent message for editing in its own draft. */
export function openEditDraft(prepared: PreparedEdit): Promise<Outcome<unknown>> {
  return openAsNewDraft(editDraftOf(prepared))
}

/** Starts a new draft from a sent message's body, to the same saved webhook when there is one. */
export function openDuplicateDraft(data: Record<string, unknown>, webhookId: string | undefined) {
  return openAsNewDraft(duplicateDraftOf(data, webhookId))
}
