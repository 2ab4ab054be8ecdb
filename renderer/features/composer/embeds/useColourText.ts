import type { InputHTMLAttributes } from 'react'
import { useState } from 'react'
import { useTypedText } from '../useTypedText'
import { readColour, toHex } from './colours'

type ColourBox = {
  /** What is wrong with the text, what is accepted, and which colour `owner` keeps meanwhile. */
  error: string | undefined
  /** Spread on the text box. */
  input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'placeholder' | 'spellCheck'
  >
}

/**
 * The text box of a colour: a hex code or a CSS colour name, taken when the user leaves the box or
 * presses Enter, never half typed. Text that is not a colour stays as typed, with what is wrong with it
 * and the colour `owner` ("Embed 1") keeps meanwhile; a colour set elsewhere (a picker, undo) replaces it.
 */
export function useColourText(
  color: number | null,
  owner: string,
  onCommit: (color: number | null) => void,
): ColourBox {
  const shown = color === null ? '' : toHex(color)
  const [text, setText] = useTypedText(shown, (typed) => {
    const reading = readColour(typed)
    if (reading.kind === 'empty') return ''
    return reading.kind === 'colour' ? toHex(reading.color) : undefined
  })
  // The error shows once the user leaves the text, not while the first digits are being typed.
  const [left, setLeft] = useState(false)
  const reading = readColour(text)

  const commit = () => {
    if (reading.kind === 'invalid') return setLeft(true)
    setLeft(false)
    const next = reading.kind === 'colour' ? reading.color : null
    setText(next === null ? '' : toHex(next))
    if (next !== color) onCommit(next)
  }

  const kept = color === null ? 'has no colour' : `keeps ${toHex(color)}`
  return {
    error: left && reading.kind === 'invalid' ? `${reading.reason} ${owner} ${kept} until then.` : undefined,
    input: {
      value: text,
      placeholder: 'No colour',
      spellCheck: false,
      onChange: (event) => setText(event.target.value),
      onBlur: commit,
      onKeyDown: (event) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        commit()
      },
    },
  }
}
