import { create } from 'zustand'
import type { SendRecord } from '@shared/drafts/sendRecord'
import { attempt, listen } from '../../api/attempt'
import { drop } from '../../util/drop'

/**
 * The services' record of what the open draft posted, per message and webhook (issue 19): read when a
 * draft opens and kept current from `sends.onDidChange`, so a send started by another page, or by this
 * page before a reload, shows here and its answer reaches this draft.
 */
export type SendLedgerState = {
  draftId: string | undefined
  records: readonly SendRecord[]
}

export const useSendLedger = create<SendLedgerState>()(() => ({ draftId: undefined, records: [] }))

/** Follows draft `draftId`'s records until the returned function is called. */
export function followLedger(draftId: string): () => void {
  useSendLedger.setState({ draftId, records: [] })
  let heard = false
  const stop = listen('sends.onDidChange', (change) => {
    if (change.draftId !== draftId || useSendLedger.getState().draftId !== draftId) return
    heard = true
    useSendLedger.setState({ records: change.records })
  })
  drop(
    attempt('sends.list', { draftId }).then((outcome) => {
      // A change heard meanwhile is newer than this answer.
      if (!outcome.ok || heard || useSendLedger.getState().draftId !== draftId) return
      useSendLedger.setState({ records: outcome.value.records })
    }),
  )
  return stop
}
