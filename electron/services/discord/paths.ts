import { RpcError, said } from '@shared/rpc/errors'
import type { QueueKey } from './rateLimit'

/** A webhook as the engine addresses it: its id and the secret token from its URL. */
export type WebhookRef = { webhookId: string; token: string }

const SNOWFLAKE = /^\d{17,20}$/
// Real tokens are 68 characters of [A-Za-z0-9_-]; older ones were longer hex. Anything else (a slash, a
// dot, a query) would change the path, so it is refused before a URL is built.
const TOKEN = /^[\w-]{20,200}$/

/** What an id names, for the sentence that refuses a malformed one. */
const NOT_AN_ID = {
  application: () => said('service.discord.notAnId.application', 'The application id is not a Discord id.'),
  channel: () => said('service.discord.notAnId.channel', 'The channel id is not a Discord id.'),
  message: () => said('service.discord.notAnId.message', 'The message id is not a Discord id.'),
  server: () => said('service.discord.notAnId.server', 'The server id is not a Discord id.'),
  thread: () => said('service.discord.notAnId.thread', 'The thread id is not a Discord id.'),
  webhook: () => said('service.discord.notAnId.webhook', 'The webhook id is not a Discord id.'),
}

export function snowflake(value: string, what: keyof typeof NOT_AN_ID): string {
  if (!SNOWFLAKE.test(value)) throw new RpcError({ kind: 'invalidInput', ...NOT_AN_ID[what](), issues: [] })
  return value
}

export function webhookPath(ref: WebhookRef): string {
  snowflake(ref.webhookId, 'webhook')
  if (!TOKEN.test(ref.token)) {
    throw new RpcError({
      kind: 'invalidInput',
      ...said('service.discord.badWebhookToken', 'The webhook token is not valid.'),
      issues: [],
    })
  }
  return `/webhooks/${ref.webhookId}/${ref.token}`
}

/** All calls on one webhook share Discord's `webhook_id + token` resource (discord-wire §3.5). */
export function webhookQueue(ref: WebhookRef): QueueKey {
  return { key: `webhook:${ref.webhookId}/${ref.token}`, label: ref.webhookId }
}

/** Bot routes are bucketed per route and major parameter (channel, application, webhook id). */
export function routeQueue(route: string, major: string): QueueKey {
  return { key: `route:${route}:${major}`, label: route.replace(':id', major) }
}
