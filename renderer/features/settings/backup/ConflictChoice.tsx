import { valueList } from '@shared/i18n/phrase'
import type { Choice } from '@shared/backup/plan'
import type { MessageKey } from '@shared/i18n'
import { useT } from '@renderer/i18n/store'

const labels: Record<Choice, MessageKey> = {
  keep: 'backup.choice.keep',
  replace: 'backup.choice.replace',
  both: 'backup.choice.both',
}

type Props = {
  kind: string
  title: string
  /** The records in question, by name (a few are listed). */
  names: string[]
  options: readonly Choice[]
  value: Choice | undefined
  onChange(choice: Choice): void
}

/** One kind of conflict: what collides, and the user's answer for all of that kind. */
export function ConflictChoice({ kind, title, names, options, value, onChange }: Props) {
  const shown = names.slice(0, 5)
  const t = useT()
  return (
    <fieldset className="restore__conflict">
      <legend className="restore__legend">{title}</legend>
      {shown.length > 0 && (
        <p className="restore__names">
          {names.length > shown.length
            ? t('backup.namesAndMore', { names: valueList(t, shown), more: names.length - shown.length })
            : valueList(t, shown)}
        </p>
      )}
      <div className="restore__options">
        {options.map((option) => (
          <label key={option} className="restore__option">
            <input
              type="radio"
              name={`restore-${kind}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {t(labels[option])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
