import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useFormats, useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { applyIssues } from '../../util/applyIssues'
import type { WebhookSettingsValues } from './webhookSchemas'
import { webhookSettingsFormSchema } from './webhookSchemas'

const MIB = 1024 * 1024

/** Upload limit, default username and default avatar URL for one webhook. */
export function WebhookSettingsDialog({ webhook, onClose }: { webhook: WebhookView; onClose(): void }) {
  const update = useWebhooksStore((state) => state.updateSettings)
  const [error, setError] = useState<RpcErrorData>()
  const t = useT()
  const formats = useFormats()
  const size = (mib: number) => formats.bytes(mib * MIB)
  const { settings } = webhook
  const form = useForm<WebhookSettingsValues>({
    resolver: zodResolver(webhookSettingsFormSchema),
    mode: 'onChange',
    defaultValues: {
      uploadLimit:
        settings.uploadLimitMiB === null
          ? 'default'
          : (String(settings.uploadLimitMiB) as '10' | '50' | '100'),
      defaultUsername: settings.defaultUsername ?? '',
      defaultAvatarUrl: settings.defaultAvatarUrl ?? '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined)
    const outcome = await update(webhook.id, {
      uploadLimitMiB: values.uploadLimit === 'default' ? null : (Number(values.uploadLimit) as 10 | 50 | 100),
      defaultUsername: values.defaultUsername.trim() || null,
      defaultAvatarUrl: values.defaultAvatarUrl.trim() || null,
    })
    if (outcome.ok) onClose()
    else if (!applyIssues(outcome.error, form.setError, { settings: 'defaultUsername' }))
      setError(outcome.error)
  })
  return (
    <Dialog title={t('webhooks.settings.named', { name: webhook.label })} onClose={onClose}>
      <form
        className="stack"
        aria-label={t('webhooks.settings.named', { name: webhook.label })}
        noValidate
        onSubmit={onSubmit}
      >
        <Field
          id="webhook-upload-limit"
          label={t('webhooks.settings.limit')}
          hint={t('webhooks.settings.limit.hint', { size: size(10), level2: size(50), level3: size(100) })}
        >
          {(control) => (
            <select {...form.register('uploadLimit')} {...control} className="input">
              <option value="default">
                {t('webhooks.settings.limit.default', {
                  size: size(settings.uploadLimitMiB === null ? settings.effectiveUploadLimitMiB : 10),
                })}
              </option>
              <option value="10">{size(10)}</option>
              <option value="50">{t('webhooks.settings.limit.boost', { size: size(50), level: 2 })}</option>
              <option value="100">{t('webhooks.settings.limit.boost', { size: size(100), level: 3 })}</option>
            </select>
          )}
        </Field>
        <Field
          id="webhook-username"
          label={t('webhooks.settings.username')}
          hint={t('webhooks.settings.username.hint')}
          error={errors.defaultUsername?.message}
        >
          {(control) => (
            <input {...form.register('defaultUsername')} {...control} className="input" autoComplete="off" />
          )}
        </Field>
        <Field
          id="webhook-avatar"
          label={t('webhooks.settings.avatar')}
          hint={t('webhooks.settings.avatar.hint')}
          error={errors.defaultAvatarUrl?.message}
        >
          {(control) => (
            <input
              {...form.register('defaultAvatarUrl')}
              {...control}
              className="input input--mono"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
        <FormActions submit={t('webhooks.settings.save')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
