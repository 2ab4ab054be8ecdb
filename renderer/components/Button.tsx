import type { ButtonHTMLAttributes, Ref } from 'react'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: 'primary' | 'secondary' | 'ghost' | 'danger'
  /** Shows a spinner and keeps the button's name, so screen readers hear the same control. */
  busy?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({ tone = 'secondary', busy = false, className, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={['button', `button--${tone}`, className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}
