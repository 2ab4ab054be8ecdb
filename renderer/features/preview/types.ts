/** A file uploaded with the message (files[n]); `attachment://<name>` in an embed refers to it by name. */
export type PreviewFile = {
  name: string
  size: number
  contentType: string
  spoiler: boolean
  description?: string
  /** Object URL of the bytes; null when unknown (the preview then shows a card, not the image). */
  url: string | null
}

/** Names for mentions; anything missing shows as Discord shows an unknown one. */
export type PreviewNames = {
  channels?: Record<string, string>
  roles?: Record<string, string>
  /** RGB integers of roles that have a colour, drawn beside their mentions. */
  roleColors?: Record<string, number>
  users?: Record<string, string>
}

export type PreviewTheme = 'dark' | 'light'
export type PreviewDensity = 'cozy' | 'compact'

export type MessagePreviewProps = {
  /** Discord's Execute Webhook JSON body: content, embeds, username, avatar_url, flags, thread_name, … */
  message: Record<string, unknown>
  /** Files uploaded with it, in files[n] order. */
  files?: PreviewFile[]
  /** The webhook's own name and avatar; message.username / avatar_url override them. */
  author: { name: string; avatarUrl: string | null }
  names?: PreviewNames
  /** When the message is shown as sent; default: now, kept current while drafting. */
  timestamp?: Date
  /** When it was last edited: Discord marks such a message "(edited)" after its content. */
  editedAt?: Date
  /** Default 'dark', Discord's own default. */
  theme?: PreviewTheme
  /** Default 'cozy', Discord's own default. */
  density?: PreviewDensity
  /** Clicking a part: 'content', 'username', 'embeds.0.title', 'embeds.0.fields.2.value', 'files.1', … */
  onSelectPart?(part: string): void
  /** Scrolls the preview so this part is visible, and marks it. */
  focusedPart?: string
  /** Follows a message from the same author: drawn without avatar and name, as Discord groups them. */
  continued?: boolean
  /** The region's accessible name; default 'Preview'. */
  label?: string
}
