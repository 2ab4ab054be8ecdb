import { RpcError, said } from '@shared/rpc/errors'
import type { ClientCredentials, TokenResult } from '../discord'
import type { OAuth2Api } from '../discord/oauth2Api'
import type { SecretBox } from '../library/webhookLibrary'
import { registerSecret } from '../log'
import type { UserTokens } from './applicationStore'

/** Refresh this long before the access token expires, so a call never races the expiry. */
export const REFRESH_MARGIN_MS = 60 * 60 * 1000

const ref = (applicationId: string, field: 'accessToken' | 'refreshToken') => ({
  type: 'application',
  id: applicationId,
  field,
})

/** Seals a token response for keeping; the tokens themselves never leave the services. */
export function sealTokens(
  vault: SecretBox,
  applicationId: string,
  result: TokenResult,
  now: number,
  user: UserTokens['user'],
): UserTokens {
  const refresh = 'refresh_token' in result && result.refresh_token ? result.refresh_token : null
  // New tokens never pass through vault.open before their first use, so the log redactor learns them here.
  registerSecret(result.access_token)
  if (refresh) registerSecret(refresh)
  return {
    accessToken: vault.seal(ref(applicationId, 'accessToken'), result.access_token),
    refreshToken: refresh ? vault.seal(ref(applicationId, 'refreshToken'), refresh) : null,
    expiresAt: now + result.expires_in * 1000,
    scope: result.scope,
    user,
  }
}

export function openAccessToken(vault: SecretBox, applicationId: string, tokens: UserTokens): string {
  return vault.open(ref(applicationId, 'accessToken'), tokens.accessToken)
}

export function openRefreshToken(vault: SecretBox, applicationId: string, tokens: UserTokens): string | null {
  return tokens.refreshToken ? vault.open(ref(applicationId, 'refreshToken'), tokens.refreshToken) : null
}

/** Why the user must connect again after Discord refused the refresh token (kept with the application). */
export const RECONNECT = said(
  'stored.applications.invalidGrant',
  'Discord no longer accepts this authorization (invalid_grant: it was revoked, or the refresh token was used elsewhere). Connect the user again.',
)

/** A token-endpoint 400 on a refresh is invalid_grant (a wrong secret is 401 invalid_client). */
export function isInvalidGrant(error: unknown): boolean {
  return error instanceof RpcError && error.data.kind === 'discord' && error.data.status === 400
}

/**
 * Trades the refresh token for a new pair. Refresh tokens are single-use (discord-wire §14.2), so the
 * caller must store the returned pair at once, replacing the old one.
 */
export async function refreshTokens(
  oauth2: Pick<OAuth2Api, 'requestToken'>,
  client: ClientCredentials,
  refreshToken: string,
): Promise<TokenResult> {
  return oauth2.requestToken(client, { grant_type: 'refresh_token', refresh_token: refreshToken })
}
