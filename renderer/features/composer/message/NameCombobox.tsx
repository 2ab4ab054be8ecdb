import type { ReactNode } from 'react'
import { useId, useState } from 'react'

export type NameOption = {
  id: string
  /** What the option reads as, and what the field shows once it is picked. */
  label: string
  /** A second, quieter line part: a channel's type, a member's @username. */
  detail?: string
  /** Drawn before the label (a role's colour swatch, a channel's # sign); hidden from screen readers. */
  mark?: ReactNode
}

type NameComboboxProps = {
  label: string
  options: readonly NameOption[]
  query: string
  onQuery(query: string): void
  onPick(option: NameOption): void
  /** Under the field: how many match, what is loading, why nothing does. */
  status: string
  /** The input's ref, so the dialog can focus it when nothing is picked. */
  inputRef?: React.Ref<HTMLInputElement>
  /** The status says what is wrong (nothing picked on Insert). */
  invalid?: boolean
}

/**
 * A text field that filters a list of names (the ARIA 1.2 combobox pattern): typing opens the list,
 * Up and Down move through it, Enter picks the highlighted name, Escape closes the list first and the
 * dialog only on a second press.
 */
export function NameCombobox({
  label,
  options,
  query,
  onQuery,
  onPick,
  status,
  inputRef,
  invalid,
}: NameComboboxProps) {
  const id = useId()
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const shown = open && options.length > 0
  const activeIndex = Math.min(active, options.length - 1)
  const optionId = (index: number) => `${id}-option-${index}`

  const pick = (option: NameOption) => {
    onPick(option)
    setOpen(false)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!shown) {
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((activeIndex + step + options.length) % options.length)
    } else if (event.key === 'Enter' && shown) {
      // Enter picks; with the list closed it submits the dialog's form as usual.
      event.preventDefault()
      const option = options[activeIndex]
      if (option) pick(option)
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className={invalid ? 'field field--invalid name-combobox' : 'field name-combobox'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="input"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-status`}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          onQuery(event.target.value)
          setOpen(true)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className="name-combobox__list" hidden={!shown}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="name-combobox__option"
            // Picked on mouse down: a click would come after the field's blur has closed the list.
            onMouseDown={(event) => {
              event.preventDefault()
              pick(option)
            }}
            onMouseMove={() => index !== activeIndex && setActive(index)}
          >
            {option.mark && (
              <span className="name-combobox__mark" aria-hidden="true">
                {option.mark}
              </span>
            )}
            <span className="name-combobox__label">{option.label}</span>
            {option.detail && <span className="name-combobox__detail"> {option.detail}</span>}
          </li>
        ))}
      </ul>
      <p className="field__hint" id={`${id}-status`} role="status">
        {status}
      </p>
    </div>
  )
}
