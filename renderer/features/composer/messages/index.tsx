import '@renderer/styles/composer-messages.css'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { DRAFT_MESSAGES_MAX } from '@shared/drafts/draft'
import { Button } from '@renderer/components/Button'
import { messageLabel } from '@renderer/store/drafts/reducers'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { focusFirst } from '../embeds/SortableList'
import { MessageRow } from './MessageRow'
import { RemoveMessageDialog, RenameMessageDialog } from './MessageDialogs'
import { hasContent, messageSummary } from './messageSummary'
import { useMessageSelection, useSelectedIndex } from './selection'

export { useSelectedIndex, useMessageSelection, selectedIndex } from './selection'

type Pending = { kind: 'rename' | 'remove'; index: number } | undefined

/**
 * The draft's messages, in send order: pick one to edit it, add, name, duplicate, reorder and remove.
 * A draft that edits a sent message stays one message (an edit is one PATCH), so adding is hidden there.
 */
export function MessagesSection() {
  const ids = useDraftsStore(useShallow((state) => state.draft?.messages.map((message) => message.id) ?? []))
  const editing = useDraftsStore((state) => state.draft?.messages.some((message) => message.reference))
  const selected = useSelectedIndex()
  const select = useMessageSelection((state) => state.select)
  const [pending, setPending] = useState<Pending>()
  const count = ids.length
  const canAdd = !editing && count < DRAFT_MESSAGES_MAX

  const add = () => {
    draftActions.addMessage()
    select(count)
    focusFirst([`Message ${count + 1}`])
  }
  const remove = (index: number) => {
    setPending(undefined)
    draftActions.removeMessage(index)
    const next = Math.min(index, count - 2)
    select(next)
    focusFirst([`Remove message ${next + 1}`, 'Add message'])
  }
  const askRemove = (index: number) => {
    const message = useDraftsStore.getState().draft?.messages[index]
    if (message && hasContent(message)) setPending({ kind: 'remove', index })
    else remove(index)
  }
  const move = (from: number, to: number) => {
    draftActions.moveMessage(from, to)
    if (selected === from) select(to)
    else if (selected === to) select(from)
    const [first, second] = to < from ? ['up', 'down'] : ['down', 'up']
    focusFirst([`Move message ${to + 1} ${first}`, `Move message ${to + 1} ${second}`])
  }
  const duplicate = (index: number) => {
    draftActions.duplicateMessage(index)
    select(index + 1)
  }

  const target = pending && useDraftsStore.getState().draft?.messages[pending.index]
  return (
    <section className="card composer-part composer-messages" aria-labelledby="composer-messages-title">
      <div className="messages__head">
        <h2 className="card__title" id="composer-messages-title">
          Messages
        </h2>
        <span className="messages__count">
          {count}/{DRAFT_MESSAGES_MAX}
        </span>
        {!editing && (
          <Button onClick={add} disabled={!canAdd}>
            Add message
          </Button>
        )}
      </div>
      <ol className="messages__list" aria-label="Messages">
        {ids.map((id, index) => (
          <MessageRow
            key={id}
            index={index}
            count={count}
            selected={index === selected}
            canDuplicate={canAdd}
            onSelect={() => select(index)}
            onRename={() => setPending({ kind: 'rename', index })}
            onMove={(to) => move(index, to)}
            onDuplicate={() => duplicate(index)}
            onRemove={() => askRemove(index)}
          />
        ))}
      </ol>
      {count > 1 && (
        <p className="messages__hint">Sent in this order, one after another, to the same place.</p>
      )}
      {pending?.kind === 'rename' && target && (
        <RenameMessageDialog
          label={`Message ${pending.index + 1}`}
          name={target.name ?? ''}
          onRename={(name) => {
            draftActions.renameMessage(pending.index, name)
            setPending(undefined)
          }}
          onClose={() => setPending(undefined)}
        />
      )}
      {pending?.kind === 'remove' && target && (
        <RemoveMessageDialog
          label={messageLabel(target, pending.index)}
          summary={messageSummary(target)}
          onConfirm={() => remove(pending.index)}
          onClose={() => setPending(undefined)}
        />
      )}
    </section>
  )
}
