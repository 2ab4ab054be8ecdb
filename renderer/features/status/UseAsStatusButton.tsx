import { useState } from 'react'
import type { HistoryEntryView } from '../../../shared/rpc/areas/history'
import { Button } from '../../components/Button'
import { useStatuses } from '../../store/status/store'
import { MarkStatusDialog } from './MarkStatusDialog'
import './status.css'

/** History's "Use as status message": a sent message of a saved webhook becomes a status message. */
export function UseAsStatusButton({ entry, disabled }: { entry: HistoryEntryView; disabled: boolean }) {
  const [open, setOpen] = useState(false)
  const marked = useStatuses().find((s) => s.webhookId === entry.webhookId && s.messageId === entry.messageId)
  if (marked) {
    return (
      <span className="status-badge" aria-label={`Status message “${marked.name}”`}>
        Status: {marked.name}
      </span>
    )
  }
  return (
    <>
      <Button
        className="button--small"
        aria-label={`Use message ${entry.messageId} as a status message`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Use as status message
      </Button>
      {open && <MarkStatusDialog entry={entry} onClose={() => setOpen(false)} />}
    </>
  )
}
