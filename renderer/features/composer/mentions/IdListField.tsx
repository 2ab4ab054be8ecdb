import '@renderer/styles/composer-names.css'
import { Field } from '@renderer/components/Field'
import { useGuildDirectoryStore, useTargetDirectory } from '../message/guildDirectoryStore'
import { previewNamesOf } from '../message/mentionNames'
import { useTypedText } from '../useTypedText'
import { parseIdList } from './allowedMentions'
import { IdNamePicker } from './IdNamePicker'

/** Discord takes up to 100 ids in each allowed_mentions list. */
const MAX_IDS = 100

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
  const joined = ids.join(', ')
  const [text, setText] = useTypedText(joined, (typed) => {
    const current = parseIdList(typed, what)
    return current.ok ? current.ids.join(', ') : undefined
  })
  const parsed = parseIdList(text, what)
  const { webhookId, directory } = useTargetDirectory()
  const members = useGuildDirectoryStore((state) => state.members)
  const known = previewNamesOf(directory, members)[what === 'role' ? 'roles' : 'users']
  const named = ids.flatMap((listed) => (known[listed] ? [known[listed]] : []))
  const hint = `${what === 'role' ? 'Role' : 'User'} ids, separated by commas or spaces (up to 100).${
    named.length > 0 ? ` Listed: ${named.join(', ')}.` : ''
  }`
  return (
    <>
      <Field id={id} label={label} error={parsed.ok ? undefined : parsed.message} hint={hint}>
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
              const next = parseIdList(event.target.value, what)
              if (next.ok && next.ids.join(', ') !== joined) onIds(next.ids)
            }}
          />
        )}
      </Field>
      {webhookId && directory && ids.length < MAX_IDS && (
        <IdNamePicker
          what={what}
          webhookId={webhookId}
          directory={directory}
          ids={ids}
          onAdd={(added) => onIds([...ids, added])}
        />
      )}
    </>
  )
}
