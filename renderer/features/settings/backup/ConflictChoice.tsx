import type { Choice } from '@shared/backup/plan'

const labels: Record<Choice, string> = {
  keep: 'Keep mine',
  replace: 'Take the backup’s',
  both: 'Keep both (the backup’s as a copy)',
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
  return (
    <fieldset className="restore__conflict">
      <legend className="restore__legend">{title}</legend>
      {shown.length > 0 && (
        <p className="restore__names">
          {shown.join(', ')}
          {names.length > shown.length && ` and ${names.length - shown.length} more`}
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
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
