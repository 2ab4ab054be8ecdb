import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useHistoryStore } from '../../store/history/store'
import type { EntryDialog } from './HistoryRowActions'
import { placeText } from './placeText'

type Props = { dialog: EntryDialog; entry: HistoryEntryView; label: string; onClose(): void }

/** Confirms a delete on Discord (cannot be undone) or forgetting the entry locally. */
export function HistoryRowDialog({ dialog, entry, label, onClose }: Props) {
  const deleteFromDiscord = useHistoryStore((state) => state.deleteFromDiscord)
  const remove = useHistoryStore((state) => state.remove)
  const deleting = dialog === 'delete'
  return (
    <ConfirmActionDialog
      title={deleting ? 'Delete this message from Discord?' : 'Remove this entry from the history?'}
      confirmLabel={deleting ? 'Delete message' : 'Remove entry'}
      tone={deleting ? 'danger' : 'default'}
      skippable={!deleting}
      action={() => (deleting ? deleteFromDiscord(entry) : remove(entry.id))}
      onClose={onClose}
    >
      {deleting ? (
        <p>
          {label} deletes message <code>{entry.messageId}</code> from {placeText(entry.place)}. Everyone stops
          seeing it, and it cannot be restored. Herald keeps this entry, marked deleted, so you can still
          duplicate it.
        </p>
      ) : (
        <p>
          Herald forgets this entry and its saved versions. The message stays on Discord; you can load it
          again from its link.
        </p>
      )}
    </ConfirmActionDialog>
  )
}
