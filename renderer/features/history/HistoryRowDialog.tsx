import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useHistoryStore } from '../../store/history/store'
import type { EntryDialog } from './HistoryRowActions'
import { placeText } from './placeText'
import { useT } from '@renderer/i18n/store'

type Props = { dialog: EntryDialog; entry: HistoryEntryView; label: string; onClose(): void }

/** Confirms a delete on Discord (cannot be undone) or forgetting the entry locally. */
export function HistoryRowDialog({ dialog, entry, label, onClose }: Props) {
  const t = useT()
  const deleteFromDiscord = useHistoryStore((state) => state.deleteFromDiscord)
  const remove = useHistoryStore((state) => state.remove)
  const deleting = dialog === 'delete'
  return (
    <ConfirmActionDialog
      title={t(deleting ? 'history.delete.title' : 'history.remove.title')}
      confirmLabel={t(deleting ? 'history.delete.confirm' : 'history.remove.confirm')}
      tone={deleting ? 'danger' : 'default'}
      skippable={!deleting}
      action={() => (deleting ? deleteFromDiscord(entry) : remove(entry.id))}
      onClose={onClose}
    >
      <p>
        {deleting
          ? t('history.delete.body', {
              webhook: label,
              id: entry.messageId,
              place: placeText(t, entry.place),
            })
          : t('history.remove.body')}
      </p>
    </ConfirmActionDialog>
  )
}
