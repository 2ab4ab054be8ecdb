import type { MessageChange } from '@shared/history/diff'
import { diffMessages } from '@shared/history/diff'
import { showDiffValue } from './diffValue'

const kinds = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const

type Props = { changes: readonly MessageChange[]; label: string }

/** Each field that differs between two bodies, with its value before and after. */
export function DiffList({ changes, label }: Props) {
  return (
    <ul className="diff" aria-label={label}>
      {changes.map((change) => (
        <li key={change.path} className={`diff__item diff__item--${change.kind}`}>
          <span className="diff__head">
            {kinds[change.kind]} <code>{change.path}</code>
          </span>
          {change.kind !== 'added' && (
            <span className="diff__before">
              <span className="visually-hidden">Before: </span>
              <DiffValue path={change.path} value={change.before} />
            </span>
          )}
          {change.kind !== 'removed' && (
            <span className="diff__after">
              <span className="visually-hidden">After: </span>
              <DiffValue path={change.path} value={change.after} />
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
function DiffValue({ path, value }: { path: string; value: unknown }) {
  const shown = showDiffValue(path, value)
  return (
    <>
      {shown.swatch && (
        <span className="diff__swatch" aria-hidden="true" style={{ background: shown.swatch }} />
      )}
      {shown.text}
    </>
  )
}
