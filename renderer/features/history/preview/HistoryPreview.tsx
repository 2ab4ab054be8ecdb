import { useMemo, useState } from 'react'
import type { HistoryEntryDetail } from '@shared/rpc/areas/history'
import { useResolvedTheme } from '@renderer/app/theme'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { preferencesSelectors, usePreferencesStore } from '@renderer/store/preferences/store'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { useFormats, useT } from '@renderer/i18n/store'
import { MessagePreview } from '../../preview'
import { DiffList, bodyChanges } from '../DiffList'
import { authorOf, bodyOf, editedAtOf, filesOf, namesOf } from './historyMessage'
import { useEntryDetail } from './useEntryDetail'
import './historyPreview.css'

/** Which version the preview opens at: the message as it is, or the one before the last edit. */
export type PreviewVersion = 'current' | 'previous'

type Props = { entryId: string; messageId: string; version?: PreviewVersion; onClose(): void }

/**
 * A sent message drawn as Discord shows it, beside the list; earlier versions can be chosen, each with
 * what the next version changed.
 */
export function HistoryPreview({ entryId, messageId, version = 'current', onClose }: Props) {
  const t = useT()
  const state = useEntryDetail(entryId)
  return (
    <aside className="history-preview" aria-labelledby="history-preview-heading">
      <div className="history-preview__head">
        <h2 id="history-preview-heading" className="card__title">
          {t('history.preview.title', { id: messageId })}
        </h2>
        <Button
          tone="ghost"
          className="button--small"
          aria-label={t('history.preview.close')}
          onClick={onClose}
        >
          {t('common.close')}
        </Button>
      </div>
      {state.status === 'loading' && (
        <p className="loading" role="status">
          {t('history.preview.loading')}
        </p>
      )}
      {state.status === 'failed' && <ErrorNotice error={state.error} />}
      {state.status === 'ready' && <Revisions key={entryId} detail={state.detail} startAt={version} />}
    </aside>
  )
}

function Revisions({ detail, startAt }: { detail: HistoryEntryDetail; startAt: PreviewVersion }) {
  const t = useT()
  const { dateTime } = useFormats()
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
          <label htmlFor="history-preview-version">{t('history.preview.version')}</label>
          <select
            id="history-preview-version"
            className="input"
            value={String(chosen)}
            onChange={(event) =>
              setChosen(event.target.value === 'current' ? 'current' : Number(event.target.value))
            }
          >
            <option value="current">
              {t('history.preview.version.current', {
                number: total,
                at: dateTime(new Date(detail.current.at)),
              })}
            </option>
            {detail.revisions.map((earlier, index) => (
              <option key={index} value={index}>
                {t('history.preview.version.earlier', {
                  number: index + 1,
                  total,
                  at: dateTime(new Date(earlier.at)),
                })}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen !== 'current' && (
        <section className="history-preview__changes" aria-labelledby="history-preview-changes">
          <h3 id="history-preview-changes" className="history-preview__changes-title">
            {t('history.preview.changed', { number: chosen + 2 })}
          </h3>
          {changes.length === 0 ? (
            <p>{t('history.preview.unchanged')}</p>
          ) : (
            <DiffList changes={changes} label={t('history.preview.changes', { number: chosen + 2 })} />
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
