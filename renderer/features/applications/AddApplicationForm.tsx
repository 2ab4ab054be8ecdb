import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { MessageKey } from '@shared/i18n'
import type { RpcErrorData } from '@shared/rpc'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useT } from '../../i18n/store'
import { useApplicationsStore } from '../../store/applications/store'
import { applyIssues } from '../../util/applyIssues'
import type { AddApplicationValues } from './schemas'
import { DEFAULT_PORT_TEXT, addApplicationSchema } from './schemas'

/** Each field's label and hint. */
const FIELDS: Record<keyof AddApplicationValues, { label: MessageKey; hint: MessageKey }> = {
  label: { label: 'applications.add.label', hint: 'applications.add.label.hint' },
  applicationId: { label: 'applications.add.applicationId', hint: 'applications.add.applicationId.hint' },
  clientId: { label: 'applications.add.clientId', hint: 'applications.add.clientId.hint' },
  redirectPort: { label: 'applications.add.redirectPort', hint: 'applications.add.redirectPort.hint' },
  botToken: { label: 'applications.add.botToken', hint: 'applications.add.botToken.hint' },
  clientSecret: { label: 'applications.add.clientSecret', hint: 'applications.add.clientSecret.hint' },
}

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
  const t = useT()
  const add = useApplicationsStore((state) => state.add)
  const [error, setError] = useState<RpcErrorData>()
  const resolver = useMemo(() => zodResolver(addApplicationSchema(t)), [t])
  const form = useForm<AddApplicationValues>({
    resolver,
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
  const text = (name: keyof AddApplicationValues, secret = false) => (
    <Field
      id={`app-${name}`}
      label={t(FIELDS[name].label)}
      hint={t(FIELDS[name].hint)}
      error={errors[name]?.message}
    >
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
    <form className="card stack" aria-label={t('applications.add.title')} noValidate onSubmit={onSubmit}>
      <h2 className="card__title">{t('applications.add.title')}</h2>
      <p className="card__lede">{t('applications.add.lede')}</p>
      <div className="app-form-grid">
        {text('label')}
        {text('applicationId')}
        {text('clientId')}
        {text('redirectPort')}
        {text('botToken', true)}
        {text('clientSecret', true)}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      <FormActions
        submit={t('applications.add.submit')}
        tone="secondary"
        busy={isSubmitting}
        disabled={disabled}
      />
    </form>
  )
}
