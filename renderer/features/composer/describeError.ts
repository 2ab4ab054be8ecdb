import type { RpcErrorData } from '../../../shared/rpc'
import { assertNever } from '../../../shared/rpc'

export type ErrorText = { title: string; hint?: string; tone: 'error' | 'warning' | 'info' }

/** A heading and a next step for each kind of failure; the service's own message is shown under it. */
export function describeError(error: RpcErrorData): ErrorText {
  switch (error.kind) {
    case 'invalidInput':
      return { tone: 'error', title: 'Not sent: check the highlighted fields' }
    case 'discord':
      return describeDiscord(error.status)
    case 'rateLimited':
      return {
        tone: 'warning',
        title: 'Slow down: Discord is rate limiting this webhook',
        hint: `Try again in ${Math.ceil(error.retryAfterMs / 1000)} s.`,
      }
    case 'network':
      return {
        tone: 'error',
        title: 'Could not reach Discord',
        hint: 'Check your connection; nothing was sent. Your message is still here.',
      }
    case 'unknownOutcome':
      return {
        tone: 'warning',
        title: 'The message may have been sent',
        hint: 'The connection dropped before Discord answered. Check the channel before sending again.',
      }
    case 'vaultLocked':
      return { tone: 'error', title: 'The vault is locked', hint: 'Unlock it in Settings, then send again.' }
    case 'notFound':
      return { tone: 'error', title: 'Not found' }
    case 'conflict':
      return { tone: 'error', title: 'Something changed meanwhile', hint: 'Reload and try again.' }
    case 'cancelled':
      return { tone: 'info', title: 'Sending was cancelled' }
    case 'internal':
      return { tone: 'error', title: 'Something went wrong inside Herald' }
    default:
      return assertNever(error)
  }
}

function describeDiscord(status: number): ErrorText {
  if (status === 401) {
    return {
      tone: 'error',
      title: 'Discord refused the webhook token (401)',
      hint: 'The token part of the URL is wrong or was reset. Copy the webhook URL again from Discord.',
    }
  }
  if (status === 404) {
    return {
      tone: 'error',
      title: 'This webhook does not exist (404)',
      hint: 'It may have been deleted in Discord. Paste the URL of an existing webhook.',
    }
  }
  if (status === 400) return { tone: 'error', title: 'Discord rejected the message (400)' }
  if (status === 403) return { tone: 'error', title: 'Discord did not allow this (403)' }
  if (status >= 500) {
    return { tone: 'error', title: `Discord had a problem (${status})`, hint: 'Try again in a moment.' }
  }
  return { tone: 'error', title: `Discord answered ${status}` }
}
