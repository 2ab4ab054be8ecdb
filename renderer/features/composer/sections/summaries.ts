import { walkComponents } from '@shared/discord/components'
import type { DraftFile, KeptAttachment } from '@shared/drafts/draft'
import type { Formats, Translate } from '@shared/i18n'
import type { Json } from '@renderer/store/drafts/reducers'
import { currentTranslator } from '@renderer/i18n/current'
import { embedsOf, hasFlag, isComponentsV2 } from '@renderer/store/drafts/reducers'
import { embedSummary } from '../embeds/embedSummary'
import { describePings, pingsOf } from '../mentions/pings'

// The one line a collapsed section shows: what is in it (counts, the first words), so the user can tell
// without opening it. Pure functions of the message body, read from the store, never from the controls.

/** Words shown of a text at most, in characters. */
export const FIRST_WORDS_MAX = 60

/** The start of a text on one line, cut at a word where one is near the limit. */
export function firstWords(text: string, max = FIRST_WORDS_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}

/**
 * "1 problem: Title is over 256 characters", "3 problems, first: …"; undefined with none. The translator
 * defaults to the page's current one for callers outside this part of the composer.
 */
export function problemsLine(
  problems: readonly string[],
  t: Translate = currentTranslator(),
): string | undefined {
  const [first] = problems
  if (first === undefined) return undefined
  return t('composer.sections.problems', { count: problems.length, first })
}

/** The message's text, who it appears to be from and its flags. */
export function messageSummary(t: Translate, data: Json): string {
  const content = typeof data.content === 'string' ? firstWords(data.content) : ''
  const parts = [
    isComponentsV2(data)
      ? t('composer.sections.message.v2')
      : content
        ? t('composer.sections.message.quoted', { text: content })
        : t('composer.sections.message.noText'),
  ]
  if (typeof data.username === 'string' && data.username.trim())
    parts.push(t('composer.sections.message.as', { name: firstWords(data.username, 32) }))
  if (hasFlag(data, 'SUPPRESS_NOTIFICATIONS')) parts.push(t('composer.sections.message.silent'))
  if (hasFlag(data, 'SUPPRESS_EMBEDS')) parts.push(t('composer.sections.message.suppressed'))
  return parts.join(' · ')
}

/** "3 files, 12.4 MiB", with the attachments an edit keeps. */
export function filesSummary(
  t: Translate,
  formats: Formats,
  files: readonly Pick<DraftFile, 'size'>[],
  kept: readonly Pick<KeptAttachment, 'size'>[] = [],
): string {
  if (files.length === 0 && kept.length === 0) return t('composer.sections.files.none')
  const parts: string[] = []
  if (files.length > 0) {
    const bytes = files.reduce((sum, file) => sum + file.size, 0)
    parts.push(t('composer.sections.files.new', { count: files.length, size: formats.bytes(bytes) }))
  }
  if (kept.length > 0) parts.push(t('composer.sections.files.kept', { count: kept.length }))
  return parts.join(' · ')
}

/** "2 embeds: Release notes · What changed", each named by its title or the start of its description. */
export function embedsSummary(t: Translate, data: Json): string {
  const embeds = embedsOf(data)
  if (embeds.length === 0) return t('composer.sections.embeds.none')
  const names = embeds.map((embed) => embedSummary(embed)).join(' · ')
  return t('composer.sections.embeds.some', { count: embeds.length, names: firstWords(names) })
}

/** "5 components" (every one, nested included), or "2 link buttons" on a classic message. */
export function componentsSummary(t: Translate, data: Json): string {
  const all = walkComponents(data.components)
  if (isComponentsV2(data)) {
    if (all.length === 0) return t('composer.sections.components.none')
    const text = all.find(({ component }) => component.type === 10 && typeof component.content === 'string')
    const words = text ? firstWords(String(text.component.content)) : ''
    return words
      ? t('composer.sections.components.quoted', { count: all.length, words })
      : t('composer.sections.components.some', { count: all.length })
  }
  const buttons = all.filter(({ component }) => component.type === 2).length
  return buttons === 0
    ? t('composer.sections.components.noButtons')
    : t('composer.sections.components.buttons', { count: buttons })
}

/** Whom the message pings as written now, and whether allowed_mentions is set at all. */
export function pingsSummary(t: Translate, data: Json): string {
  const who = describePings(pingsOf(data))
  return data.allowed_mentions === undefined
    ? t('composer.sections.pings.default', { who })
    : t('composer.sections.pings.set', { who })
}
