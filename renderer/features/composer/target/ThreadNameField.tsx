import { THREAD_NAME_MAX } from '@shared/discord/limits'
import { Field } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import type { ThreadBinding } from './threadBinding'

/** "Thread name" (thread_name): a new forum post's title, with its 100-character counter. */
export function ThreadNameField({ binding, isForum }: { binding: ThreadBinding; isForum: boolean }) {
  const t = useT()
  const value = binding.threadName
  const used = [...value].length
  const over = used > THREAD_NAME_MAX
  const error = over ? t('composer.target.threadName.tooLong', { count: used - THREAD_NAME_MAX }) : undefined
  return (
    <Field
      id={binding.idOf('thread_name')}
      label={t('composer.target.threadName.label')}
      error={error}
      hint={isForum ? t('composer.target.threadName.forumHint') : t('composer.target.threadName.otherHint')}
      aside={
        <span
          className={over ? 'counter counter--over' : 'counter'}
          aria-label={t('composer.target.threadName.counter', { used, max: THREAD_NAME_MAX })}
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
