import { useState } from 'react'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { Button } from '../../components/Button'
import { useStatuses } from '../../store/status/store'
import { MarkStatusDialog } from './MarkStatusDialog'
import './status.css'

/** History's "Use as status message": a sent message of a saved webhook becomes a status message. */
export function UseAsStatusButton({ entry, disabled }: { entry: HistoryEntryView; disabled: boolean }) {
  const [open, setOpen] = useState(false)
  const marked = useStatuses().find((s) => s.webhookId === entry.webhookId && s.messageId === entry.messageId)
  // The dialog stays open past the marking, to say what was done.
  const dialog = open && <MarkStatusDialog entry={entry} onClose={() => setOpen(false)} />
  if (marked) {
    return (
      <>
        <span className="status-badge" aria-label={`Status message “${marked.name}”`}>
          Status: {marked.name}
        </span>
        {dialog}
      </>
    )
  }
  return (
    <>
      <Button
        className="button--small"
        aria-label={`Use as status message: message ${entry.messageId}`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Use as status message
      </Button>
      {dialog}
    </>
  )
}
