import { useState } from 'react'
import type { RpcErrorData } from '../../../shared/rpc'
import type { HistoryEntryView } from '../../../shared/rpc/areas/history'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useHistoryStore } from '../../store/history/store'
import { drop } from '../../util/drop'
import type { EntryDialog } from './HistoryRowActions'

type Props = { dialog: EntryDialog; entry: HistoryEntryView; label: string; onClose(): void }

/** Confirms a delete on Discord (cannot be undone) or forgetting the entry locally. */
export function HistoryRowDialog({ dialog, entry, label, onClose }: Props) {
  const deleteFromDiscord = useHistoryStore((state) => state.deleteFromDiscord)
  const remove = useHistoryStore((state) => state.remove)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const confirm = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = dialog === 'delete' ? await deleteFromDiscord(entry) : await remove(entry.id)
    setBusy(false)
    if (outcome.ok) onClose()
    else setError(outcome.error)
  }
  if (dialog === 'delete') {
    return (
      <ConfirmDialog
        title="Delete this message from Discord?"
        confirmLabel="Delete message"
        tone="danger"
        busy={busy}
        error={error}
        onConfirm={() => drop(confirm())}
        onClose={onClose}
      >
        <p>
          {label} deletes message <code>{entry.messageId}</code> from the channel. Everyone stops seeing it,
          and it cannot be restored. Herald keeps this entry, marked deleted, so you can still duplicate it.
        </p>
      </ConfirmDialog>
    )
  }
  return (
    <ConfirmDialog
      title="Remove this entry from the history?"
      confirmLabel="Remove entry"
      busy={busy}
      error={error}
      onConfirm={() => drop(confirm())}
      onClose={onClose}
    >
      <p>
        Herald forgets this entry and its saved versions. The message stays on Discord; you can load it again
        from its link.
      </p>
    </ConfirmDialog>
  )
}
