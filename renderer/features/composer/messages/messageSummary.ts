import type { DraftMessage } from '@shared/drafts/draft'

const SUMMARY_MAX = 48

/** A few words to tell messages apart in the list: the start of the text, else what it carries. */
export function messageSummary(message: Pick<DraftMessage, 'data' | 'files'>): string {
  const { data } = message
  const text = typeof data.content === 'string' ? data.content.trim().replace(/\s+/g, ' ') : ''
  if (text) return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0)
  const parts: string[] = []
  const embeds = count(data.embeds)
  const components = count(data.components)
  if (embeds) parts.push(embeds === 1 ? '1 embed' : `${embeds} embeds`)
  if (components) parts.push(components === 1 ? '1 component' : `${components} components`)
  if (message.files.length)
    parts.push(message.files.length === 1 ? '1 file' : `${message.files.length} files`)
  return parts.length > 0 ? parts.join(', ') : 'Empty'
}

/** Whether removing the message loses anything the user made. */
export function hasContent(message: Pick<DraftMessage, 'data' | 'files'>): boolean {
  return messageSummary(message) !== 'Empty'
}
