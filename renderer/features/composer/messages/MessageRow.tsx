import type { MessageKey } from '@shared/i18n'
import { useFormats, useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { Icon } from '../embeds/icons'
import type { MessageSendState } from '../send/runStore'
import { messageSendState, useSendRun } from '../send/runStore'
import { messageSummary } from './messageSummary'

const STATE_TEXT: Record<MessageSendState, MessageKey | undefined> = {
  sent: 'composer.messages.state.sent',
  sending: 'composer.messages.state.sending',
  failed: 'composer.messages.state.failed',
  notSent: 'composer.messages.state.notSent',
  draft: undefined,
}

type RowProps = {
  index: number
  count: number
  selected: boolean
  canDuplicate: boolean
  onSelect(): void
  onRename(): void
  onMove(to: number): void
  onDuplicate(): void
  onRemove(): void
}

/** One message in the list: its name, a few words of it, how its send went, and what can be done to it. */
export function MessageRow(props: RowProps) {
  const { index, count, selected, canDuplicate, onSelect, onRename, onMove, onDuplicate, onRemove } = props
  const t = useT()
  const formats = useFormats()
  // What the row shows, each a value of its own: a keystroke that leaves the summary's words as they were
  // renders nothing here (issue 23).
  const id = useDraftsStore((state) => state.draft?.messages[index]?.id)
  const name = useDraftsStore((state) => state.draft?.messages[index]?.name)
  const sent = useDraftsStore((state) => state.draft?.messages[index]?.sent)
  const summary = useDraftsStore((state) => {
    const message = state.draft?.messages[index]
    return message && messageSummary(t, formats, message)
  })
  const draftId = useDraftsStore((state) => state.draft?.id ?? '')
  const runStarted = useDraftsStore((state) => state.draft?.messages.some((m) => m.sent) ?? false)
  const run = useSendRun()
  if (id === undefined) return null
  const state = messageSendState({ id, sent }, run, draftId, runStarted || run.draftId === draftId)
  const number = { number: index + 1 }
  const stateKey = STATE_TEXT[state]
  const stateText = stateKey && t(stateKey)
  return (
    <li className={selected ? 'message-row message-row--selected' : 'message-row'} data-state={state}>
      <div className="message-row__text">
        <button
          type="button"
          className="message-row__pick"
          aria-current={selected ? 'true' : undefined}
          aria-describedby={`message-row-${id}`}
          onClick={onSelect}
        >
          {name
            ? t('composer.messages.pickNamed', { number: index + 1, name })
            : t('composer.messages.pick', number)}
        </button>
        <span className="message-row__summary" id={`message-row-${id}`}>
          {summary}
          {stateText && (
            <span className={`message-row__state message-row__state--${state}`}> · {stateText}</span>
          )}
        </span>
      </div>
      <div className="item-actions">
        <IconButton label={t('composer.messages.rename', number)} icon="edit" onClick={onRename} />
        <IconButton
          label={t('composer.messages.moveUp', number)}
          icon="up"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <IconButton
          label={t('composer.messages.moveDown', number)}
          icon="down"
          disabled={index >= count - 1}
          onClick={() => onMove(index + 1)}
        />
        <IconButton
          label={t('composer.messages.duplicate', number)}
          icon="copy"
          disabled={!canDuplicate}
          onClick={onDuplicate}
        />
        <IconButton
          label={t('composer.messages.remove', number)}
          icon="remove"
          danger
          disabled={count <= 1}
          onClick={onRemove}
        />
      </div>
    </li>
  )
}

type IconButtonProps = {
  label: string
  icon: 'edit' | 'up' | 'down' | 'copy' | 'remove'
  disabled?: boolean
  danger?: boolean
  onClick(): void
}

function IconButton({ label, icon, disabled, danger, onClick }: IconButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'icon-button icon-button--danger' : 'icon-button'}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  )
}
