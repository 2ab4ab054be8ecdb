import type { RpcErrorData } from '@shared/rpc'
import type { ErrorText, ErrorWording } from '../../util/describeRpcError'
import { describeRpcError } from '../../util/describeRpcError'

/** The composer speaks of sending: what was (or was not) sent, and what to check before sending again. */
const sendWording: ErrorWording = {
  invalidInput: { tone: 'error', title: 'Not sent: check the highlighted fields' },
  rateLimited: 'Slow down: Discord is rate limiting this webhook',
  network: {
    tone: 'error',
    title: 'Could not reach Discord',
    hint: 'Check your connection; nothing was sent. Your message is still here.',
  },
  // The service's message says why (a 5xx, a lost answer): the hint claims no cause of its own.
  unknownOutcome: {
    tone: 'warning',
    title: 'The message may have been sent',
    hint: 'Send asks before posting it again.',
  },
  vaultLocked: {
    tone: 'error',
    title: 'The vault is locked',
    hint: 'Unlock it here, and the message goes out. Nothing you typed was lost.',
  },
  notFound: { tone: 'error', title: 'Not found' },
  // message.send's conflicts: a refused second copy (issue 19) or a saved webhook marked unusable; the
  // service's message says which.
  conflict: {
    tone: 'warning',
    title: 'Not sent',
    hint: 'Nothing was posted. Read why above before sending again.',
  },
  cancelled: { tone: 'info', title: 'Sending was cancelled' },
  internal: { tone: 'error', title: 'Something went wrong inside Herald' },
  discord400: 'Discord rejected the message (400)',
  discord401: {
    tone: 'error',
    title: 'Discord refused the webhook token (401)',
    hint: 'The token part of the URL is wrong or was reset. Copy the webhook URL again from Discord.',
  },
  discord404: {
    tone: 'error',
    title: 'This webhook does not exist (404)',
    hint: 'It may have been deleted in Discord. Paste the URL of an existing webhook.',
  },
}

/** A heading and a next step for each kind of send failure; the service's own message is shown under it. */
export function describeError(error: RpcErrorData): ErrorText {
  return describeRpcError(error, sendWording)
}
