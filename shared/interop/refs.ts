import { isSnowflake } from '../discord/snowflake'
import type { ImportedReference } from './types'

// Discohook's forms for webhook URLs and edit targets (anchors §3.4, §3.6), written from the description.
const WEBHOOK_URL =
  /^https?:\/\/(?:www\.|ptb\.|canary\.)?discord(?:app)?\.com\/api(?:\/v\d+)?\/webhooks\/(\d+)\/([\w-]+)\/?(?:\?thread_id=(\d+))?$/
const MESSAGE_LINK =
  /^https:\/\/(?:www\.|ptb\.|canary\.)?discord(?:app)?\.com\/channels\/(\d+|@me)\/(\d+)\/(\d+)$/

export type ParsedWebhookUrl = { url: string; webhookId: string; threadId: string | null }

/** A webhook URL with its thread split off, or null when it is not one. */
export function parseWebhookUrl(value: unknown): ParsedWebhookUrl | null {
  if (typeof value !== 'string') return null
  const m = WEBHOOK_URL.exec(value.trim())
  if (!m) return null
  const [, id = '', token = ''] = m
  return { url: `https://discord.com/api/webhooks/${id}/${token}`, webhookId: id, threadId: m[3] ?? null }
}

/** A bare message id or a message link; null when it is neither. */
export function parseReference(value: unknown, webhookId: unknown): ImportedReference | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  const hook = typeof webhookId === 'string' && isSnowflake(webhookId) ? webhookId : null
  if (isSnowflake(text)) return { messageId: text, channelId: null, guildId: null, webhookId: hook }
  const m = MESSAGE_LINK.exec(text)
  if (!m) return null
  const [, guild = '', channel = '', message = ''] = m
  return { messageId: message, channelId: channel, guildId: guild === '@me' ? null : guild, webhookId: hook }
}

/** How Discohook writes a reference back: the link when the place is known, else the bare id. */
export function formatReference(ref: {
  messageId: string
  channelId?: string | null
  guildId?: string | null
}): string {
  if (ref.channelId && ref.guildId)
    return `https://discord.com/channels/${ref.guildId}/${ref.channelId}/${ref.messageId}`
  return ref.messageId
}
