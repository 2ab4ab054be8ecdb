import type { Phrase } from '@shared/i18n'
import { RpcError, said } from '@shared/rpc/errors'
import { wholeSaid } from '@shared/rpc/wholeSaid'

// Apart from the ledger (sendLedger.ts), which opens a store: the engine settles every send, and the
// CLI, which keeps no ledger, should not load the stores' code for it.

/** How a send ended, as far as the ledger is concerned; a failure's reason in English and as a phrase. */
export type Settlement =
  | { state: 'sent'; messageId: string; channelId: string }
  | { state: 'failed' | 'unknown'; reason: string; reasonPhrase?: Phrase | undefined }

/** How a send's failure leaves the channel: certainly without the message, or perhaps with it. */
export function settlementOf(error: unknown): Settlement {
  if (!(error instanceof RpcError)) {
    // Not one of Herald's errors (a bug): its text is all there is, and it is no sentence for a user.
    const why = error instanceof Error ? { reason: error.message } : failed()
    return { state: 'unknown', ...why }
  }
  const { data } = error
  // A 5xx or a lost answer may have been processed; a 4xx, a refused connection or a cancel before the
  // body was complete was not (discord-wire §5, failurePolicy.ts).
  const maybe = data.kind === 'unknownOutcome' || (data.kind === 'discord' && data.status >= 500)
  const whole = wholeSaid(data)
  return { state: maybe ? 'unknown' : 'failed', reason: error.message, reasonPhrase: whole?.phrase }
}

function failed() {
  const { message, phrase } = said('stored.send.failed', 'The send failed.')
  return { reason: message, reasonPhrase: phrase }
}
