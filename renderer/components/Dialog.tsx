import type { ReactNode } from 'react'
import { useEffect, useId, useRef } from 'react'
import { useT } from '../i18n/store'

const FIRST_FOCUS = '.dialog__body :is(input, select, textarea):not(:disabled), [data-autofocus]'

type DialogProps = {
  title: string
  /** Called on Escape, on the close button and by the parent's own buttons; the parent unmounts the dialog. */
  onClose(): void
  children: ReactNode
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode
  tone?: 'default' | 'danger'
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape fires `cancel`, which we turn into onClose, and the element that had focus gets it back
 * when the dialog goes away. Render it only while it is open. (React's autoFocus runs before showModal,
 * which then moves the focus again: mark the first control with data-autofocus instead.)
 */
export function Dialog({ title, onClose, children, actions, tone = 'default' }: DialogProps) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    // showModal() focuses the first focusable element (the close button); start on the first field, or
    // on the button marked data-autofocus (Cancel, for a destructive confirmation).
    dialog.querySelector<HTMLElement>(FIRST_FOCUS)?.focus()
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      previous?.focus()
    }
  }, [])

  return (
    <dialog ref={ref} className={`dialog dialog--${tone}`} aria-labelledby={titleId}>
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog__body">{children}</div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </dialog>
  )
}
