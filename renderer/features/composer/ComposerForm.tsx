import { Button } from '../../components/Button'
import { Field, describedBy } from '../../components/Field'
import { useSendsStore } from '../../store/sends/store'
import { sendsSelectors } from '../../store/sends/selectors'
import { ContentCounter } from './ContentCounter'
import { useComposerForm } from './useComposerForm'

const URL_HINT = 'Discord → Server Settings → Integrations → Webhooks → Copy Webhook URL.'
const CONTENT_HINT = 'Plain text and Discord markdown. Press Ctrl+Enter to send.'

export function ComposerForm() {
  const { form, onSubmit, onKeyDown } = useComposerForm()
  const { errors } = form.formState
  const isSending = useSendsStore(sendsSelectors.isSending)

  return (
    <form className="composer-form" aria-label="Message" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <Field id="webhook-url" label="Webhook URL" hint={URL_HINT} error={errors.url?.message}>
        <input
          {...form.register('url')}
          {...describedBy('webhook-url', errors.url?.message, true)}
          className="input input--mono"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://discord.com/api/webhooks/…"
        />
      </Field>
      <Field
        id="message-content"
        label="Message"
        hint={CONTENT_HINT}
        error={errors.content?.message}
        aside={<ContentCounter control={form.control} />}
      >
        <textarea
          {...form.register('content')}
          {...describedBy('message-content', errors.content?.message, true)}
          className="input textarea"
          rows={8}
          placeholder="What do you want to say?"
        />
      </Field>
      <div className="composer-form__actions">
        <span className="shortcut" aria-hidden="true">
          <kbd>Ctrl</kbd> + <kbd>Enter</kbd>
        </span>
        <Button type="submit" tone="primary" busy={isSending} disabled={isSending}>
          {isSending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  )
}
