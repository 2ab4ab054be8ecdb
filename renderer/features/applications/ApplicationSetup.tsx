import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import type { RpcErrorData } from '@shared/rpc'
import type { ApplicationView } from '@shared/rpc/areas/applications'
import { Button } from '../../components/Button'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { useApplicationsStore } from '../../store/applications/store'
import { portText } from './schemas'

const portSchema = z.object({ port: portText })

/** What Herald knows of the application, the redirect URI to register, and the portal-only setting. */
export function ApplicationSetup({ app }: { app: ApplicationView }) {
  const [removing, setRemoving] = useState(false)
  return (
    <section className="card stack" aria-labelledby="app-setup-heading">
      <h2 id="app-setup-heading" className="card__title">
        {app.label}
      </h2>
      <dl className="facts">
        <dt>Application id</dt>
        <dd className="mono">{app.applicationId}</dd>
        <dt>Client id</dt>
        <dd className="mono">{app.clientId}</dd>
        <dt>Bot token</dt>
        <dd className="mono">{app.botTokenMasked}</dd>
        <dt>Client secret</dt>
        <dd className="mono">{app.clientSecretMasked}</dd>
      </dl>
      <h3 className="subsection-title">Redirect URI to register</h3>
      <p>
        In the Developer Portal, OAuth2 → Redirects, add exactly this URI. Herald listens there, on this
        computer only, while it waits for the browser to come back:
      </p>
      <p>
        <code className="uri" data-testid="redirect-uri">
          {app.redirectUri}
        </code>
      </p>
      <PortForm app={app} />
      <h3 className="subsection-title">Linked Roles Verification URL</h3>
      <p>
        Discord sends users there from a server’s linked role. It is set in the Developer Portal (General
        Information → Linked Roles Verification URL), not through the API, so Herald cannot set it. If you run
        a verification site, paste that site’s start page, for example{' '}
        <code>https://your-site.example/linked-role</code>; it should send the user to Discord’s authorize
        page with the scopes <code>role_connections.write identify</code>. To connect a user from Herald
        instead, use Connect below.
      </p>
      <div className="button-row">
        <Button tone="danger" onClick={() => setRemoving(true)}>
          Remove application
        </Button>
      </div>
      {removing && <RemoveDialog app={app} onClose={() => setRemoving(false)} />}
    </section>
  )
}

function PortForm({ app }: { app: ApplicationView }) {
  const setPort = useApplicationsStore((state) => state.setPort)
  const [error, setError] = useState<RpcErrorData>()
  const form = useForm<{ port: string }>({
    resolver: zodResolver(portSchema),
    values: { port: String(app.redirectPort) },
  })
  const problem = form.formState.errors.port?.message
  const onSubmit = form.handleSubmit(async ({ port }) => {
    setError(undefined)
    const outcome = await setPort(app.applicationId, Number(port))
    if (!outcome.ok) setError(outcome.error)
  })
  return (
    <form className="form-grid form-grid--inline" aria-label="Loopback port" noValidate onSubmit={onSubmit}>
      <Field
        id="app-port"
        label="Loopback port"
        hint="Change it only if another program uses this port."
        error={problem}
      >
        <input
          {...form.register('port')}
          {...describedBy('app-port', problem, true)}
          className="input input--mono"
          inputMode="numeric"
          autoComplete="off"
        />
      </Field>
      <div className="form-grid__button">
        <Button type="submit" busy={form.formState.isSubmitting}>
          Change port
        </Button>
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </form>
  )
}

function RemoveDialog({ app, onClose }: { app: ApplicationView; onClose(): void }) {
  const remove = useApplicationsStore((state) => state.remove)
  return (
    <ConfirmActionDialog
      title={`Remove ${app.label}?`}
      confirmLabel="Remove application"
      tone="danger"
      action={() => remove(app.applicationId)}
      onClose={onClose}
    >
      <p>
        Herald forgets its bot token, client secret and the connected user’s tokens (revoking them on Discord
        first). The application and its records on Discord stay as they are.
      </p>
    </ConfirmActionDialog>
  )
}
