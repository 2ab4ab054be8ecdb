import { Suspense, lazy } from 'react'
import { Field } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import { useTypedText } from '../useTypedText'
import { parseIdList } from './allowedMentions'

// Names need a bot token of the target's server: the picker is not in the page's first load.
const IdNamePicker = lazy(async () => ({ default: (await import('../message/insertDialogs')).IdNamePicker }))

type IdListFieldProps = {
  id: string
  label: string
  what: 'role' | 'user'
  ids: string[]
  onIds(ids: string[]): void
}

/**
 * Ids opted back in while their type is off. The box keeps what is being typed; only a valid list
 * reaches the draft, and a list changed elsewhere (undo) replaces the text. With a bot token of the
 * target's server saved, roles and members can be added by name, and the listed ids are named.
 */
export function IdListField({ id, label, what, ids, onIds }: IdListFieldProps) {
  const t = useT()
  const joined = ids.join(', ')
  const [text, setText] = useTypedText(joined, (typed) => {
    const current = parseIdList(typed, what, t)
    return current.ok ? current.ids.join(', ') : undefined
  })
  const parsed = parseIdList(text, what, t)
  return (
    <>
      <Field
        id={id}
        label={label}
        error={parsed.ok ? undefined : parsed.message}
        hint={t('composer.mentions.idsHint', { what })}
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
              const next = parseIdList(event.target.value, what, t)
              if (next.ok && next.ids.join(', ') !== joined) onIds(next.ids)
            }}
          />
        )}
      </Field>
      <Suspense fallback={null}>
        <IdNamePicker what={what} ids={ids} onAdd={(added) => onIds([...ids, added])} />
      </Suspense>
    </>
  )
}
