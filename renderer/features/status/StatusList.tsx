import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { StatusMessage } from '@shared/rpc/areas/status'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useStatusStore, useStatuses } from '../../store/status/store'
import { UpdateStatusDialog } from './UpdateStatusDialog'
import './status.css'

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'never'
}

/** The status messages, each with Update… and Unmark. Shown only once there is one. */
export function StatusList() {
  const statuses = useStatuses()
  const loadError = useStatusStore((state) => state.loadError)
  const unmark = useStatusStore((state) => state.unmark)
  const [updating, setUpdating] = useState<StatusMessage>()
  const [error, setError] = useState<RpcErrorData>()
  if (statuses.length === 0 && !loadError) return null

  return (
    <section className="card status-list" aria-labelledby="status-list-heading">
      <h2 id="status-list-heading" className="card__title">
        Status messages
      </h2>
      <p className="card__note">
        Messages kept up to date by editing them in place. Mark one from History; update it here, from a draft
        in the composer, or with <code>herald status update</code>.
      </p>
      {loadError && <ErrorNotice error={loadError} />}
      <ul className="status-list__items">
        {statuses.map((status) => (
          <li key={status.name} className="status-list__item">
            <div className="status-list__what">
              <span className="status-list__name">{status.name}</span>
              <span className="status-list__detail">
                {status.webhookLabel ?? 'Webhook no longer saved'} · message {status.messageId} · updated{' '}
                {when(status.updatedAt)}
              </span>
            </div>
            <div className="status-list__actions" role="group" aria-label={`Actions for ${status.name}`}>
              <Button
                className="button--small"
                aria-label={`Update ${status.name}`}
                disabled={status.webhookLabel === null}
                onClick={() => setUpdating(status)}
              >
                Update…
              </Button>
              <Button
                tone="ghost"
                className="button--small"
                aria-label={`Unmark ${status.name}`}
                onClick={() =>
                  void unmark(status.name).then((outcome) =>
                    outcome.ok ? undefined : setError(outcome.error),
                  )
                }
              >
                Unmark
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
