import { walkComponents } from '@shared/discord/components'
import type { DraftFile, KeptAttachment } from '@shared/drafts/draft'
import type { Json } from '@renderer/store/drafts/reducers'
import { embedsOf, hasFlag, isComponentsV2 } from '@renderer/store/drafts/reducers'
import { embedSummary } from '../embeds/embedSummary'
import { formatBytes } from '../files/fileSizes'
import { describePings, pingsOf } from '../mentions/pings'

// The one line a collapsed section shows: what is in it (counts, the first words), so the user can tell
// without opening it. Pure functions of the message body, read from the store, never from the controls.

/** Words shown of a text at most, in characters. */
export const FIRST_WORDS_MAX = 60

/** "1 file", "3 files". */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** The start of a text on one line, cut at a word where one is near the limit. */
export function firstWords(text: string, max = FIRST_WORDS_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}

/** "1 problem: Title is over 256 characters", "3 problems, first: …"; undefined with none. */
export function problemsLine(problems: readonly string[]): string | undefined {
  const [first] = problems
  if (first === undefined) return undefined
  return problems.length === 1 ? `1 problem: ${first}` : `${problems.length} problems, first: ${first}`
}

/** The message's text, who it appears to be from and its flags. */
export function messageSummary(data: Json): string {
  const content = typeof data.content === 'string' ? firstWords(data.content) : ''
  const parts = [isComponentsV2(data) ? 'Text in the components' : content ? `“${content}”` : 'No text']
  if (typeof data.username === 'string' && data.username.trim())
    parts.push(`as ${firstWords(data.username, 32)}`)
  if (hasFlag(data, 'SUPPRESS_NOTIFICATIONS')) parts.push('silent')
  if (hasFlag(data, 'SUPPRESS_EMBEDS')) parts.push('embeds suppressed')
  return parts.join(' · ')
}

/** "3 files, 12.4 MiB", with the attachments an edit keeps. */
export function filesSummary(
  files: readonly Pick<DraftFile, 'size'>[],
  kept: readonly Pick<KeptAttachment, 'size'>[] = [],
): string {
  if (files.length === 0 && kept.length === 0) return 'No files'
  const parts: string[] = []
  if (files.length > 0) {
    const bytes = files.reduce((sum, file) => sum + file.size, 0)
    parts.push(`${counted(files.length, 'file')}, ${formatBytes(bytes)}`)
  }
  if (kept.length > 0) parts.push(`${kept.length} already on Discord`)
  return parts.join(' · ')
}

/** "2 embeds: Release notes · What changed", each named by its title or the start of its description. */
export function embedsSummary(data: Json): string {
  const embeds = embedsOf(data)
  if (embeds.length === 0) return 'No embeds'
  const names = embeds.map((embed) => embedSummary(embed)).join(' · ')
  return `${counted(embeds.length, 'embed')}: ${firstWords(names)}`
}

/** "5 components" (every one, nested included), or "2 link buttons" on a classic message. */
export function componentsSummary(data: Json): string {
  const all = walkComponents(data.components)
  if (isComponentsV2(data)) {
    if (all.length === 0) return 'No components'
    const text = all.find(({ component }) => component.type === 10 && typeof component.content === 'string')
    const words = text ? firstWords(String(text.component.content)) : ''
    return words ? `${counted(all.length, 'component')}: “${words}”` : counted(all.length, 'component')
  }
  const buttons = all.filter(({ component }) => component.type === 2).length
  return buttons === 0 ? 'No link buttons' : counted(buttons, 'link button')
}

/** Whom the message pings as written now, and whether allowed_mentions is set at all. */
export function pingsSummary(data: Json): string {
  const who = `Pings ${describePings(pingsOf(data))}`
  return data.allowed_mentions === undefined ? `${who} · Discord’s default` : who
}
