import type { ReactNode } from 'react'

type FieldProps = {
  id: string
  label: string
  hint?: ReactNode
  error?: string | undefined
  /** Extra content at the right of the label row (a counter). */
  aside?: ReactNode
  /** Kept mounted (its value survives) but not shown. */
  hidden?: boolean
  /** A class of the field's own, beside `field`. */
  className?: string
  /** The control; as a function it gets the id and aria attributes that tie it to the label, hint and error. */
  children: ReactNode | ((control: FieldControl) => ReactNode)
}

/** The attributes a control inside Field needs. */
export type FieldControl = ReturnType<typeof describedBy>

/** Label, control, hint and error in one column; ids match so the control is described by both. */
export function Field({ id, label, hint, error, aside, hidden, className, children }: FieldProps) {
  const classes = ['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <div className={classes} hidden={hidden}>
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      {typeof children === 'function' ? children(describedBy(id, error, Boolean(hint))) : children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  )
}

/** The aria attributes a control inside Field needs. */
export function describedBy(id: string, error: string | undefined, hasHint: boolean) {
  return {
    id,
    // Text runs the way its content reads (an Arabic name in an English page), issue 25.
    dir: 'auto',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const
}
