import { Field } from '@renderer/components/Field'
import { useTypedText } from '../useTypedText'
import type { ThreadBinding } from './threadBinding'
import { parseThreadInput } from './threadLink'

/**
 * "Existing thread": an id or a thread link. Only a valid id reaches the draft; what is being typed
 * stays in the box (it is not part of the document until it names a thread).
 */
export function ExistingThreadField({ binding }: { binding: ThreadBinding }) {
  const { threadId } = binding
  const [text, setText] = useTypedText(threadId ?? '', (typed) => {
    const shown = parseThreadInput(typed)
    return shown.ok ? (shown.id ?? '') : undefined
  })
  const parsed = parseThreadInput(text)
  return (
    <Field
      id={binding.idOf('thread_id')}
      label="Existing thread"
      error={parsed.ok ? undefined : parsed.message}
      hint="The thread’s id, or its link (right-click the thread › Copy Link)."
    >
      {(control) => (
        <input
          {...control}
          className="input input--mono"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            const next = parseThreadInput(event.target.value)
            if (next.ok && next.id !== threadId) binding.setThreadId(next.id)
          }}
        />
      )}
    </Field>
  )
}
