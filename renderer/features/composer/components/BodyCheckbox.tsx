import type { BodyPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { idOf } from './names'
import { useFlag, useOff } from './useBody'

type BodyCheckboxProps = {
  index: number
  path: BodyPath
  label: string
  name: string
  /** Discord's default is on (a separator's divider): off is written as false, on is left out. */
  defaultOn?: boolean
}

/** A yes/no part of a component (spoiler, divider), written only when it differs from Discord's default. */
export function BodyCheckbox({ index, path, label, name, defaultOn = false }: BodyCheckboxProps) {
  const id = idOf(index, path)
  const value = useFlag(index, path)
  const off = useOff(index, path)
  const on = defaultOn ? !off : value
  return (
    <div className="component-check">
      <input
        id={id}
        type="checkbox"
        aria-label={name}
        checked={on}
        onChange={(event) => {
          const checked = event.target.checked
          draftActions.setBodyValue(index, path, checked === defaultOn ? undefined : checked)
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
