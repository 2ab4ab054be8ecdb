import type { DraftMessage } from '@shared/drafts/draft'
import type { Formats, Translate } from '@shared/i18n'

const SUMMARY_MAX = 48

type Summarised = Pick<DraftMessage, 'data' | 'files'>

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0)

/** A few words to tell messages apart in the list: the start of the text, else what it carries. */
export function messageSummary(t: Translate, formats: Formats, message: Summarised): string {
  const { data } = message
  const text = typeof data.content === 'string' ? data.content.trim().replace(/\s+/g, ' ') : ''
  if (text) return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text
  const parts: string[] = []
  const embeds = countOf(data.embeds)
  const components = countOf(data.components)
  if (embeds) parts.push(t('composer.messages.summary.embeds', { count: embeds }))
  if (components) parts.push(t('composer.messages.summary.components', { count: components }))
  if (message.files.length) parts.push(t('composer.messages.summary.files', { count: message.files.length }))
  return parts.length > 0 ? formats.list(parts) : t('composer.messages.summary.empty')
}

/** Whether removing the message loses anything the user made. */
export function hasContent(message: Summarised): boolean {
  const { data } = message
  const text = typeof data.content === 'string' ? data.content.trim() : ''
  return Boolean(text) || countOf(data.embeds) + countOf(data.components) + message.files.length > 0
}
