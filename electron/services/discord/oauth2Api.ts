import type {
  RESTGetAPICurrentUserApplicationRoleConnectionResult,
  RESTGetAPIOAuth2CurrentAuthorizationResult,
  RESTPostOAuth2AccessTokenResult,
  RESTPostOAuth2ClientCredentialsResult,
  RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
} from 'discord-api-types/v10'
import { said } from '@shared/rpc/errors'
import { readJson } from './botApi'
import { formBody, jsonBody } from './multipart'
import { routeQueue, snowflake } from './paths'
import type { CallOptions, RequestCore } from './requestCore'
import type { RequestBody } from './transport'

/**
 * OAuth2 token requests on {auth_url} (discord-wire §14) and the user's role connection with a Bearer
 * token (§13.2). Token requests are form-encoded only (JSON is refused) with the parameters in the body
 * (query-string grant_type stopped working in Dec 2024) and the client authenticated with Basic.
 */

export type ClientCredentials = { clientId: string; clientSecret: string }

export type TokenGrant =
  | { grant_type: 'client_credentials'; scope?: string }
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier?: string }
  | { grant_type: 'refresh_token'; refresh_token: string }

export type TokenResult = RESTPostOAuth2AccessTokenResult | RESTPostOAuth2ClientCredentialsResult

export class OAuth2Api {
  constructor(private readonly core: RequestCore) {}

  requestToken(client: ClientCredentials, grant: TokenGrant, call: CallOptions = {}): Promise<TokenResult> {
    const fields: Record<string, string> = {}
    for (const [name, value] of Object.entries(grant)) if (typeof value === 'string') fields[name] = value
    return this.core.queued(routeQueue('oauth2/token', client.clientId), call, async (send) =>
      readJson<TokenResult>(
        await send({
          method: 'POST',
          base: 'auth',
          path: '/oauth2/token',
          auth: { kind: 'basic', clientId: client.clientId, clientSecret: client.clientSecret },
          caller: 'oauth',
          body: formBody(fields),
          // A client-credentials token can be asked for again harmlessly; a code or a refresh token is
          // single-use, so repeating that request after an unclear failure would only burn it.
          idempotent: grant.grant_type === 'client_credentials',
          outcomeHint: said(
            'service.hint.tokenLost',
            'If a token was issued it is lost; sign in with Discord again.',
          ),
        }),
      ),
    )
  }

  /** Revokes a token and, on Discord, every token of the same authorization (discord-wire §14.4). */
  async revokeToken(
    client: ClientCredentials,
    token: string,
    hint: 'access_token' | 'refresh_token',
    call: CallOptions = {},
  ): Promise<void> {
    await this.core.queued(routeQueue('oauth2/token/revoke', client.clientId), call, (send) =>
      send({
        method: 'POST',
        base: 'auth',
        path: '/oauth2/token/revoke',
        auth: { kind: 'basic', clientId: client.clientId, clientSecret: client.clientSecret },
        caller: 'oauth',
        body: formBody({ token, token_type_hint: hint }),
        // Revoking twice is harmless: the second finds nothing to revoke.
        idempotent: true,
      }),
    )
  }

  /** GET /oauth2/@me: the authorization's scopes, expiry and (with identify) the user. */
  currentAuthorization(accessToken: string, call: CallOptions = {}) {
    return this.core.queued(routeQueue('oauth2/@me', 'me'), call, async (send) =>
      readJson<RESTGetAPIOAuth2CurrentAuthorizationResult>(
        await send({
          method: 'GET',
          base: 'api',
          path: '/oauth2/@me',
          auth: { kind: 'bearer', token: accessToken },
          caller: 'bearer',
        }),
      ),
    )
  }

  getUserRoleConnection(accessToken: string, applicationId: string, call: CallOptions = {}) {
    return this.roleConnection('GET', accessToken, applicationId, undefined, call)
  }

  /** Replaces the user's stored values (service-interface rule 3). */
  putUserRoleConnection(
    accessToken: string,
    applicationId: string,
    body: RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
    call: CallOptions = {},
  ) {
    return this.roleConnection('PUT', accessToken, applicationId, jsonBody(body), call)
  }

  /** GET and PUT share the route, its queue, the Bearer token and the answer (the stored connection). */
  private roleConnection(
    method: 'GET' | 'PUT',
    accessToken: string,
    applicationId: string,
    body: RequestBody | undefined,
    call: CallOptions,
  ) {
    const app = snowflake(applicationId, 'application')
    return this.core.queued(
      routeQueue('users/@me/applications/:id/role-connection', app),
      call,
      async (send) =>
        readJson<RESTGetAPICurrentUserApplicationRoleConnectionResult>(
          await send({
            method,
            base: 'api',
            path: `/users/@me/applications/${app}/role-connection`,
            auth: { kind: 'bearer', token: accessToken },
            caller: 'bearer',
            body,
          }),
        ),
    )
  }
}
