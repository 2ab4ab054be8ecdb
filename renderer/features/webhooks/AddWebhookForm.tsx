import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'
import { AddedWebhook } from './AddedWebhook'
import { useAddWebhookForm } from './useAddWebhookForm'
import { WebhookUrlInput } from './WebhookUrlInput'

const URL_HINT =
  'Discord → Server Settings → Integrations → Webhooks → Copy Webhook URL. Herald checks it with Discord.'

/** What adding asks first, when the vault is not open: nothing is disabled, the dialog asks on Add. */
const VAULT_NOTES = {
  uninitialised: 'Herald encrypts webhook URLs in a vault: Add webhook asks you to create one first.',
  locked: 'The vault is locked: Add webhook asks you to unlock it first.',
  unlocked: undefined,
} as const

/** Paste a URL, optionally name it, and Herald saves it encrypted after Discord confirms it exists. */
export function AddWebhookForm() {
  const { form, onSubmit, vaultDialog, added, error, dismiss, clearAdded } = useAddWebhookForm()
  const { errors, isSubmitting } = form.formState
  const vault = useVaultStore(vaultSelectors.state)
  return (
    <section className="card" aria-labelledby="add-webhook-heading">
      <h2 id="add-webhook-heading" className="card__title">
        Add a webhook
      </h2>
      <form className="stack" aria-label="Add a webhook" noValidate onSubmit={onSubmit}>
        <div className="form-grid">
          <Field id="add-webhook-url" label="Webhook URL" hint={URL_HINT} error={errors.url?.message}>
            {(control) => <WebhookUrlInput registration={form.register('url')} control={control} />}
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
              />
            )}
          </Field>
        </div>
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <FormActions
          submit={isSubmitting ? 'Checking…' : 'Add webhook'}
          busy={isSubmitting}
          note={VAULT_NOTES[vault ?? 'unlocked']}
        />
      </form>
      {vaultDialog}
      {added && <AddedWebhook added={added} onDismiss={clearAdded} />}
    </section>
  )
}
