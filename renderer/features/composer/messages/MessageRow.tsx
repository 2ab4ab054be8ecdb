import { useDraftsStore } from '@renderer/store/drafts/store'
import { Icon } from '../embeds/icons'
import type { MessageSendState } from '../send/runStore'
import { messageSendState, useSendRun } from '../send/runStore'
import { messageSummary } from './messageSummary'

const STATE_TEXT: Record<MessageSendState, string | undefined> = {
  sent: 'Sent',
  sending: 'Sending…',
  failed: 'Failed',
  notSent: 'Not sent',
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
  const message = useDraftsStore((state) => state.draft?.messages[index])
  const draftId = useDraftsStore((state) => state.draft?.id ?? '')
  const runStarted = useDraftsStore((state) => state.draft?.messages.some((m) => m.sent) ?? false)
  const run = useSendRun()
  if (!message) return null
  const state = messageSendState(message, run, draftId, runStarted || run.draftId === draftId)
  const number = `message ${index + 1}`
  const stateText = STATE_TEXT[state]
  return (
    <li className={selected ? 'message-row message-row--selected' : 'message-row'} data-state={state}>
      <div className="message-row__text">
        <button
          type="button"
          className="message-row__pick"
          aria-current={selected ? 'true' : undefined}
          aria-describedby={`message-row-${message.id}`}
          onClick={onSelect}
        >
          {message.name ? `Message ${index + 1}: ${message.name}` : `Message ${index + 1}`}
        </button>
        <span className="message-row__summary" id={`message-row-${message.id}`}>
          {messageSummary(message)}
          {stateText && (
            <span className={`message-row__state message-row__state--${state}`}> · {stateText}</span>
          )}
        </span>
      </div>
      <div className="item-actions">
        <IconButton label={`Rename ${number}`} icon="edit" onClick={onRename} />
        <IconButton
          label={`Move ${number} up`}
          icon="up"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <IconButton
          label={`Move ${number} down`}
          icon="down"
          disabled={index >= count - 1}
          onClick={() => onMove(index + 1)}
        />
        <IconButton
          label={`Duplicate ${number}`}
          icon="copy"
          disabled={!canDuplicate}
          onClick={onDuplicate}
        />
        <IconButton
          label={`Remove ${number}`}
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
