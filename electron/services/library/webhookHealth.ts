import type { InvalidReason } from '../stores/webhookStore'
import { discordFailure } from './discordErrors'

/** What a failed token request says about the webhook: 404 deleted, 401 token regenerated. */
export function invalidReasonOf(error: unknown): InvalidReason | undefined {
  const failure = discordFailure(error)
  if (failure?.status === 404) return 'deleted'
  if (failure?.status === 401) return 'tokenInvalid'
  return undefined
}

/** A sentence for the page about why a webhook stopped working. */
export function describeReason(reason: InvalidReason): string {
  switch (reason) {
    case 'deleted':
      return 'Discord says this webhook no longer exists (deleted).'
    case 'tokenInvalid':
      return 'Discord refused the token: it was regenerated. Add the new URL.'
    case 'revoked':
      return 'Deleted on Discord from Herald.'
    case 'other':
      return 'Discord refused this webhook.'
  }
}
