import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { attempt } from '../../api/attempt'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { useFormats, useT } from '../../i18n/store'

type Token = { scope: string; tokenType: string; expiresIn: number; expiresAt: string }

/** A client-credentials token: what it is for, its scope and expiry (never the token itself). */
export function ClientCredentials({ applicationId, disabled }: { applicationId: string; disabled: boolean }) {
  const t = useT()
  const formats = useFormats()
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
        {t('applications.credentials.title')}
      </h2>
      <p className="card__lede">
        {t('applications.credentials.lede')} <code>role_connections.write</code>
      </p>
      <form
        className="form-grid form-grid--inline"
        aria-label={t('applications.credentials.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void request()
        }}
      >
        <Field
          id="cc-scope"
          label={t('applications.credentials.scopes')}
          hint={t('applications.credentials.scopes.hint', { example: 'identify connections' })}
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
            {t('applications.credentials.request')}
          </Button>
        </div>
      </form>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {token && (
        <dl className="facts" aria-label={t('applications.credentials.token')}>
          <dt>{t('applications.credentials.scope')}</dt>
          <dd className="mono">{token.scope}</dd>
          <dt>{t('applications.credentials.type')}</dt>
          <dd>{token.tokenType}</dd>
          <dt>{t('applications.credentials.expires')}</dt>
          <dd>
            {t('applications.credentials.expiresAt', {
              when: formats.dateTime(new Date(token.expiresAt)),
              days: Math.round(token.expiresIn / 86400),
            })}
          </dd>
        </dl>
      )}
    </section>
  )
}
