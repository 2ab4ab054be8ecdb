import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'

/** The status and Discord code of a failure from Discord, or undefined for anything else. */
export function discordFailure(error: unknown): { status: number; code: number | null } | undefined {
  if (error instanceof RpcError && error.data.kind === 'discord') {
    return { status: error.data.status, code: error.data.code }
  }
  return undefined
}

/** Same failure, with a message that says what to do. */
export function explained(error: unknown, sentence: Said): RpcError {
  const failure = discordFailure(error)
  if (!failure) return error instanceof RpcError ? error : new RpcError({ kind: 'internal', ...sentence })
  return new RpcError({
    kind: 'discord',
    ...sentence,
    status: failure.status,
    code: failure.code,
    issues: [],
  })
}

/** Reads bot-route failures the way a server admin understands them. */
export function explainBotFailure(error: unknown): unknown {
  const failure = discordFailure(error)
  if (!failure) return error
  if (failure.code === 50013 || (failure.status === 403 && failure.code === null)) {
    return explained(
      error,
      said(
        'service.bot.lacksManageWebhooks',
        'The bot lacks Manage Webhooks in this channel. In the channel’s settings (Permissions), give the bot’s role Manage Webhooks and View Channel, then try again.',
      ),
    )
  }
  if (failure.code === 50001) {
    return explained(
      error,
      said(
        'service.bot.missingAccess',
        'The bot cannot see this channel (Missing Access). Add it to the server and give it View Channel.',
      ),
    )
  }
  if (failure.code === 10003)
    return explained(
      error,
      said('service.bot.noChannel', 'There is no channel with this id, or the bot is not in its server.'),
    )
  if (failure.code === 10015)
    return explained(
      error,
      said('service.bot.noWebhook', 'Discord has no webhook with this id (already deleted?).'),
    )
  if (failure.code === 30007) {
    return explained(
      error,
      said(
        'service.bot.tooManyWebhooks',
        'This channel already has 15 webhooks, Discord’s maximum. Delete one first.',
      ),
    )
  }
  if (failure.status === 401) {
    return explained(
      error,
      said(
        'service.bot.tokenRefused',
        'Discord refused this bot token: it may have been reset. Save the new token.',
      ),
    )
  }
  return error
}
