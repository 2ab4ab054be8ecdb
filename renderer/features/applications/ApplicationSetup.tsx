import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import type { RpcErrorData } from '@shared/rpc'
import type { ApplicationView } from '@shared/rpc/areas/applications'
import { Button } from '../../components/Button'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { useT } from '../../i18n/store'
import { useApplicationsStore } from '../../store/applications/store'
import { portText } from './schemas'

/** What Herald knows of the application, the redirect URI to register, and the portal-only setting. */
export function ApplicationSetup({ app }: { app: ApplicationView }) {
  const t = useT()
  const [removing, setRemoving] = useState(false)
  return (
    <section className="card stack" aria-labelledby="app-setup-heading">
      <h2 id="app-setup-heading" className="card__title">
        {app.label}
      </h2>
      <dl className="facts">
        <dt>{t('applications.add.applicationId')}</dt>
        <dd className="mono">{app.applicationId}</dd>
        <dt>{t('applications.add.clientId')}</dt>
        <dd className="mono">{app.clientId}</dd>
        <dt>{t('applications.add.botToken')}</dt>
        <dd className="mono">{app.botTokenMasked}</dd>
        <dt>{t('applications.add.clientSecret')}</dt>
        <dd className="mono">{app.clientSecretMasked}</dd>
      </dl>
      <h3 className="subsection-title">{t('applications.setup.redirect')}</h3>
      <p>{t('applications.setup.redirect.text')}</p>
      <p>
        <code className="uri" data-testid="redirect-uri">
          {app.redirectUri}
        </code>
      </p>
      <PortForm app={app} />
      <h3 className="subsection-title">{t('applications.setup.verification')}</h3>
      <p>{t('applications.setup.verification.text')}</p>
      <p>
        {t('applications.setup.verification.site')} <code>https://your-site.example/linked-role</code>
      </p>
      <p>
        {t('applications.setup.verification.scopes')} <code>role_connections.write identify</code>
      </p>
      <p>{t('applications.setup.verification.connect')}</p>
      <div className="button-row">
        <Button tone="danger" onClick={() => setRemoving(true)}>
          {t('applications.setup.remove')}
        </Button>
      </div>
      {removing && <RemoveDialog app={app} onClose={() => setRemoving(false)} />}
    </section>
  )
}

function PortForm({ app }: { app: ApplicationView }) {
  const t = useT()
  const setPort = useApplicationsStore((state) => state.setPort)
  const [error, setError] = useState<RpcErrorData>()
  const resolver = useMemo(() => zodResolver(z.object({ port: portText(t) })), [t])
  const form = useForm<{ port: string }>({
    resolver,
    values: { port: String(app.redirectPort) },
  })
  const problem = form.formState.errors.port?.message
  const onSubmit = form.handleSubmit(async ({ port }) => {
    setError(undefined)
    const outcome = await setPort(app.applicationId, Number(port))
    if (!outcome.ok) setError(outcome.error)
  })
  return (
    <form
      className="form-grid form-grid--inline"
      aria-label={t('applications.add.redirectPort')}
      noValidate
      onSubmit={onSubmit}
    >
      <Field
        id="app-port"
        label={t('applications.add.redirectPort')}
        hint={t('applications.setup.port.hint')}
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
          {t('applications.setup.port.change')}
        </Button>
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </form>
  )
}

function RemoveDialog({ app, onClose }: { app: ApplicationView; onClose(): void }) {
  const t = useT()
  const remove = useApplicationsStore((state) => state.remove)
  return (
    <ConfirmActionDialog
      title={t('applications.remove.title', { label: app.label })}
      confirmLabel={t('applications.setup.remove')}
      tone="danger"
      action={() => remove(app.applicationId)}
      onClose={onClose}
    >
      <p>{t('applications.remove.text')}</p>
    </ConfirmActionDialog>
  )
}
