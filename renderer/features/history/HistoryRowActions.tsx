import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import type { Outcome } from '../../api/attempt'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useHistoryStore } from '../../store/history/store'
import { drop } from '../../util/drop'
import { useT } from '@renderer/i18n/store'
import { UseAsStatusButton } from '../status/UseAsStatusButton'

export type EntryDialog = 'delete' | 'remove'

type Props = {
  entry: HistoryEntryView
  label: string
  onOpen(dialog: EntryDialog): void
  previewed: boolean
  onPreview(): void
}

/** Preview, edit, duplicate, open in Discord, delete on Discord, forget locally. */
export function HistoryRowActions({ entry, label, onOpen, previewed, onPreview }: Props) {
  const t = useT()
  const openForEdit = useHistoryStore((state) => state.openForEdit)
  const duplicate = useHistoryStore((state) => state.duplicate)
  const openLink = useHistoryStore((state) => state.openLink)
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<RpcErrorData>()
  const deleted = entry.deletedAt !== null
  // Edit and delete go through the saved webhook's token: a webhook used by pasted URL only has none here.
  const unsaved = entry.webhookLabel === null
  const id = entry.messageId

  const run = (key: string, action: () => Promise<Outcome<unknown>>) =>
    drop(
      (async () => {
        setBusy(key)
        setError(undefined)
        const outcome = await action()
        setBusy(undefined)
        if (!outcome.ok) setError(outcome.error)
      })(),
    )

  return (
    <>
      <div
        className="entry__actions"
        role="group"
        aria-label={t('history.actions.label', { id, webhook: label })}
      >
        <Button
          className="button--small"
          aria-label={t('history.actions.preview.label', { id })}
          aria-pressed={previewed}
          onClick={onPreview}
        >
          {t('history.actions.preview')}
        </Button>
        <Button
          className="button--small"
          aria-label={t('history.actions.edit.label', { id })}
          busy={busy === 'edit'}
          disabled={deleted || unsaved || busy !== undefined}
          onClick={() => run('edit', () => openForEdit(entry.id))}
        >
          {t('history.actions.edit')}
        </Button>
        <Button
          className="button--small"
          aria-label={t('history.actions.duplicate.label', { id })}
          busy={busy === 'duplicate'}
          disabled={busy !== undefined}
          onClick={() => run('duplicate', () => duplicate(entry.id))}
        >
          {t('history.actions.duplicate')}
        </Button>
        {entry.messageLink && (
          <Button
            className="button--small"
            aria-label={t('history.actions.open.label', { id })}
            onClick={() => run('open', () => openLink(entry.messageLink!))}
          >
            {t('history.actions.open')}
          </Button>
        )}
        <UseAsStatusButton entry={entry} disabled={deleted || unsaved} />
        <Button
          className="button--small button--danger-text"
          aria-label={t('history.actions.delete.label', { id })}
          disabled={deleted || unsaved}
          onClick={() => onOpen('delete')}
        >
          {t('history.actions.delete')}
        </Button>
        <Button
          tone="ghost"
          className="button--small"
          aria-label={t('history.actions.remove.label', { id })}
          onClick={() => onOpen('remove')}
        >
          {t('history.actions.remove')}
        </Button>
      </div>
      {unsaved && !deleted && <p className="entry__note">{t('history.actions.unsaved')}</p>}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
