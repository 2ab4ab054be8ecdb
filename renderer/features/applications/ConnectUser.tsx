import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { ApplicationView } from '@shared/rpc/areas/applications'
import { saidText } from '@shared/rpc/saidText'
import { Button } from '../../components/Button'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useFormats, useT } from '../../i18n/store'
import { useApplicationsStore } from '../../store/applications/store'

/** The authorization-code flow as the user sees it: connect, wait for the browser, connected, disconnect. */
export function ConnectUser({ app, disabled }: { app: ApplicationView; disabled: boolean }) {
  const t = useT()
  const formats = useFormats()
  const connect = useApplicationsStore((state) => state.connect)
  const cancel = useApplicationsStore((state) => state.cancelConnect)
  const [error, setError] = useState<RpcErrorData>()
  const [busy, setBusy] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)
  const c = app.connection
  // Kept before phrases were: the stored English reason is said as it is.
  const reason = c.message ? saidText(t, { message: c.message, phrase: c.phrase }) : null
  const start = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await connect()
    setBusy(false)
    if (!outcome.ok) setError(outcome.error)
  }
  return (
    <section className="card stack" aria-labelledby="connect-heading">
      <h2 id="connect-heading" className="card__title">
        {t('applications.connect.title')}
      </h2>
      <p className="card__lede">
        {t('applications.connect.lede', { uri: app.redirectUri })}{' '}
        <code>role_connections.write identify</code>
      </p>
      {c.state === 'waiting' && c.authorizeUrl && (
        <Notice tone="info" title={t('applications.connect.waiting')}>
          <p className="notice__text">
            {t('applications.connect.waiting.text')}{' '}
            <a href={c.authorizeUrl} target="_blank" rel="noreferrer" data-testid="authorize-url">
              {t('applications.connect.waiting.link')}
            </a>
          </p>
          <label className="field__label" htmlFor="authorize-url-text">
            {t('applications.connect.waiting.url')}
          </label>
          <input
            id="authorize-url-text"
            className="input input--mono"
            readOnly
            value={c.authorizeUrl}
            onFocus={(event) => event.target.select()}
          />
        </Notice>
      )}
      {c.state === 'connected' && (
        <dl className="facts" aria-label={t('applications.connect.connection')}>
          <dt>{t('applications.connect.user')}</dt>
          <dd>
            {c.user
              ? t('applications.connect.user.value', { name: c.user.username, id: c.user.id })
              : t('applications.connect.user.unknown')}
          </dd>
          <dt>{t('applications.connect.scopes')}</dt>
          <dd className="mono">{c.scope}</dd>
          <dt>{t('applications.connect.until')}</dt>
          <dd>
            {c.expiresAt
              ? t('applications.connect.until.value', { when: formats.dateTime(new Date(c.expiresAt)) })
              : ''}
          </dd>
        </dl>
      )}
      {c.state === 'reconnect' && (
        <Notice tone="warning" title={t('applications.connect.again')}>
          <p className="notice__text">{reason}</p>
        </Notice>
      )}
      {c.state === 'none' && reason && (
        <Notice tone="error" title={t('applications.connect.none')}>
          <p className="notice__text">{reason}</p>
        </Notice>
      )}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      <div className="button-row">
        {c.state === 'waiting' ? (
          <Button onClick={() => void cancel()}>{t('applications.connect.stop')}</Button>
        ) : (
          <Button tone="primary" busy={busy} disabled={disabled || busy} onClick={() => void start()}>
            {c.state === 'connected'
              ? t('applications.connect.another')
              : c.state === 'reconnect'
                ? t('applications.connect.again')
                : t('applications.connect')}
          </Button>
        )}
        {c.state === 'connected' && (
          <Button tone="danger" disabled={disabled} onClick={() => setDisconnecting(true)}>
            {t('applications.disconnect')}
          </Button>
        )}
      </div>
      {disconnecting && <DisconnectDialog onClose={() => setDisconnecting(false)} />}
    </section>
  )
}

function DisconnectDialog({ onClose }: { onClose(): void }) {
  const t = useT()
  const disconnect = useApplicationsStore((state) => state.disconnect)
  return (
    <ConfirmActionDialog
      title={t('applications.disconnect.title')}
      confirmLabel={t('applications.disconnect.confirm')}
      tone="danger"
      action={disconnect}
      onClose={onClose}
    >
      <p>{t('applications.disconnect.text')}</p>
    </ConfirmActionDialog>
  )
}
