import { useState } from 'react'
import type { BodyPath } from '../../../store/drafts/reducers'
import { draftActions } from '../../../store/drafts/store'
import { parseHex, toHex } from '../embeds/colours'
import { idOf } from './names'
import { useNumber } from './useBody'

/**
 * A container's accent colour: a hex box and the system colour picker. While a hex is half typed the
 * box shows what is typed; the draft changes once it is a colour, and an emptied box removes it.
 */
export function AccentField({ index, path, label }: { index: number; path: BodyPath; label: string }) {
  const id = idOf(index, path)
  const color = useNumber(index, path)
  const [typing, setTyping] = useState<string | undefined>()
  const set = (next: number | undefined) => draftActions.setBodyValue(index, path, next)
  const shown = typing ?? (color === undefined ? '' : toHex(color))
  const invalid = typing !== undefined && typing.trim() !== '' && parseHex(typing) === undefined
  return (
    <div className={invalid ? 'field field--invalid accent-field' : 'field accent-field'}>
      <label className="field__label" htmlFor={id}>
        Accent colour
      </label>
      <div className="accent-field__row">
        <input
          type="color"
          className="accent-field__swatch"
          aria-label={`Choose ${label.toLowerCase()} accent colour`}
          value={color === undefined ? '#5865f2' : toHex(color)}
          onChange={(event) => set(parseHex(event.target.value))}
        />
        <input
          id={id}
          className="input input--mono accent-field__hex"
          aria-label={`${label} accent colour`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          placeholder="No colour"
          spellCheck={false}
          value={shown}
          onChange={(event) => {
            const text = event.target.value
            setTyping(text)
            const parsed = parseHex(text)
            if (parsed !== undefined) set(parsed)
            else if (text.trim() === '') set(undefined)
          }}
          onBlur={() => setTyping(undefined)}
        />
      </div>
      {invalid && (
        <p className="field__error" id={`${id}-error`}>
          A colour is 6 hex digits, like #5865f2.
        </p>
      )}
    </div>
  )
}
