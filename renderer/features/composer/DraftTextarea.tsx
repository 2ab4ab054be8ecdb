import { memo, useCallback, useLayoutEffect, useRef, type ComponentProps, type RefObject } from 'react'

type TextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'defaultValue' | 'onChange' | 'ref'>

type DraftTextareaProps = TextareaProps & {
  /** The draft's text; what is typed reaches it through onChange. */
  value: string
  onChange(event: React.ChangeEvent<HTMLTextAreaElement>): void
  /** The box itself, for a caller that reads or sets its selection. */
  ref?: RefObject<HTMLTextAreaElement | null>
}

/**
 * A text box bound to a draft's text that React does not rewrite on every key (issue 23). React keeps a
 * controlled textarea's default value (its child text node) equal to its value: each keystroke it read
 * the whole text back and replaced that node, 0.7 ms a key in a 4,000-character description. Here the
 * box keeps what is typed and the page writes the draft's text into it, before paint, only when the
 * two differ (undo, another draft, the JSON view, a formatting command); the attributes around it are a
 * memoised element that a keystroke does not re-render.
 */
export function DraftTextarea({ value, onChange, ref, ...props }: DraftTextareaProps) {
  const box = useRef<HTMLTextAreaElement | null>(null)
  const latest = useRef(onChange)
  useLayoutEffect(() => {
    latest.current = onChange
  })
  useLayoutEffect(() => {
    if (box.current && box.current.value !== value) box.current.value = value
  }, [value])
  const change = useCallback((event: React.ChangeEvent<HTMLTextAreaElement>) => latest.current(event), [])
  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      box.current = element
      if (ref) ref.current = element
    },
    [ref],
  )
  return <Textarea {...props} ref={attach} onChange={change} />
}

const Textarea = memo(function Textarea(props: ComponentProps<'textarea'>) {
  return <textarea {...props} />
})
