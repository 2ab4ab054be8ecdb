import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { AddedWebhook } from './AddedWebhook'
import { useAddWebhookForm } from './useAddWebhookForm'
import { WebhookUrlInput } from './WebhookUrlInput'

const URL_HINT =
  'Discord → Server Settings → Integrations → Webhooks → Copy Webhook URL. Herald checks it with Discord.'

/** Paste a URL, optionally name it, and Herald saves it encrypted after Discord confirms it exists. */
export function AddWebhookForm({ disabled }: { disabled: boolean }) {
  const { form, onSubmit, added, error, dismiss, clearAdded } = useAddWebhookForm()
  const { errors, isSubmitting } = form.formState
  return (
    <section className="card" aria-labelledby="add-webhook-heading">
      <h2 id="add-webhook-heading" className="card__title">
        Add a webhook
      </h2>
      <form className="stack" aria-label="Add a webhook" noValidate onSubmit={onSubmit}>
        <div className="form-grid">
          <Field id="add-webhook-url" label="Webhook URL" hint={URL_HINT} error={errors.url?.message}>
            {(control) => (
              <WebhookUrlInput registration={form.register('url')} control={control} disabled={disabled} />
            )}
          </Field>
          <Field
            id="add-webhook-label"
            label="Label (optional)"
            hint="Defaults to the webhook’s name on Discord."
            error={errors.label?.message}
          >
            {(control) => (
              <input
                {...form.register('label')}
                {...control}
                className="input"
                type="text"
                autoComplete="off"
                placeholder="Announcements bot"
                disabled={disabled}
              />
            )}
          </Field>
        </div>
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <FormActions
          submit={isSubmitting ? 'Checking…' : 'Add webhook'}
          busy={isSubmitting}
          disabled={disabled}
          note={disabled && 'Unlock the vault to add webhooks.'}
        />
      </form>
      {added && <AddedWebhook added={added} onDismiss={clearAdded} />}
    </section>
  )
}
