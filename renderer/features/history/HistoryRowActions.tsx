import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import type { Outcome } from '../../api/attempt'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useHistoryStore } from '../../store/history/store'
import { drop } from '../../util/drop'
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
  const openForEdit = useHistoryStore((state) => state.openForEdit)
  const duplicate = useHistoryStore((state) => state.duplicate)
  const openLink = useHistoryStore((state) => state.openLink)
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<RpcErrorData>()
  const deleted = entry.deletedAt !== null
  // Edit and delete go through the saved webhook's token: a webhook used by pasted URL only has none here.
  const unsaved = entry.webhookLabel === null
  const name = `message ${entry.messageId}`

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
      <div className="entry__actions" role="group" aria-label={`Actions for ${name} of ${label}`}>
        <Button
          className="button--small"
          aria-label={`Preview ${name}`}
          aria-pressed={previewed}
          onClick={onPreview}
        >
          Preview
        </Button>
        <Button
          className="button--small"
          aria-label={`Edit ${name}`}
          busy={busy === 'edit'}
          disabled={deleted || unsaved || busy !== undefined}
          onClick={() => run('edit', () => openForEdit(entry.id))}
        >
          Edit
        </Button>
        <Button
          className="button--small"
          aria-label={`Duplicate ${name} as a new draft`}
          busy={busy === 'duplicate'}
          disabled={busy !== undefined}
          onClick={() => run('duplicate', () => duplicate(entry.id))}
        >
          Duplicate
        </Button>
        {entry.messageLink && (
          <Button
            className="button--small"
            aria-label={`Open in Discord: ${name}`}
            onClick={() => run('open', () => openLink(entry.messageLink!))}
          >
            Open in Discord
          </Button>
        )}
        <UseAsStatusButton entry={entry} disabled={deleted || unsaved} />
        <Button
          className="button--small button--danger-text"
          aria-label={`Delete from Discord: ${name}`}
          disabled={deleted || unsaved}
          onClick={() => onOpen('delete')}
        >
          Delete from Discord
        </Button>
        <Button
          tone="ghost"
          className="button--small"
          aria-label={`Remove from history: ${name}`}
          onClick={() => onOpen('remove')}
        >
          Remove from history
        </Button>
      </div>
      {unsaved && !deleted && (
        <p className="entry__note">
          Save this webhook in the library to edit or delete the message from Herald.
        </p>
      )}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
