import type { Phrase } from '../i18n/phrase'
import type { Sentence } from './sentence'
import { sentence } from './sentence'
import { isSnowflake } from './snowflake'

// Webhook URLs and message links as users paste them (discord-wire §1.1, §8). shared/ has no URL
// class (no DOM or Node types), so URLs are split by hand into scheme, host, path and query.

export const DEFAULT_API_BASE = 'https://discord.com/api/v10'

const DISCORD_HOSTS = new Set([
  'discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
  'ptb.discordapp.com',
  'canary.discordapp.com',
])
const TOKEN = /^[A-Za-z0-9_-]{60,100}$/
const ID = /^\d{17,20}$/
const URL_PARTS = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i

export type WebhookUrlFailure =
  | 'empty'
  | 'not_a_url'
  | 'insecure'
  | 'wrong_host'
  | 'not_a_webhook_url'
  | 'invalid_id'
  | 'token_missing'
  | 'invalid_token'
  | 'invalid_thread_id'

export type ParsedWebhookUrl =
  | { ok: true; id: string; token: string; threadId?: string }
  | { ok: false; reason: WebhookUrlFailure; message: string; phrase: Phrase }

type UrlParts = { scheme: string; host: string; path: string; query: string }

function splitUrl(text: string): UrlParts | undefined {
  const m = URL_PARTS.exec(text)
  if (!m) return undefined
  return { scheme: m[1]!.toLowerCase(), host: m[2]!.toLowerCase(), path: m[3] ?? '', query: m[4] ?? '' }
}

function queryParam(query: string, name: string): string | undefined {
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=')
    if (key === name) return value
  }
  return undefined
}

function fail(reason: WebhookUrlFailure, said: Sentence): ParsedWebhookUrl {
  return { ok: false, reason, ...said }
}

/** Splits "/webhooks/<id>/<token>[/]" into id and token with clear failures. */
function parseWebhookPath(rest: string, query: string): ParsedWebhookUrl {
  const segments = rest.replace(/\/$/, '').split('/')
  const [id = '', token] = segments
  if (!ID.test(id))
    return fail(
      'invalid_id',
      sentence(
        'problem.webhookUrl.invalidId',
        'The webhook id in this URL is not a Discord id (17 to 20 digits).',
      ),
    )
  if (token === undefined || token === '') {
    return fail(
      'token_missing',
      sentence(
        'problem.webhookUrl.tokenMissing',
        'This URL has the webhook id but not its token; copy the whole webhook URL.',
      ),
    )
  }
  if (segments.length > 2 || !TOKEN.test(token)) {
    return fail(
      'invalid_token',
      sentence(
        'problem.webhookUrl.invalidToken',
        'The webhook token in this URL looks wrong or cut off; copy the whole webhook URL.',
      ),
    )
  }
  const threadId = queryParam(query, 'thread_id')
  if (threadId === undefined || threadId === '') return { ok: true, id, token }
  if (!isSnowflake(threadId))
    return fail(
      'invalid_thread_id',
      sentence('problem.webhookUrl.invalidThreadId', 'The thread_id in this URL is not a Discord id.'),
    )
  return { ok: true, id, token, threadId }
}

function normaliseBase(apiBase: string): string {
  return apiBase.trim().replace(/\/+$/, '')
}

/**
 * Reads a webhook URL: https on discord.com, discordapp.com, ptb. or canary., with or without /api/vN,
 * an optional trailing slash and query (thread_id, wait); or any URL under the configured apiBase
 * (the local emulator). Anything else is refused, so a token never goes to another host.
 */
export function parseWebhookUrl(text: string, options: { apiBase?: string } = {}): ParsedWebhookUrl {
  const input = text.trim()
  if (input === '') return fail('empty', sentence('problem.webhookUrl.empty', 'Paste a webhook URL.'))
  const parts = splitUrl(input)
  if (!parts)
    return fail(
      'not_a_url',
      sentence(
        'problem.webhookUrl.notUrl',
        'This is not a URL; a webhook URL starts with https://discord.com/api/webhooks/.',
      ),
    )

  const base = splitUrl(normaliseBase(options.apiBase ?? DEFAULT_API_BASE))
  if (base && parts.scheme === base.scheme && parts.host === base.host) {
    const prefix = `${base.path}/webhooks/`
    if (parts.path.startsWith(prefix)) return parseWebhookPath(parts.path.slice(prefix.length), parts.query)
  }

  const host = parts.host.replace(/:443$/, '')
  if (!DISCORD_HOSTS.has(host)) {
    return fail(
      'wrong_host',
      host
        ? sentence(
            'problem.webhookUrl.wrongHost',
            `This URL points to ${host}, not Discord; Herald sends webhook tokens only to Discord or the configured API root.`,
            { host },
          )
        : sentence(
            'problem.webhookUrl.noHost',
            'This URL points to no host, not Discord; Herald sends webhook tokens only to Discord or the configured API root.',
          ),
    )
  }
  if (parts.scheme !== 'https')
    return fail(
      'insecure',
      sentence('problem.webhookUrl.insecure', 'Discord webhook URLs must start with https://.'),
    )
  const m = /^\/api(?:\/v\d{1,2})?\/webhooks\/(.*)$/.exec(parts.path)
  if (!m)
    return fail(
      'not_a_webhook_url',
      sentence(
        'problem.webhookUrl.notWebhook',
        'This is a Discord URL but not a webhook URL; copy it from Edit Channel > Integrations > Webhooks.',
      ),
    )
  return parseWebhookPath(m[1]!, parts.query)
}

/** Why a webhook URL is refused where an image URL belongs (a default avatar). */
export const webhookUrlNotImage = sentence(
  'problem.webhookUrl.notImage',
  'This is a webhook URL, not an image: it holds the webhook’s token. Use the address of an image (https://…/avatar.png).',
)
export const WEBHOOK_URL_NOT_IMAGE = webhookUrlNotImage.message

/**
 * True for any text holding a webhook id and token in a URL path, whatever the host or scheme (discord.com,
 * ptb., canary., discordapp.com, the emulator), percent-encoded or not: such text must never be stored
 * or shown as an ordinary URL, since the token lets anyone post as the webhook.
 */
export function carriesWebhookToken(text: string): boolean {
  const shape = /\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{20,}/
  if (shape.test(text)) return true
  try {
    return shape.test(decodeURIComponent(text))
  } catch {
    return false
  }
}

/** The execute URL Herald posts to: always under the configured API root. */
export function webhookExecutionUrl(apiBase: string, id: string, token: string): string {
  return `${normaliseBase(apiBase)}/webhooks/${encodeURIComponent(id)}/${encodeURIComponent(token)}`
}

/** A form of a webhook safe to show: …/webhooks/1234/••••abcd (last 4 token characters only). */
export function maskWebhookUrl(webhook: string | { id: string; token: string }): string {
  let id: string | undefined
  let token: string | undefined
  if (typeof webhook === 'string') {
    const m = /\/webhooks\/(\d+)\/([^/?#\s]+)/.exec(webhook)
    id = m?.[1]
    token = m?.[2]
  } else {
    id = webhook.id
    token = webhook.token
  }
  if (!id || !token) return '…/webhooks/••••'
  // A short token would be mostly revealed by its last 4 characters; show none of it then.
  const tail = token.length >= 20 ? token.slice(-4) : ''
  return `…/webhooks/${id}/••••${tail}`
}

export type ParsedMessageLink =
  | { ok: true; guildId: string | null; channelId: string | null; messageId: string }
  | { ok: false; message: string; phrase: Phrase }

/**
 * A message link https://discord.com/channels/{guild|@me}/{channel}/{message} (ptb., canary. and
 * discordapp.com too), or a bare message id. guildId is null for direct messages (@me).
 */
export function parseMessageLink(text: string): ParsedMessageLink {
  const input = text.trim()
  if (isSnowflake(input)) return { ok: true, guildId: null, channelId: null, messageId: input }
  const parts = splitUrl(input)
  if (!parts)
    return {
      ok: false,
      ...sentence('problem.messageLink.empty', 'Paste a message link (Copy Message Link) or a message id.'),
    }
  if (!DISCORD_HOSTS.has(parts.host) || (parts.scheme !== 'https' && parts.scheme !== 'http')) {
    return { ok: false, ...sentence('problem.messageLink.notDiscord', 'This is not a Discord message link.') }
  }
  const m = /^\/channels\/(@me|\d+)\/(\d+)\/(\d+)\/?$/.exec(parts.path)
  if (!m || ![m[2], m[3]].every(isSnowflake) || (m[1] !== '@me' && !isSnowflake(m[1]))) {
    return {
      ok: false,
      ...sentence(
        'problem.messageLink.notMessage',
        'This Discord link does not point to a message; use Copy Message Link.',
      ),
    }
  }
  return { ok: true, guildId: m[1] === '@me' ? null : m[1]!, channelId: m[2]!, messageId: m[3]! }
}
