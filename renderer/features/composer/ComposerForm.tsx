import { useWatch } from 'react-hook-form'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useSendsStore } from '../../store/sends/store'
import { sendsSelectors } from '../../store/sends/selectors'
import { EditBanner, EditDiffDialog } from '../history/composerLink'
import { SaveToLibrary } from '../webhooks/SaveToLibrary'
import { TargetPicker } from '../webhooks/TargetPicker'
import { WebhookUrlInput } from '../webhooks/WebhookUrlInput'
import { ContentCounter } from './ContentCounter'
import { useComposerForm } from './useComposerForm'

const URL_HINT = 'Discord → Server Settings → Integrations → Webhooks → Copy Webhook URL.'
const TARGET_HINT = 'A webhook from your library, or paste a URL below.'
const CONTENT_HINT = 'Plain text and Discord markdown. Press Ctrl+Enter to send.'

export function ComposerForm() {
  const { form, onSubmit, onKeyDown, link, choose } = useComposerForm()
  const { errors } = form.formState
  const isSending = useSendsStore(sendsSelectors.isSending)
  const [webhookId, url] = useWatch({ control: form.control, name: ['webhookId', 'url'] })
  const saveUrl = (id: string) => form.setValue('webhookId', id, { shouldValidate: true })

  return (
    <form className="composer-form" aria-label="Message" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
      {link.editing && <EditBanner edit={link.editing} onCancel={link.cancelEdit} />}
      <Field id="composer-target" label="Send to" hint={TARGET_HINT} error={errors.webhookId?.message}>
        <TargetPicker
          registration={form.register('webhookId', { onChange: choose })}
          error={errors.webhookId?.message}
          disabled={!!link.editing}
        />
      </Field>
      <Field
        id="webhook-url"
        label="Webhook URL"
        hint={URL_HINT}
        error={errors.url?.message}
        hidden={!!webhookId}
      >
        {(control) => (
          <>
            <WebhookUrlInput registration={form.register('url', { onChange: choose })} control={control} />
            {url && <SaveToLibrary url={url} onSaved={saveUrl} />}
          </>
        )}
      </Field>
      <Field
        id="message-content"
        label="Message"
        hint={CONTENT_HINT}
        error={errors.content?.message}
        aside={<ContentCounter control={form.control} />}
      >
        {(control) => (
          <textarea
            {...form.register('content')}
            {...control}
            className="input textarea"
            rows={8}
            placeholder="What do you want to say?"
          />
        )}
      </Field>
      <div className="composer-form__actions">
        <span className="shortcut" aria-hidden="true">
          <kbd>Ctrl</kbd> + <kbd>Enter</kbd>
        </span>
        <Button type="submit" tone="primary" busy={isSending} disabled={isSending}>
          {link.editing ? 'Review edit…' : isSending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      {link.editing && link.diff && (
        <EditDiffDialog diff={link.diff} messageId={link.editing.messageId} onClose={link.closeDiff} />
      )}
    </form>
  )
}
