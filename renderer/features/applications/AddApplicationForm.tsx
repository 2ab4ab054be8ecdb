import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useApplicationsStore } from '../../store/applications/store'
import { applyIssues } from '../../util/applyIssues'
import type { AddApplicationValues } from './schemas'
import { DEFAULT_PORT_TEXT, addApplicationSchema } from './schemas'

const EMPTY: AddApplicationValues = {
  label: '',
  applicationId: '',
  clientId: '',
  botToken: '',
  clientSecret: '',
  redirectPort: DEFAULT_PORT_TEXT,
}

/** Ids, secrets and the loopback port; the secret fields empty as soon as the services have them. */
export function AddApplicationForm({ disabled }: { disabled: boolean }) {
  const add = useApplicationsStore((state) => state.add)
  const [error, setError] = useState<RpcErrorData>()
  const form = useForm<AddApplicationValues>({
    resolver: zodResolver(addApplicationSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined)
    const outcome = await add({
      label: values.label.trim(),
      applicationId: values.applicationId.trim(),
      clientId: values.clientId.trim(),
      botToken: values.botToken.trim(),
      clientSecret: values.clientSecret.trim(),
      redirectPort: Number(values.redirectPort),
    })
    if (outcome.ok) form.reset(EMPTY)
    else if (
      !applyIssues(outcome.error, form.setError, {
        label: 'label',
        applicationId: 'applicationId',
        clientId: 'clientId',
        botToken: 'botToken',
        clientSecret: 'clientSecret',
        redirectPort: 'redirectPort',
      })
    )
      setError(outcome.error)
  })
  const text = (name: keyof AddApplicationValues, label: string, hint: string, secret = false) => (
    <Field id={`app-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      <input
        {...form.register(name)}
        {...describedBy(`app-${name}`, errors[name]?.message, true)}
        className={secret || name !== 'label' ? 'input input--mono' : 'input'}
        type={secret ? 'password' : 'text'}
        inputMode={
          name === 'applicationId' || name === 'clientId' || name === 'redirectPort' ? 'numeric' : undefined
        }
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
      />
    </Field>
  )
  return (
    <form className="card stack" aria-label="Add an application" noValidate onSubmit={onSubmit}>
      <h2 className="card__title">Add an application</h2>
      <p className="card__lede">
        From the Discord Developer Portal. The bot token and the client secret are encrypted in the vault and
        never shown again, only their last characters.
      </p>
      <div className="app-form-grid">
        {text('label', 'Label', 'Your name for it in Herald.')}
        {text('applicationId', 'Application id', 'General Information → Application ID.')}
        {text('clientId', 'Client id', 'OAuth2 → Client ID (usually the application id).')}
        {text('redirectPort', 'Loopback port', 'Herald listens on http://127.0.0.1:<port>/oauth2/callback.')}
        {text('botToken', 'Bot token', 'Bot → Reset Token. Publishes the metadata records.', true)}
        {text('clientSecret', 'Client secret', 'OAuth2 → Reset Secret. Exchanges codes for tokens.', true)}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      <FormActions submit="Add application" tone="secondary" busy={isSubmitting} disabled={disabled} />
    </form>
  )
}
