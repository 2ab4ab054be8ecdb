import { useMemo, useState } from 'react'
import type { HistoryEntryDetail } from '@shared/rpc/areas/history'
import { useResolvedTheme } from '@renderer/app/theme'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { preferencesSelectors, usePreferencesStore } from '@renderer/store/preferences/store'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { MessagePreview } from '../../preview'
import { DiffList, bodyChanges } from '../DiffList'
import { authorOf, bodyOf, editedAtOf, filesOf, namesOf } from './historyMessage'
import { useEntryDetail } from './useEntryDetail'
import './historyPreview.css'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Which version the preview opens at: the message as it is, or the one before the last edit. */
export type PreviewVersion = 'current' | 'previous'

type Props = { entryId: string; messageId: string; version?: PreviewVersion; onClose(): void }

/**
 * A sent message drawn as Discord shows it, beside the list; earlier versions can be chosen, each with
 * what the next version changed.
 */
export function HistoryPreview({ entryId, messageId, version = 'current', onClose }: Props) {
  const state = useEntryDetail(entryId)
  return (
    <aside className="history-preview" aria-labelledby="history-preview-heading">
      <div className="history-preview__head">
        <h2 id="history-preview-heading" className="card__title">
          Message {messageId}
        </h2>
        <Button tone="ghost" className="button--small" aria-label="Close the preview" onClick={onClose}>
          Close
        </Button>
      </div>
      {state.status === 'loading' && (
        <p className="loading" role="status">
          Loading the message…
        </p>
      )}
      {state.status === 'failed' && <ErrorNotice error={state.error} />}
      {state.status === 'ready' && <Revisions key={entryId} detail={state.detail} startAt={version} />}
    </aside>
  )
}

function Revisions({ detail, startAt }: { detail: HistoryEntryDetail; startAt: PreviewVersion }) {
  const servers = useWebhooksStore((store) => store.servers)
  const theme = useResolvedTheme()
  const density = usePreferencesStore(preferencesSelectors.previewDensity)
  // 'current', or the index of an earlier version (oldest first, as history.get lists them).
  const last = detail.revisions.length - 1
  const [chosen, setChosen] = useState<'current' | number>(
    startAt === 'previous' && last >= 0 ? last : 'current',
  )
  const revision = chosen === 'current' ? detail.current : (detail.revisions[chosen] ?? detail.current)
  const next = chosen === 'current' ? undefined : (detail.revisions[chosen + 1] ?? detail.current)
  const changes = useMemo(() => (next ? bodyChanges(bodyOf(revision), bodyOf(next)) : []), [revision, next])
  const total = detail.revisions.length + 1
  const message = useMemo(() => bodyOf(revision), [revision])
  const files = useMemo(() => filesOf(revision), [revision])
  const names = useMemo(() => namesOf(revision, servers), [revision, servers])
  const author = useMemo(() => authorOf(detail, servers), [detail, servers])
  const timestamp = useMemo(() => new Date(detail.sentAt), [detail.sentAt])
  const editedAt = useMemo(() => editedAtOf(revision), [revision])
  return (
    <>
      {detail.revisions.length > 0 && (
        <div className="history-preview__versions">
          <label htmlFor="history-preview-version">Version</label>
          <select
            id="history-preview-version"
            className="input"
            value={String(chosen)}
            onChange={(event) =>
              setChosen(event.target.value === 'current' ? 'current' : Number(event.target.value))
            }
          >
            <option value="current">
              Version {total}, current ({timeFormat.format(new Date(detail.current.at))})
            </option>
            {detail.revisions.map((earlier, index) => (
              <option key={index} value={index}>
                Version {index + 1} of {total} ({timeFormat.format(new Date(earlier.at))})
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen !== 'current' && (
        <section className="history-preview__changes" aria-labelledby="history-preview-changes">
          <h3 id="history-preview-changes" className="history-preview__changes-title">
            What version {chosen + 2} changed
          </h3>
          {changes.length === 0 ? (
            <p>Nothing changed in the text, embeds or components (only attachments, if anything).</p>
          ) : (
            <DiffList changes={changes} label={`Changes in version ${chosen + 2}`} />
          )}
        </section>
      )}
      <div className="history-preview__frame">
        <MessagePreview
          message={message}
          files={files}
          author={author}
          names={names}
          timestamp={timestamp}
          editedAt={editedAt}
          theme={theme}
          density={density}
        />
      </div>
    </>
  )
}
