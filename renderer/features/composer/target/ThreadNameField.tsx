import { THREAD_NAME_MAX } from '@shared/discord/limits'
import { Field } from '@renderer/components/Field'
import type { ThreadBinding } from './threadBinding'

/** "Thread name" (thread_name): a new forum post's title, with its 100-character counter. */
export function ThreadNameField({ binding, isForum }: { binding: ThreadBinding; isForum: boolean }) {
  const value = binding.threadName
  const used = [...value].length
  const over = used > THREAD_NAME_MAX
  const error = over ? `The thread name is ${used - THREAD_NAME_MAX} characters too long.` : undefined
  return (
    <Field
      id={binding.idOf('thread_name')}
      label="Thread name"
      error={error}
      hint={
        isForum
          ? 'A forum post needs a name: it becomes the post’s title.'
          : 'Only forum and media channels take a thread name; clear it for other channels.'
      }
      aside={
        <span
          className={over ? 'counter counter--over' : 'counter'}
          aria-label={`${used} of ${THREAD_NAME_MAX} characters`}
        >
          {used}/{THREAD_NAME_MAX}
        </span>
      }
    >
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          value={value}
          onChange={(event) => binding.setThreadName(event.target.value)}
        />
      )}
    </Field>
  )
}
