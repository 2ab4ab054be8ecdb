import type { Issue } from '@shared/rpc'
import { issuesOf } from '../../util/issuesOf'
import type { SendsState } from './store'

/** Field-level problems from the last failed send, for the form to show next to each field. */
function issues(state: SendsState): readonly Issue[] {
  const { outcome } = state
  return outcome.phase === 'failed' ? issuesOf(outcome.error) : []
}

export const sendsSelectors = {
  outcome: (state: SendsState) => state.outcome,
  isSending: (state: SendsState) => state.outcome.phase === 'sending',
  lastWebhookId: (state: SendsState) => state.lastWebhookId,
  issues,
}
