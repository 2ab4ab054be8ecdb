import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { StatusMessage } from '@shared/rpc/areas/status'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useStatusStore, useStatuses } from '../../store/status/store'
import { UpdateStatusDialog } from './UpdateStatusDialog'
import './status.css'
import { useFormats, useT } from '@renderer/i18n/store'

/** The status messages, each with Update… and Unmark. Shown only once there is one. */
export function StatusList() {
  const statuses = useStatuses()
  const loadError = useStatusStore((state) => state.loadError)
  const unmark = useStatusStore((state) => state.unmark)
  const [updating, setUpdating] = useState<StatusMessage>()
  const [error, setError] = useState<RpcErrorData>()
  const t = useT()
  const formats = useFormats()
  if (statuses.length === 0 && !loadError) return null

  return (
    <section className="card status-list" aria-labelledby="status-list-heading">
      <h2 id="status-list-heading" className="card__title">
        {t('status.list.title')}
      </h2>
      <p className="card__note">
        {t('status.list.note')} <code>herald status update</code>
      </p>
      {loadError && <ErrorNotice error={loadError} />}
      <ul className="status-list__items">
        {statuses.map((status) => (
          <li key={status.name} className="status-list__item">
            <div className="status-list__what">
              <span className="status-list__name">{status.name}</span>
              <span className="status-list__detail">
                {t('status.list.detail', {
                  webhook: status.webhookLabel ?? t('status.list.unsaved'),
                  message: status.messageId,
                  updated: status.updatedAt
                    ? formats.dateTime(new Date(status.updatedAt))
                    : t('status.list.never'),
                })}
              </span>
            </div>
            <div
              className="status-list__actions"
              role="group"
              aria-label={t('status.list.actions', { name: status.name })}
            >
              <Button
                className="button--small"
                aria-label={t('status.list.updateNamed', { name: status.name })}
                disabled={status.webhookLabel === null}
                onClick={() => setUpdating(status)}
              >
                {t('status.list.update')}
              </Button>
              <Button
                tone="ghost"
                className="button--small"
                aria-label={t('status.list.unmarkNamed', { name: status.name })}
                onClick={() =>
                  void unmark(status.name).then((outcome) =>
                    outcome.ok ? undefined : setError(outcome.error),
                  )
                }
              >
                {t('status.list.unmark')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {updating && <UpdateStatusDialog status={updating} onClose={() => setUpdating(undefined)} />}
    </section>
  )
}
