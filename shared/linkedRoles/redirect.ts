/**
 * The loopback redirect Herald listens on for the authorization code. The port is fixed per application
 * (not picked at random) because Discord compares the redirect URI exactly with the one registered in
 * the developer portal.
 */
export const DEFAULT_REDIRECT_PORT = 47816

export const CALLBACK_PATH = '/oauth2/callback'

export function redirectUriFor(port: number): string {
  return `http://127.0.0.1:${port}${CALLBACK_PATH}`
}

/** Scopes of the connect flow: the role connection, and who the user is. */
export const CONNECT_SCOPES = 'role_connections.write identify'
