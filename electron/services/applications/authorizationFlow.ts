import crypto from 'node:crypto'
import { redirectUriFor } from '@shared/linkedRoles/redirect'
import type { ClientCredentials, TokenResult } from '../discord'
import type { OAuth2Api } from '../discord/oauth2Api'
import type { ListenOptions } from './loopbackListener'
import { listenForCallback } from './loopbackListener'

/**
 * The browser page where the user approves: on the origin of the unversioned API root, so
 * HERALD_AUTH_BASE=http://127.0.0.1:PORT/api sends it to the emulator's test page, and the default
 * https://discord.com/api to https://discord.com/oauth2/authorize (discord-wire §14.1). Always
 * response_type=code: the implicit grant is not offered.
 */
export function authorizeUrl(
  authBase: string,
  input: { clientId: string; redirectUri: string; scope: string; state: string },
): string {
  const url = new URL('/oauth2/authorize', new URL(authBase).origin)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', input.clientId)
  url.searchParams.set('scope', input.scope)
  url.searchParams.set('redirect_uri', input.redirectUri)
  url.searchParams.set('state', input.state)
  url.searchParams.set('prompt', 'consent')
  return url.toString()
}

export type AuthorizationInput = {
  oauth2: Pick<OAuth2Api, 'requestToken'>
  authBase: string
  client: ClientCredentials
  port: number
  scope: string
  /** Sends the user's browser to the URL (the shell's openExternal, or nothing with --no-open). */
  open(url: string): Promise<void>
  /** How long the listener waits for the browser (default 5 minutes). */
  listen?: ListenOptions
}

export type Authorization = {
  authorizeUrl: string
  redirectUri: string
  /** The token response once the browser came back and the code was exchanged. */
  tokens: Promise<TokenResult>
  cancel(): void
}

/**
 * Authorization-code grant with a loopback redirect: listen, open the browser, wait for the callback with
 * our random state, then exchange the code here with the client secret (it never reaches a browser).
 */
export async function startAuthorization(input: AuthorizationInput): Promise<Authorization> {
  const state = crypto.randomBytes(24).toString('base64url')
  const wait = await listenForCallback(input.port, state, input.listen)
  const redirectUri = redirectUriFor(wait.port)
  const url = authorizeUrl(input.authBase, {
    clientId: input.client.clientId,
    redirectUri,
    scope: input.scope,
    state,
  })
  const tokens = wait.result.then(({ code }) =>
    input.oauth2.requestToken(input.client, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }),
  )
  tokens.catch(() => undefined)
  try {
    await input.open(url)
  } catch {
    // No browser could be opened: the URL is shown, and the user can open it by hand.
  }
  return { authorizeUrl: url, redirectUri, tokens, cancel: wait.cancel }
}
