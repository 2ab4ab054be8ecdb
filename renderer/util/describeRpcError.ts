import type { RpcErrorData, RpcErrorKind } from '@shared/rpc'

export type ErrorText = { title: string; hint?: string; tone: 'error' | 'warning' | 'info' }

/**
 * The words one screen uses for each kind of failure. The composer speaks of sending, the library,
 * history and vault screens of managing; the numbers (status, seconds) are filled in by describeRpcError.
 */
export type ErrorWording = Record<Exclude<RpcErrorKind, 'discord' | 'rateLimited'>, ErrorText> & {
  rateLimited: string
  discord400: string
  discord401: ErrorText
  discord404: ErrorText
  /** Discord's 403 with code 50013; without it, that is a plain 403. */
  missingPermission?: string
}

/** The library, history and vault screens. The service's message already names the webhook or field. */
const manageWording: ErrorWording = {
  invalidInput: { tone: 'error', title: 'Check what you entered' },
  rateLimited: 'Discord is rate limiting these requests',
  network: {
    tone: 'error',
    title: 'Could not reach Discord',
    hint: 'Check your connection and try again. Nothing you typed was lost.',
  },
  unknownOutcome: {
    tone: 'warning',
    title: 'Discord may have done it',
    hint: 'Check in Discord before trying again.',
  },
  vaultLocked: {
    tone: 'warning',
    title: 'The vault is locked',
    hint: 'Saved webhook URLs and bot tokens are encrypted. Unlock the vault with your passphrase, then try again.',
  },
  notFound: { tone: 'error', title: 'Not found in Herald' },
  conflict: { tone: 'error', title: 'Not possible right now' },
  cancelled: { tone: 'info', title: 'Cancelled' },
  internal: { tone: 'error', title: 'Something went wrong inside Herald' },
  // The services' message already says which permission and where to grant it.
  missingPermission: 'Missing permission: Manage Webhooks (403, code 50013)',
  discord400: 'Discord rejected the request (400)',
  discord401: {
    tone: 'error',
    title: 'Discord refused the token (401)',
    hint: 'The token was regenerated or reset. Add the current webhook URL or bot token.',
  },
  discord404: {
    tone: 'error',
    title: 'Discord does not know it (404)',
    hint: 'It was deleted on Discord, or the id is wrong.',
  },
}

/** A heading and a next step for each kind of failure; the service's own message is shown under it. */
export function describeRpcError(error: RpcErrorData, wording: ErrorWording = manageWording): ErrorText {
  switch (error.kind) {
    case 'discord':
      return describeDiscord(error.status, error.code, wording)
    case 'rateLimited':
      return {
        tone: 'warning',
        title: wording.rateLimited,
        hint: `Try again in ${Math.max(1, Math.ceil(error.retryAfterMs / 1000))} s.`,
      }
    default:
      return wording[error.kind]
  }
}

function describeDiscord(status: number, code: number | null, wording: ErrorWording): ErrorText {
  if (status === 403 && code === 50013 && wording.missingPermission) {
    return { tone: 'error', title: wording.missingPermission }
  }
  if (status === 401) return wording.discord401
  if (status === 404) return wording.discord404
  if (status === 403) return { tone: 'error', title: 'Discord did not allow this (403)' }
  if (status === 400) return { tone: 'error', title: wording.discord400 }
  if (status >= 500) {
    return { tone: 'error', title: `Discord had a problem (${status})`, hint: 'Try again in a moment.' }
  }
  return { tone: 'error', title: `Discord answered ${status}` }
}
