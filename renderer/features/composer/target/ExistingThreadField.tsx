import { Field } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import { useTypedText } from '../useTypedText'
import type { ThreadBinding } from './threadBinding'
import { parseThreadInput } from './threadLink'

/**
 * "Existing thread": an id or a thread link. Only a valid id reaches the draft; what is being typed
 * stays in the box (it is not part of the document until it names a thread).
 */
export function ExistingThreadField({ binding }: { binding: ThreadBinding }) {
  const t = useT()
  const { threadId } = binding
  const [text, setText] = useTypedText(threadId ?? '', (typed) => {
    const shown = parseThreadInput(typed)
    return shown.ok ? (shown.id ?? '') : undefined
  })
  const parsed = parseThreadInput(text, t)
  return (
    <Field
      id={binding.idOf('thread_id')}
      label={t('composer.target.thread.existingLabel')}
      error={parsed.ok ? undefined : parsed.message}
      hint={t('composer.target.thread.existingHint')}
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
