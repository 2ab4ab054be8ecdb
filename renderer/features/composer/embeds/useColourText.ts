import type { InputHTMLAttributes } from 'react'
import { useEffect, useState } from 'react'
import { useT } from '@renderer/i18n/store'
import { useTypedText } from '../useTypedText'
import { useColourHolds } from './colourHolds'
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

type Where = {
  /** The box's DOM id: controlId(message, path). */
  id: string
  /** Its accessible name, like "Embed 1 colour", for Send's reason. */
  label: string
  /** What the colour belongs to, like "Embed 1". */
  owner: string
  message: number
  path: string
}

/**
 * The text box of a colour: a hex code or a CSS colour name, taken when the user leaves the box or
 * presses Enter (Ctrl+Enter too, before Send), never half typed. Text that is not a colour stays as
 * typed, with what is wrong with it and the colour the owner keeps meanwhile, and holds Send with the
 * same reason; a colour set elsewhere (a picker, undo) replaces it.
 */
export function useColourText(
  color: number | null,
  { id, label, owner, message, path }: Where,
  onCommit: (color: number | null) => void,
): ColourBox {
  const t = useT()
  const shown = color === null ? '' : toHex(color)
  const [text, setText] = useTypedText(shown, (typed) => {
    const reading = readColour(typed, t)
    if (reading.kind === 'empty') return ''
    return reading.kind === 'colour' ? toHex(reading.color) : undefined
  })
  // The error shows once the user leaves the text, not while the first digits are being typed.
  const [left, setLeft] = useState(false)
  const reading = readColour(text, t)

  const kept =
    color === null
      ? t('composer.colour.keepsNone', { owner })
      : t('composer.colour.keeps', { owner, hex: toHex(color) })
  const explain = (reason: string) => `${reason} ${kept}`
  const error = left && reading.kind === 'invalid' ? explain(reading.reason) : undefined
  const hold = useColourHolds((state) => state.set)
  // Send waits while the box shows an error; the text replaced (undo, the picker) or gone lets it go.
  useEffect(() => {
    hold(id, error ? { message, path, reason: t('composer.colour.hold', { label, error }) } : undefined)
  }, [hold, id, error, message, path, label, t])
  useEffect(() => () => hold(id, undefined), [hold, id])

  const commit = () => {
    if (reading.kind === 'invalid') {
      setLeft(true)
      // At once, not after the render: Ctrl+Enter presses Send right after this.
      return hold(id, {
        message,
        path,
        reason: t('composer.colour.hold', { label, error: explain(reading.reason) }),
      })
    }
    setLeft(false)
    hold(id, undefined)
    const next = reading.kind === 'colour' ? reading.color : null
    setText(next === null ? '' : toHex(next))
    if (next !== color) onCommit(next)
  }

  return {
    error,
    input: {
      value: text,
      placeholder: t('composer.colour.none'),
      spellCheck: false,
      onChange: (event) => setText(event.target.value),
      onBlur: commit,
      onKeyDown: (event) => {
        if (event.key !== 'Enter') return
        // Plain Enter only takes the colour; Ctrl+Enter goes on to Send, with the colour taken first.
        if (!(event.ctrlKey || event.metaKey)) event.preventDefault()
        commit()
      },
    },
  }
}
