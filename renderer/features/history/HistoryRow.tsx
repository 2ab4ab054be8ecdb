import { valueList } from '@shared/i18n/phrase'
import { useState } from 'react'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { entryStatus, excerpt } from '../../store/history/reducer'
import type { EntryDialog } from './HistoryRowActions'
import { HistoryRowActions } from './HistoryRowActions'
import { HistoryRowDialog } from './HistoryRowDialog'
import { placeText } from './placeText'
import type { PreviewVersion } from './preview/HistoryPreview'
import { useFormats, useT } from '@renderer/i18n/store'
import { Button } from '../../components/Button'

/** Each status's word (the store's keys; its English labels are not shown). */
const STATUS_WORDS = {
  sent: 'history.status.sent',
  edited: 'history.status.edited',
  loaded: 'history.status.loaded',
  deleted: 'history.status.deleted',
} as const

type Props = {
  entry: HistoryEntryView
  /** This entry is the one shown in the preview beside the list. */
  previewed: boolean
  /** Shows the entry in the preview, at its current version or the one before it. */
  onPreview(version?: PreviewVersion): void
}

/** One sent or loaded message: where it went, when, what it said, where it stands, and what to do with it. */
export function HistoryRow({ entry, previewed, onPreview }: Props) {
  const t = useT()
  const formats = useFormats()
  const [dialog, setDialog] = useState<EntryDialog>()
  const status = entryStatus(entry)
  const label = entry.webhookLabel ?? t('history.row.webhook', { id: entry.webhookId })
  const text = excerpt(entry.preview) || t('history.row.noText')
  const earlier = t('history.row.earlier', { count: entry.revisionCount })
  return (
    <li
      className={`entry entry--${status.key}${previewed ? ' entry--previewed' : ''}`}
      aria-label={t('history.row.label', { webhook: label, text })}
      data-message-id={entry.messageId}
    >
      <div className="entry__head">
        <span className="entry__webhook" dir="auto">
          {label}
        </span>
        <span className="entry__place">
          {placeText(t, entry.place)}
          {entry.place.unreadable && <span className="entry__hint"> {t('history.place.unreadable')}</span>}
        </span>
        <time className="entry__time" dateTime={entry.sentAt}>
          {formats.dateTime(new Date(entry.sentAt))}
        </time>
        <span className={`badge badge--${status.key}`} data-status={status.key}>
          {t(STATUS_WORDS[status.key])}
        </span>
      </div>
      <p className="entry__text" dir="auto">
        {text}
      </p>
      <div className="entry__meta">
        <span>
          {t('history.row.message')} <code>{entry.messageId}</code>
        </span>
        {entry.attachmentNames.length > 0 && (
          <span>
            {t('history.row.attachments', {
              count: entry.attachmentNames.length,
              names: valueList(t, entry.attachmentNames),
            })}
          </span>
        )}
        {entry.revisionCount > 0 && (
          <Button
            tone="ghost"
            className="button--small"
            aria-label={t('history.row.earlier.label', { versions: earlier, id: entry.messageId })}
            onClick={() => onPreview('previous')}
          >
            {earlier}
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
