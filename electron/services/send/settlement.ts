import { RpcError } from '@shared/rpc/errors'

// Apart from the ledger (sendLedger.ts), which opens a store: the engine settles every send, and the
// CLI, which keeps no ledger, should not load the stores' code for it.

/** How a send ended, as far as the ledger is concerned. */
export type Settlement =
  { state: 'sent'; messageId: string; channelId: string } | { state: 'failed' | 'unknown'; reason: string }

/** How a send's failure leaves the channel: certainly without the message, or perhaps with it. */
export function settlementOf(error: unknown): Settlement {
  const reason = error instanceof Error ? error.message : 'The send failed.'
  if (!(error instanceof RpcError)) return { state: 'unknown', reason }
  const { data } = error
  // A 5xx or a lost answer may have been processed; a 4xx, a refused connection or a cancel before the
  // body was complete was not (discord-wire §5, failurePolicy.ts).
  const maybe = data.kind === 'unknownOutcome' || (data.kind === 'discord' && data.status >= 500)
  return { state: maybe ? 'unknown' : 'failed', reason }
}
