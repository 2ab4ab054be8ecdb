import { THREAD_NAME_MAX } from '../../../../shared/discord/limits'
import { Field } from '../../../components/Field'
import { draftActions, useDraftsStore } from '../../../store/drafts/store'
import { controlId } from '../controlId'

/** "Thread name" (data.thread_name): a new forum post's title, with its 100-character counter. */
export function ThreadNameField({ index, isForum }: { index: number; isForum: boolean }) {
  const value = useDraftsStore((state) => {
    const name = state.draft?.messages[index]?.data.thread_name
    return typeof name === 'string' ? name : ''
  })
  const used = [...value].length
  const over = used > THREAD_NAME_MAX
  const error = over ? `The thread name is ${used - THREAD_NAME_MAX} characters too long.` : undefined
  return (
    <Field
      id={controlId(index, 'thread_name')}
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
          onChange={(event) => draftActions.setMessageText(index, 'thread_name', event.target.value)}
        />
      )}
    </Field>
  )
}
