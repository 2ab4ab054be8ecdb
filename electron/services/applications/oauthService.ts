import { CONNECT_SCOPES } from '@shared/linkedRoles/redirect'
import type { ConnectionState } from '@shared/rpc/areas/applications'
import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'
import { wholeSaid } from '@shared/rpc/wholeSaid'
import type { DiscordClient } from '../discord'
import type { Clock } from '../discord/clock'
import type { Logger } from '../log'
import type { ApplicationService } from './applicationService'
import type { Authorization } from './authorizationFlow'
import { startAuthorization } from './authorizationFlow'

export type OAuthServiceDeps = {
  applications: ApplicationService
  oauth2: DiscordClient['oauth2']
  authBase: string
  openExternal(url: string): Promise<void>
  onDidChange(applicationId: string, connection: ConnectionState): void
  log: Logger
  now?: () => number
  /** Ends a Connect the browser never came back to (tests move it by hand). */
  timer?: Pick<Clock, 'sleep'>
}

/**
 * Connecting a user (authorization code, loopback redirect, server-side exchange), disconnecting
 * (revoke), and client-credentials tokens. A connect answers at once with the authorize URL; how it
 * ends comes as oauth.onDidChange.
 */
export class OAuthService {
  private readonly waits = new Map<string, Authorization>()
  constructor(private readonly deps: OAuthServiceDeps) {}

  async connect(applicationId: string): Promise<{ authorizeUrl: string; redirectUri: string }> {
    const { applications } = this.deps
    const client = applications.client(applicationId)
    // Asking again replaces the earlier wait and frees its port.
    this.waits.get(applicationId)?.cancel()
    this.waits.delete(applicationId)
    const authorization = await startAuthorization({
      oauth2: this.deps.oauth2,
      authBase: this.deps.authBase,
      client,
      port: applications.redirectPort(applicationId),
      scope: CONNECT_SCOPES,
      open: this.deps.openExternal,
      listen: { clock: this.deps.timer },
    })
    this.waits.set(applicationId, authorization)
    this.emit(
      applicationId,
      applications.setTransient(applicationId, { waiting: { authorizeUrl: authorization.authorizeUrl } }),
    )
    void this.finish(applicationId, authorization)
    return { authorizeUrl: authorization.authorizeUrl, redirectUri: authorization.redirectUri }
  }

  cancel(applicationId: string): boolean {
    const wait = this.waits.get(applicationId)
    if (!wait) return false
    wait.cancel()
    return true
  }

  /** Revokes on Discord (which ends every token of the authorization), then forgets the tokens. */
  async disconnect(applicationId: string): Promise<boolean> {
    const { applications } = this.deps
    const tokens = applications.userTokens(applicationId)
    if (!tokens) return false
    const client = applications.client(applicationId)
    await this.deps.oauth2.revokeToken(
      client,
      tokens.refresh ?? tokens.access,
      tokens.refresh ? 'refresh_token' : 'access_token',
    )
    applications.forgetTokens(applicationId)
    this.emit(applicationId, applications.get(applicationId).connection)
    return true
  }

  async clientCredentials(applicationId: string, scope: string) {
    const client = this.deps.applications.client(applicationId)
    const result = await this.deps.oauth2.requestToken(client, {
      grant_type: 'client_credentials',
      ...(scope.trim() ? { scope: scope.trim().split(/\s+/).join(' ') } : {}),
    })
    const now = this.deps.now?.() ?? Date.now()
    // Only what the page may show: the token itself stays here (and is not kept).
    return {
      scope: result.scope,
      tokenType: result.token_type,
      expiresIn: result.expires_in,
      expiresAt: new Date(now + result.expires_in * 1000).toISOString(),
    }
  }

  dispose(): void {
    for (const wait of this.waits.values()) wait.cancel()
    this.waits.clear()
  }

  private async finish(applicationId: string, authorization: Authorization): Promise<void> {
    const { applications } = this.deps
    try {
      const result = await authorization.tokens
      const user = await this.whoApproved(result.access_token)
      this.emit(applicationId, applications.storeTokens(applicationId, result, user))
    } catch (error) {
      if (this.waits.get(applicationId) !== authorization) return
      const cancelled = error instanceof RpcError && error.kind === 'cancelled'
      const failure = cancelled ? null : whyFailed(error)
      if (failure) this.deps.log.warn('authorization failed', failure.message)
      try {
        this.emit(applicationId, applications.setTransient(applicationId, failure ?? {}))
      } catch {
        // The application was removed while the browser was open: nothing left to report on.
      }
    } finally {
      if (this.waits.get(applicationId) === authorization) this.waits.delete(applicationId)
    }
  }

  /** Who approved (identify): shown so the owner knows whose values they are editing. */
  private async whoApproved(accessToken: string) {
    try {
      const me = await this.deps.oauth2.currentAuthorization(accessToken)
      return me.user ? { id: me.user.id, username: me.user.username } : null
    } catch {
      return null
    }
  }

  private emit(applicationId: string, connection: ConnectionState): void {
    this.deps.onDidChange(applicationId, connection)
  }
}

/** Why a Connect failed, in English and as a phrase the page says in its language. */
function whyFailed(error: unknown): Said | { message: string } {
  if (!(error instanceof RpcError))
    return said('stored.oauth.unknownFailure', 'The authorization failed for an unknown reason.')
  return wholeSaid(error.data) ?? { message: error.message }
}
