import { useState } from 'react'

/**
 * The text of a box whose document value is only part of what can be typed (a list being written, a
 * link, a name with spaces): the box keeps what is being typed, and when the document changes from
 * elsewhere (undo, another draft) it shows the document's value instead, unless what is typed already
 * reads as that value. React's "adjust state while rendering" pattern, so no effect re-renders after.
 *
 * `shown` is the document's value as text; `reads(text)` is the value the typed text stands for, as
 * text, or undefined when it stands for none.
 */
export function useTypedText(
  shown: string,
  reads: (text: string) => string | undefined,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(shown)
  const [seen, setSeen] = useState(shown)
  if (seen !== shown) {
    setSeen(shown)
    if (reads(text) !== shown) setText(shown)
  }
  return [text, setText]
}
