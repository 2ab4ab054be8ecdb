import type { Issue } from '../../../shared/rpc'
import type { SendsState } from './store'

/** Field-level problems from the last failed send, for the form to show next to each field. */
function issues(state: SendsState): Issue[] {
  const { outcome } = state
  if (outcome.phase !== 'failed') return []
  const { error } = outcome
  return error.kind === 'invalidInput' || error.kind === 'discord' ? error.issues : []
}

export const sendsSelectors = {
  outcome: (state: SendsState) => state.outcome,
  isSending: (state: SendsState) => state.outcome.phase === 'sending',
  issues,
}
