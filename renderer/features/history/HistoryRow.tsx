import { useState } from 'react'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { entryStatus, excerpt } from '../../store/history/reducer'
import type { EntryDialog } from './HistoryRowActions'
import { HistoryRowActions } from './HistoryRowActions'
import { HistoryRowDialog } from './HistoryRowDialog'
import { UNREADABLE_HINT, placeText } from './placeText'
import type { PreviewVersion } from './preview/HistoryPreview'
import { count } from '../../util/count'
import { Button } from '../../components/Button'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

type Props = {
  entry: HistoryEntryView
  /** This entry is the one shown in the preview beside the list. */
  previewed: boolean
  /** Shows the entry in the preview, at its current version or the one before it. */
  onPreview(version?: PreviewVersion): void
}

/** One sent or loaded message: where it went, when, what it said, where it stands, and what to do with it. */
export function HistoryRow({ entry, previewed, onPreview }: Props) {
  const [dialog, setDialog] = useState<EntryDialog>()
  const status = entryStatus(entry)
  const label = entry.webhookLabel ?? `Webhook ${entry.webhookId}`
  const text = excerpt(entry.preview)
  return (
    <li
      className={`entry entry--${status.key}${previewed ? ' entry--previewed' : ''}`}
      aria-label={`${label}: ${text}`}
      data-message-id={entry.messageId}
    >
      <div className="entry__head">
        <span className="entry__webhook">{label}</span>
        <span className="entry__place">
          {placeText(entry.place)}
          {entry.place.unreadable && <span className="entry__hint"> ({UNREADABLE_HINT})</span>}
        </span>
        <time className="entry__time" dateTime={entry.sentAt}>
          {timeFormat.format(new Date(entry.sentAt))}
        </time>
        <span className={`badge badge--${status.key}`} data-status={status.key}>
          {status.label}
        </span>
      </div>
      <p className="entry__text">{text}</p>
      <div className="entry__meta">
        <span>
          Message <code>{entry.messageId}</code>
        </span>
        {entry.attachmentNames.length > 0 && (
          <span>
            {count(entry.attachmentNames.length, 'attachment')}: {entry.attachmentNames.join(', ')}
          </span>
        )}
        {entry.revisionCount > 0 && (
          <Button
            tone="ghost"
            className="button--small"
            aria-label={`${count(entry.revisionCount, 'earlier version')} of message ${entry.messageId}: show in the preview`}
            onClick={() => onPreview('previous')}
          >
            {count(entry.revisionCount, 'earlier version')}
          </Button>
        )}
      </div>
      <HistoryRowActions
        entry={entry}
        label={label}
        onOpen={setDialog}
        previewed={previewed}
        onPreview={() => onPreview()}
      />
      {dialog && (
        <HistoryRowDialog dialog={dialog} entry={entry} label={label} onClose={() => setDialog(undefined)} />
      )}
    </li>
  )
}
