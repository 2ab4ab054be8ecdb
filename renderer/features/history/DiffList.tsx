import type { MessageChange } from '@shared/history/diff'
import { diffMessages } from '@shared/history/diff'
import type { Locale } from '@shared/i18n'
import { useFormats, useT } from '@renderer/i18n/store'
import type { DiffWords } from './diffValue'
import { showDiffValue } from './diffValue'
import { intlTag } from '../preview/intlTag'

const kinds = {
  added: 'history.diff.added',
  removed: 'history.diff.removed',
  changed: 'history.diff.changed',
} as const

/** Dates with seconds per language, built once each (DiffList re-renders as versions are chosen). */
const timeFormats = new Map<Locale, Intl.DateTimeFormat>()

function timeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'medium' })
    timeFormats.set(locale, format)
  }
  return format
}

type Props = { changes: readonly MessageChange[]; label: string }

/** Each field that differs between two bodies, with its value before and after. */
export function DiffList({ changes, label }: Props) {
  const t = useT()
  const formats = useFormats()
  const words: DiffWords = { t, time: timeFormat(formats.locale), list: formats.list }
  return (
    <ul className="diff" aria-label={label}>
      {changes.map((change) => (
        <li key={change.path} className={`diff__item diff__item--${change.kind}`}>
          <span className="diff__head">
            {t(kinds[change.kind])} <code>{change.path}</code>
          </span>
          {change.kind !== 'added' && (
            <span className="diff__before">
              <span className="visually-hidden">{t('history.diff.before')} </span>
              <DiffValue path={change.path} value={change.before} words={words} />
            </span>
          )}
          {change.kind !== 'removed' && (
            <span className="diff__after">
              <span className="visually-hidden">{t('history.diff.after')} </span>
              <DiffValue path={change.path} value={change.after} words={words} />
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** What changed in the text, embeds and components; attachments are listed apart, by name. */
export function bodyChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): MessageChange[] {
  const { attachments: _before, ...beforeBody } = before
  const { attachments: _after, ...afterBody } = after
  return diffMessages(beforeBody, afterBody)
}

/** A value as showDiffValue words it; a colour's swatch is decorative, its hex code is the text. */
function DiffValue({ path, value, words }: { path: string; value: unknown; words: DiffWords }) {
  const shown = showDiffValue(path, value, words)
  return (
    <>
      {shown.swatch && (
        <span className="diff__swatch" aria-hidden="true" style={{ background: shown.swatch }} />
      )}
      {shown.text}
    </>
  )
}
