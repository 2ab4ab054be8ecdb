import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
import { useBotTokensStore } from '../../store/botTokens/store'
import { useChannelLabel } from '../../store/webhooks/places'
import { applyIssues } from '../../util/applyIssues'
import type { CreateWebhookValues } from './botTokenSchemas'
import { createWebhookSchema } from './botTokenSchemas'

/** Creates a webhook in the chosen channel with the bot; it goes straight into the library. */
export function CreateWebhookForm({ botTokenId, channelId }: { botTokenId: string; channelId: string }) {
  const t = useT()
  const place = useChannelLabel(channelId)
  const createWebhook = useBotTokensStore((state) => state.createWebhook)
  const [error, setError] = useState<RpcErrorData>()
  const [created, setCreated] = useState<string>()
  const form = useForm<CreateWebhookValues>({
    resolver: zodResolver(createWebhookSchema(t)),
    defaultValues: { name: '' },
    mode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async ({ name }) => {
    setError(undefined)
    setCreated(undefined)
    const outcome = await createWebhook(botTokenId, channelId, name.trim())
    if (outcome.ok) {
      form.reset()
      setCreated(outcome.value.webhook.name ?? name)
    } else if (!applyIssues(outcome.error, form.setError, { name: 'name' })) setError(outcome.error)
  })
  return (
    <form className="stack" aria-label={t('botTokens.create.form')} noValidate onSubmit={onSubmit}>
      <div className="form-grid form-grid--inline">
        <Field
          id="create-webhook-name"
          label={t('botTokens.create.name', { place })}
          hint={t('botTokens.create.name.hint')}
          error={errors.name?.message}
        >
          <input
            {...form.register('name')}
            {...describedBy('create-webhook-name', errors.name?.message, true)}
            className="input"
            autoComplete="off"
          />
        </Field>
        <div className="form-grid__button">
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
            {t('botTokens.create.submit')}
          </Button>
        </div>
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {created && (
        <Notice tone="success" title={t('botTokens.create.done')}>
          <p className="notice__text">{t('botTokens.create.done.body', { name: created })}</p>
        </Notice>
      )}
    </form>
  )
}
