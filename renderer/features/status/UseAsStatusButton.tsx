import { useState } from 'react'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { Button } from '../../components/Button'
import { useStatuses } from '../../store/status/store'
import { MarkStatusDialog } from './MarkStatusDialog'
import './status.css'
import { useT } from '@renderer/i18n/store'

/** History's "Use as status message": a sent message of a saved webhook becomes a status message. */
export function UseAsStatusButton({ entry, disabled }: { entry: HistoryEntryView; disabled: boolean }) {
  const [open, setOpen] = useState(false)
  const t = useT()
  const marked = useStatuses().find((s) => s.webhookId === entry.webhookId && s.messageId === entry.messageId)
  // The dialog stays open past the marking, to say what was done.
  const dialog = open && <MarkStatusDialog entry={entry} onClose={() => setOpen(false)} />
  if (marked) {
    return (
      <>
        <span className="status-badge" aria-label={t('status.badge.label', { name: marked.name })}>
          {t('status.badge', { name: marked.name })}
        </span>
        {dialog}
      </>
    )
  }
  return (
    <>
      <Button
        className="button--small"
        aria-label={t('status.use.label', { message: entry.messageId })}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('status.use')}
      </Button>
      {dialog}
    </>
  )
}
