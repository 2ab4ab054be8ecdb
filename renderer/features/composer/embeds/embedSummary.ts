import type { EmbedMeasurement } from '@shared/discord'
import type { Translate } from '@shared/i18n'
import { currentTranslator } from '@renderer/i18n/current'
import type { Json } from '@renderer/store/drafts/reducers'
import type { LimitTone } from '@renderer/util/limitTone'
import { limitTone, worstTone } from '@renderer/util/limitTone'
import { readEmbedText } from './embedText'

const SUMMARY_MAX = 80

/** One line that tells a collapsed embed apart: its title, else the start of its description. */
export function embedSummary(embed: Json | undefined, t: Translate = currentTranslator()): string {
  const title = readEmbedText(embed, 'title').trim()
  const text = title || readEmbedText(embed, 'description').trim().replace(/\s+/g, ' ')
  if (!text) return t('composer.embed.empty')
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text
}

/** The most urgent state among an embed's counters, for its collapsed summary. */
export function embedTone(measured: EmbedMeasurement | undefined): LimitTone {
  if (!measured) return 'ok'
  const counters = [
    measured.title,
    measured.description,
    measured.authorName,
    measured.footerText,
    measured.fieldCount,
    ...measured.fields.flatMap((field) => [field.name, field.value]),
  ]
  return worstTone(counters.map((c) => limitTone(c.used, c.limit)))
}
