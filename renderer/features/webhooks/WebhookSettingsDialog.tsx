import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useWebhooksStore } from '../../store/webhooks/store'
import { applyIssues } from '../../util/applyIssues'
import type { WebhookSettingsValues } from './webhookSchemas'
import { webhookSettingsFormSchema } from './webhookSchemas'

const LIMIT_HINT =
  'Discord allows webhooks 10 MiB per file; boosted servers (level 2 and 3) allow 50 and 100 MiB.'

/** Upload limit, default username and default avatar URL for one webhook. */
export function WebhookSettingsDialog({ webhook, onClose }: { webhook: WebhookView; onClose(): void }) {
  const update = useWebhooksStore((state) => state.updateSettings)
  const [error, setError] = useState<RpcErrorData>()
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
    <Dialog title={`Settings of ${webhook.label}`} onClose={onClose}>
      <form className="stack" aria-label={`Settings of ${webhook.label}`} noValidate onSubmit={onSubmit}>
        <Field id="webhook-upload-limit" label="Upload limit" hint={LIMIT_HINT}>
          {(control) => (
            <select {...form.register('uploadLimit')} {...control} className="input">
              <option value="default">
                Default ({settings.uploadLimitMiB === null ? settings.effectiveUploadLimitMiB : 10} MiB)
              </option>
              <option value="10">10 MiB</option>
              <option value="50">50 MiB (boost level 2)</option>
              <option value="100">100 MiB (boost level 3)</option>
            </select>
          )}
        </Field>
        <Field
          id="webhook-username"
          label="Default username"
          hint="Used when a message sets no username. Empty: the webhook’s own name."
          error={errors.defaultUsername?.message}
        >
          {(control) => (
            <input {...form.register('defaultUsername')} {...control} className="input" autoComplete="off" />
          )}
        </Field>
        <Field
          id="webhook-avatar"
          label="Default avatar URL"
          hint="An image URL Discord can fetch. Empty: the webhook’s own avatar."
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
        <FormActions submit="Save settings" busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
