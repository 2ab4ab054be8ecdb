import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'

/**
 * Sentences a user understands for Discord's JSON error codes (discord-wire §2.4) and OAuth2 errors
 * (§14.5). The code and status still travel with the error; these only say what happened and what to do.
 */

/** Who was calling: the same status means different things on a webhook and for a bot. */
export type CallerKind = 'webhook' | 'bot' | 'bearer' | 'oauth'

export const TOKEN_WRONG = said(
  'service.discord.tokenWrong',
  "This webhook's token is wrong: it was regenerated or the URL was copied incompletely. Copy the URL again from the channel's Integrations settings.",
)
export const WEBHOOK_DELETED = said(
  'service.discord.webhookDeleted',
  'This webhook was deleted. Create a new one in the channel settings and use its URL.',
)
export const TOO_LARGE = said(
  'service.discord.tooLarge',
  'The upload is too large for Discord: each file may be at most 10 MiB on a server without boosts, and the whole message 25 MiB.',
)

const byCode: Record<number, Said> = {
  10003: said('service.discord.code10003', 'The channel or thread does not exist. Check the thread id.'),
  10008: said('service.discord.code10008', 'This message no longer exists, or this webhook did not send it.'),
  10015: WEBHOOK_DELETED,
  20028: said(
    'service.discord.code20028',
    'The channel is receiving too many messages right now; Discord asked to wait before sending.',
  ),
  30007: said(
    'service.discord.code30007',
    'This channel already has 15 webhooks, the most Discord allows. Delete one first.',
  ),
  30015: said('service.discord.code30015', 'A message can have at most 10 attachments.'),
  30058: said('service.discord.code30058', 'This server already has 1000 webhooks, the most Discord allows.'),
  40005: TOO_LARGE,
  40067: said(
    'service.discord.code40067',
    'This forum requires a tag on every post: choose at least one tag.',
  ),
  40333: said(
    'service.discord.code40333',
    'Cloudflare is blocking requests from this network. Wait a while before trying again.',
  ),
  50001: said('service.discord.code50001', 'The bot cannot see this channel (Missing Access).'),
  50006: said(
    'service.discord.code50006',
    'Discord refused an empty message: add content, an embed, a file, a poll or components.',
  ),
  50013: said(
    'service.discord.code50013',
    'The bot lacks the permission this needs (Manage Webhooks in this channel).',
  ),
  50025: said(
    'service.discord.code50025',
    "The user's access token is not valid. Sign in with Discord again.",
  ),
  50026: said(
    'service.discord.code50026',
    "The user's access token lacks a required scope (role_connections.write). Sign in again and allow it.",
  ),
  50027: TOKEN_WRONG,
  50035: said('service.discord.code50035', 'Discord rejected some fields of the request.'),
  50041: said(
    'service.discord.code50041',
    'The API address uses a version Discord does not accept. Use https://discord.com/api/v10.',
  ),
  50045: TOO_LARGE,
  50073: said('service.discord.code50073', 'This is a system webhook; Discord does not allow changing it.'),
  50083: said('service.discord.code50083', 'The thread is archived.'),
  50109: said('service.discord.code50109', 'Discord could not read the request body as JSON.'),
  160005: said('service.discord.code160005', 'The thread is locked; nothing can be posted in it.'),
  200000: said('service.discord.code200000', "Discord's AutoMod blocked this message."),
  220001: said(
    'service.discord.code220001',
    'This webhook posts into a forum or media channel: give a thread name (new post) or a thread id (existing post).',
  ),
  220002: said('service.discord.code220002', 'Give either a thread name or a thread id, not both.'),
  220003: said(
    'service.discord.code220003',
    'A thread name only works for webhooks in forum or media channels.',
  ),
  220004: said('service.discord.code220004', 'This kind of webhook cannot be used in forum channels.'),
  240000: said('service.discord.code240000', "Discord's filter blocked a harmful link in this message."),
  520003: said('service.discord.code520003', 'Polls cannot be edited.'),
}

/** The sentence for a Discord error, by code first and then by status and caller. */
export function messageForDiscordError(
  status: number,
  code: number | null,
  discordMessage: string | undefined,
  caller: CallerKind,
): Said {
  if (code !== null && byCode[code]) {
    if (code === 50013 && caller !== 'bot')
      return said('service.discord.missingPermission', 'Discord says this is missing a permission.')
    return byCode[code]
  }
  if (status === 401) {
    if (caller === 'webhook') return TOKEN_WRONG
    if (caller === 'bot')
      return said(
        'service.discord.botTokenRefused',
        'Discord refused the bot token. Check it, or reset it in the Developer Portal.',
      )
    if (caller === 'bearer')
      return said(
        'service.discord.accessTokenExpired',
        "The user's access token expired or was revoked. Sign in with Discord again.",
      )
    return said('service.discord.credentialsRefused', 'Discord refused the application credentials.')
  }
  if (status === 404 && caller === 'webhook') return WEBHOOK_DELETED
  if (status === 413) return TOO_LARGE
  if (status === 403) return said('service.discord.forbidden', 'Discord refused: a permission is missing.')
  if (status >= 500)
    return said(
      'service.discord.serverError',
      `Discord had a server error (${status}). Try again in a moment.`,
      {
        status,
      },
    )
  // Discord's own words stay as Discord wrote them.
  if (discordMessage)
    return said('service.discord.answeredWith', `Discord answered ${status}: ${discordMessage}.`, {
      status,
      discordMessage,
    })
  return said('service.discord.answered', `Discord answered ${status}.`, { status })
}

const oauth: Record<string, Said> = {
  invalid_client: said('service.oauth.invalidClient', 'The client id or client secret is wrong.'),
  invalid_grant: said(
    'service.oauth.invalidGrant',
    'The authorization code or refresh token is invalid, expired or already used. Sign in with Discord again.',
  ),
  invalid_scope: said(
    'service.oauth.invalidScope',
    'A requested scope is unknown or not allowed for this application.',
  ),
  unsupported_grant_type: said(
    'service.oauth.unsupportedGrantType',
    'Discord does not accept this kind of token request.',
  ),
  invalid_request: said('service.oauth.invalidRequest', 'The token request is missing a parameter.'),
  access_denied: said('service.oauth.accessDenied', 'The user declined the authorization.'),
}

/** The sentence for an OAuth2 error; Discord's own description goes beside it (errors.ts). */
export function messageForOAuthError(error: string): Said {
  return Object.hasOwn(oauth, error)
    ? oauth[error]!
    : said('service.oauth.refused', `Discord refused the token request (${error}).`, { error })
}
