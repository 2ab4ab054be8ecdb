import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { attempt } from '../../api/attempt'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'

type Token = { scope: string; tokenType: string; expiresIn: number; expiresAt: string }

/** A client-credentials token: what it is for, its scope and expiry (never the token itself). */
export function ClientCredentials({ applicationId, disabled }: { applicationId: string; disabled: boolean }) {
  const [scope, setScope] = useState('identify connections')
  const [token, setToken] = useState<Token>()
  const [error, setError] = useState<RpcErrorData>()
  const [busy, setBusy] = useState(false)
  const request = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await attempt('oauth.clientCredentials', { applicationId, scope })
    setBusy(false)
    if (outcome.ok) setToken(outcome.value)
    else {
      setToken(undefined)
      setError(outcome.error)
    }
  }
  return (
    <section className="card stack" aria-labelledby="credentials-heading">
      <h2 id="credentials-heading" className="card__title">
        Client credentials
      </h2>
      <p className="card__lede">
        A token for the application itself, asked for with the client id and secret (Basic auth). It stands
        for the application’s owner, for testing and owner-only calls; it replaces neither the bot token nor a
        user’s login, and it cannot carry <code>role_connections.write</code>.
      </p>
      <form
        className="form-grid form-grid--inline"
        aria-label="Client credentials"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void request()
        }}
      >
        <Field
          id="cc-scope"
          label="Scopes (optional, space-separated)"
          hint="For example: identify connections"
        >
          <input
            {...describedBy('cc-scope', undefined, true)}
            className="input input--mono"
            value={scope}
            onChange={(event) => setScope(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <div className="form-grid__button">
          <Button type="submit" busy={busy} disabled={disabled || busy}>
            Request token
          </Button>
        </div>
      </form>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {token && (
        <dl className="facts" aria-label="Client credentials token">
          <dt>Scope</dt>
          <dd className="mono">{token.scope}</dd>
          <dt>Type</dt>
          <dd>{token.tokenType}</dd>
          <dt>Expires</dt>
          <dd>
            {new Date(token.expiresAt).toLocaleString()} (in {Math.round(token.expiresIn / 86400)} days)
          </dd>
        </dl>
      )}
    </section>
  )
}
