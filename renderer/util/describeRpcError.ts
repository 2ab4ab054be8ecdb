import type { RpcErrorData } from '../../shared/rpc'
import { assertNever } from '../../shared/rpc'

export type ErrorText = { title: string; hint?: string; tone: 'error' | 'warning' | 'info' }

/**
 * A heading and a next step for each kind of failure, for the library, history and vault screens. The
 * service's own message (which already names the webhook or field) is shown under it.
 */
export function describeRpcError(error: RpcErrorData): ErrorText {
  switch (error.kind) {
    case 'invalidInput':
      return { tone: 'error', title: 'Check what you entered' }
    case 'discord':
      return describeDiscord(error.status, error.code)
    case 'rateLimited':
      return {
        tone: 'warning',
        title: 'Discord is rate limiting these requests',
        hint: `Try again in ${Math.max(1, Math.ceil(error.retryAfterMs / 1000))} s.`,
      }
    case 'network':
      return {
        tone: 'error',
        title: 'Could not reach Discord',
        hint: 'Check your connection and try again. Nothing you typed was lost.',
      }
    case 'unknownOutcome':
      return {
        tone: 'warning',
        title: 'Discord may have done it',
        hint: 'The connection dropped before Discord answered. Check in Discord before trying again.',
      }
    case 'vaultLocked':
      return {
        tone: 'warning',
        title: 'The vault is locked',
        hint: 'Saved webhook URLs and bot tokens are encrypted. Unlock the vault with your passphrase, then try again.',
      }
    case 'notFound':
      return { tone: 'error', title: 'Not found in Herald' }
    case 'conflict':
      return { tone: 'error', title: 'Not possible right now' }
    case 'cancelled':
      return { tone: 'info', title: 'Cancelled' }
    case 'internal':
      return { tone: 'error', title: 'Something went wrong inside Herald' }
    default:
      return assertNever(error)
  }
}

function describeDiscord(status: number, code: number | null): ErrorText {
  if (status === 403 && code === 50013) {
    // The services' message already says which permission and where to grant it.
    return { tone: 'error', title: 'Missing permission: Manage Webhooks (403, code 50013)' }
  }
  if (status === 401) {
    return {
      tone: 'error',
      title: 'Discord refused the token (401)',
      hint: 'The token was regenerated or reset. Add the current webhook URL or bot token.',
    }
  }
  if (status === 404) {
    return {
      tone: 'error',
      title: 'Discord does not know it (404)',
      hint: 'It was deleted on Discord, or the id is wrong.',
    }
  }
  if (status === 403) return { tone: 'error', title: 'Discord did not allow this (403)' }
  if (status === 400) return { tone: 'error', title: 'Discord rejected the request (400)' }
  if (status >= 500) {
    return { tone: 'error', title: `Discord had a problem (${status})`, hint: 'Try again in a moment.' }
  }
  return { tone: 'error', title: `Discord answered ${status}` }
}
