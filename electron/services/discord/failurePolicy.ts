import type { Said } from '@shared/rpc/errors'
import { RpcError, said, withHint } from '@shared/rpc/errors'
import { redact } from '../log'
import { cancelledError } from './clock'
import type { TransportError } from './transport'

/**
 * What to do when an exchange fails, so a message is never posted twice (issue 4, part 4):
 *
 * - Nothing reached Discord (connection refused, name not found): safe to try again for any method.
 * - A POST whose body was fully written and then got no answer (reset, idle timeout) or a 5xx may have
 *   been processed: Execute Webhook has no nonce, so a retry could post a duplicate. Report an unknown
 *   outcome and say how to check. A POST cut off mid-body cannot have been processed (Discord needs the
 *   whole body to parse it), so that is a plain network failure, reported and not retried.
 * - GET, PUT, PATCH and DELETE are idempotent: retried with exponential backoff, a bounded number of times.
 * - 429 never gets here: the scheduler waits and resends it, since Discord did not process it.
 */

export type RetryOptions = {
  /** Extra attempts for idempotent calls and for connections that never opened. */
  retries: number
  /** First backoff; doubles each attempt. */
  baseDelayMs: number
}

export type Decision = { retryAfterMs: number } | { error: RpcError }

export function isIdempotent(method: string, flagged = false): boolean {
  return flagged || method !== 'POST'
}

function backoff(options: RetryOptions, attempt: number): number {
  return options.baseDelayMs * 2 ** attempt
}

/** `attempt` counts from 0 for the first try. `outcomeHint` says how to check (differs per endpoint). */
export function decideOnTransportError(
  error: TransportError,
  input: { method: string; idempotent: boolean; attempt: number; options: RetryOptions; outcomeHint: Said },
): Decision {
  const { attempt, options } = input
  const canRetry = attempt < options.retries
  if (error.failure === 'aborted') {
    if (input.idempotent || !error.bodyComplete) return { error: cancelledError() }
    return {
      error: new RpcError({
        kind: 'unknownOutcome',
        ...withHint(
          said(
            'service.request.cancelledAfterSent',
            'Cancelled after the whole request was sent, so Discord may have processed it.',
          ),
          input.outcomeHint,
        ),
      }),
    }
  }
  const reason = redact(error.message)
  if (!error.reachedServer) {
    if (canRetry) return { retryAfterMs: backoff(options, attempt) }
    return {
      error: new RpcError({
        kind: 'network',
        ...said('service.request.unreachable', `Could not reach Discord: ${reason}. Nothing was sent.`, {
          reason,
        }),
      }),
    }
  }
  if (input.idempotent) {
    if (canRetry) return { retryAfterMs: backoff(options, attempt) }
    return {
      error: new RpcError({
        kind: 'network',
        ...said('service.request.connectionFailed', `The connection to Discord failed: ${reason}.`, {
          reason,
        }),
      }),
    }
  }
  if (!error.bodyComplete) {
    return {
      error: new RpcError({
        kind: 'network',
        ...said(
          'service.request.failedBeforeSent',
          `The connection failed before the whole request was sent (${reason}), so Discord did not process it. It is safe to send again.`,
          { reason },
        ),
      }),
    }
  }
  return {
    error: new RpcError({
      kind: 'unknownOutcome',
      ...withHint(
        said(
          'service.request.noAnswer',
          `The request reached Discord but no answer came back (${reason}), so it may or may not have been processed.`,
          { reason },
        ),
        input.outcomeHint,
      ),
    }),
  }
}

/** For 5xx answers. Returns undefined for statuses this policy does not handle. */
export function decideOnServerError(
  status: number,
  input: { idempotent: boolean; attempt: number; options: RetryOptions; outcomeHint: Said },
): Decision | undefined {
  if (status < 500) return undefined
  if (input.idempotent) {
    return input.attempt < input.options.retries
      ? { retryAfterMs: backoff(input.options, input.attempt) }
      : undefined
  }
  return {
    error: new RpcError({
      kind: 'unknownOutcome',
      ...withHint(
        said(
          'service.request.serverErrorMaybe',
          `Discord had a server error (${status}) while handling the request, so it may or may not have been processed.`,
          { status },
        ),
        input.outcomeHint,
      ),
    }),
  }
}
