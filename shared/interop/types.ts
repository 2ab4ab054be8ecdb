import type { Phrase } from '../i18n/phrase'
// What an import produces: drafts-to-be and webhook URLs found, never mixed (a URL holds a secret and
// only reaches the vault after the user agrees), plus every problem with the path where it was found.

/** An edit target as Discohook writes it: a message id, maybe with the channel and server it is in. */
export type ImportedReference = {
  messageId: string
  channelId: string | null
  guildId: string | null
  /** The webhook that sent it (Discohook's data.webhook_id), when given. */
  webhookId: string | null
}

/** A DraftMessage-shaped message without files. */
export type ImportedMessage = {
  name?: string
  /** The Execute Webhook body, legacy fields mapped to today's. */
  data: Record<string, unknown>
  threadId?: string
  reference?: ImportedReference
}

export type ImportedDraft = {
  name: string
  messages: ImportedMessage[]
  /** Indexes into ImportResult.webhooks of the targets this draft named. */
  webhooks: number[]
}

export type FoundWebhook = {
  /** The URL without its ?thread_id=, which moved into the messages. */
  url: string
  webhookId: string
  /** Where it was found, e.g. backups[0].targets[0].url. */
  pathText: string
}

export type ImportProblem = {
  path: (string | number)[]
  pathText: string
  /** English (the CLI's JSON, logs); the page and the CLI show `phrase`. */
  message: string
  phrase: Phrase
  code: string
  /** error: something was left out; warning: kept, but it needs a look. */
  severity: 'error' | 'warning'
}

/** A part of the input that Discord does not take (another tool's own ids and actions), left out. */
export type DroppedPart = {
  path: (string | number)[]
  pathText: string
  /** What it was and why it was left out. */
  message: string
  phrase: Phrase
}

export type ImportFormat =
  | 'discohook-editor'
  | 'discohook-link'
  | 'discohook-message-link'
  | 'discohook-backup'
  | 'embed-generator'
  | 'glitchii-link'
  | 'message-body'

export type ImportResult = {
  /** null when nothing could be read. */
  format: ImportFormat | null
  /** The backup file version, when it was one. */
  version?: number
  drafts: ImportedDraft[]
  webhooks: FoundWebhook[]
  problems: ImportProblem[]
  /** What was left out because Discord does not take it; shown beside the problems. */
  dropped: DroppedPart[]
}
