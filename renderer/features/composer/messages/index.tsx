import '@renderer/styles/composer-messages.css'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { DRAFT_MESSAGES_MAX } from '@shared/drafts/draft'
import { Button } from '@renderer/components/Button'
import { useFormats, useT } from '@renderer/i18n/store'
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
  const t = useT()
  const formats = useFormats()
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
    focusFirst([t('composer.messages.pick', { number: count + 1 })])
  }
  const remove = (index: number) => {
    setPending(undefined)
    draftActions.removeMessage(index)
    const next = Math.min(index, count - 2)
    select(next)
    focusFirst([t('composer.messages.remove', { number: next + 1 }), t('composer.messages.add')])
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
    const up = t('composer.messages.moveUp', { number: to + 1 })
    const down = t('composer.messages.moveDown', { number: to + 1 })
    focusFirst(to < from ? [up, down] : [down, up])
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
          {t('composer.messages.title')}
        </h2>
        <span className="messages__count">
          {t('composer.messages.count', { count, max: DRAFT_MESSAGES_MAX })}
        </span>
        {!editing && (
          <Button onClick={add} disabled={!canAdd}>
            {t('composer.messages.add')}
          </Button>
        )}
      </div>
      <ol className="messages__list" aria-label={t('composer.messages.title')}>
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
      {count > 1 && <p className="messages__hint">{t('composer.messages.order')}</p>}
      {pending?.kind === 'rename' && target && (
        <RenameMessageDialog
          index={pending.index}
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
          index={pending.index}
          name={target.name ?? ''}
          summary={messageSummary(t, formats, target)}
          onConfirm={() => remove(pending.index)}
          onClose={() => setPending(undefined)}
        />
      )}
    </section>
  )
}
