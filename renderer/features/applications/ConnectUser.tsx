import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { ApplicationView } from '@shared/rpc/areas/applications'
import { Button } from '../../components/Button'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useApplicationsStore } from '../../store/applications/store'

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '')

/** The authorization-code flow as the user sees it: connect, wait for the browser, connected, disconnect. */
export function ConnectUser({ app, disabled }: { app: ApplicationView; disabled: boolean }) {
  const connect = useApplicationsStore((state) => state.connect)
  const cancel = useApplicationsStore((state) => state.cancelConnect)
  const [error, setError] = useState<RpcErrorData>()
  const [busy, setBusy] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)
  const c = app.connection
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
        Connect a user
      </h2>
      <p className="card__lede">
        Herald opens your browser at Discord’s authorize page (scopes{' '}
        <code>role_connections.write identify</code>) and waits on {app.redirectUri}. The code is exchanged
        here with the client secret; the tokens are kept in the vault and refreshed before they expire.
      </p>
      {c.state === 'waiting' && c.authorizeUrl && (
        <Notice tone="info" title="Waiting for the browser">
          <p className="notice__text">
            Approve Herald in the browser window. If none opened,{' '}
            <a href={c.authorizeUrl} target="_blank" rel="noreferrer" data-testid="authorize-url">
              open the authorize page
            </a>{' '}
            yourself.
          </p>
          <label className="field__label" htmlFor="authorize-url-text">
            Authorize URL (to copy into a browser)
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
        <dl className="facts" aria-label="Connection">
          <dt>User</dt>
          <dd>{c.user ? `${c.user.username} (${c.user.id})` : 'unknown (no identify scope)'}</dd>
          <dt>Scopes</dt>
          <dd className="mono">{c.scope}</dd>
          <dt>Access until</dt>
          <dd>{when(c.expiresAt)}; refreshed before then</dd>
        </dl>
      )}
      {c.state === 'reconnect' && (
        <Notice tone="warning" title="Connect again">
          <p className="notice__text">{c.message}</p>
        </Notice>
      )}
      {c.state === 'none' && c.message && (
        <Notice tone="error" title="Not connected">
          <p className="notice__text">{c.message}</p>
        </Notice>
      )}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      <div className="button-row">
        {c.state === 'waiting' ? (
          <Button onClick={() => void cancel()}>Stop waiting</Button>
        ) : (
          <Button tone="primary" busy={busy} disabled={disabled || busy} onClick={() => void start()}>
            {c.state === 'connected'
              ? 'Connect another user'
              : c.state === 'reconnect'
                ? 'Connect again'
                : 'Connect'}
          </Button>
        )}
        {c.state === 'connected' && (
          <Button tone="danger" disabled={disabled} onClick={() => setDisconnecting(true)}>
            Disconnect
          </Button>
        )}
      </div>
      {disconnecting && <DisconnectDialog onClose={() => setDisconnecting(false)} />}
    </section>
  )
}

function DisconnectDialog({ onClose }: { onClose(): void }) {
  const disconnect = useApplicationsStore((state) => state.disconnect)
  return (
    <ConfirmActionDialog
      title="Disconnect this user?"
      confirmLabel="Revoke and disconnect"
      tone="danger"
      action={disconnect}
      onClose={onClose}
    >
      <p>
        Herald revokes the user’s tokens on Discord (every token of this authorization stops working) and
        forgets them. The values already stored on Discord stay until the user connects and they are replaced.
      </p>
    </ConfirmActionDialog>
  )
}
