import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useT } from '../../i18n/store'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'
import { AddedWebhook } from './AddedWebhook'
import { useAddWebhookForm } from './useAddWebhookForm'
import { WebhookUrlInput } from './WebhookUrlInput'

/** What adding asks first, when the vault is not open: nothing is disabled, the dialog asks on Add. */
const VAULT_NOTES = {
  uninitialised: 'webhooks.add.vault.uninitialised',
  locked: 'webhooks.add.vault.locked',
  unlocked: undefined,
} as const

/** Paste a URL, optionally name it, and Herald saves it encrypted after Discord confirms it exists. */
export function AddWebhookForm() {
  const { form, onSubmit, vaultDialog, added, error, dismiss, clearAdded } = useAddWebhookForm()
  const { errors, isSubmitting } = form.formState
  const vault = useVaultStore(vaultSelectors.state)
  const t = useT()
  const note = VAULT_NOTES[vault ?? 'unlocked']
  return (
    <section className="card" aria-labelledby="add-webhook-heading">
      <h2 id="add-webhook-heading" className="card__title">
        {t('webhooks.add.title')}
      </h2>
      <form className="stack" aria-label={t('webhooks.add.title')} noValidate onSubmit={onSubmit}>
        <div className="form-grid">
          <Field
            id="add-webhook-url"
            label={t('webhooks.add.url')}
            hint={t('webhooks.add.url.hint')}
            error={errors.url?.message}
          >
            {(control) => <WebhookUrlInput registration={form.register('url')} control={control} />}
          </Field>
          <Field
            id="add-webhook-label"
            label={t('webhooks.add.label')}
            hint={t('webhooks.add.label.hint')}
            error={errors.label?.message}
          >
            {(control) => (
              <input
                {...form.register('label')}
                {...control}
                className="input"
                type="text"
                autoComplete="off"
                placeholder={t('webhooks.add.label.placeholder')}
              />
            )}
          </Field>
        </div>
        {error && <ErrorNotice error={error} onDismiss={dismiss} />}
        <FormActions
          submit={isSubmitting ? t('webhooks.checking') : t('webhooks.add.submit')}
          busy={isSubmitting}
          note={note && t(note)}
        />
      </form>
      {vaultDialog}
      {added && <AddedWebhook added={added} onDismiss={clearAdded} />}
    </section>
  )
}
