import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { parseMessageLink } from '@shared/discord/urls'
import { phraseText } from '@shared/i18n'
import type { RpcErrorData } from '@shared/rpc'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { useHistoryStore } from '../../store/history/store'
import { optionGroups } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import { applyIssues } from '../../util/applyIssues'
import { currentTranslator } from '@renderer/i18n/current'
import { useT } from '@renderer/i18n/store'

const schema = z.object({
  // Worded when checked (Zod calls the function), so the message follows the language.
  webhookId: z.string().min(1, { error: () => currentTranslator()('history.load.chooseWebhook') }),
  link: z.string().superRefine((text, ctx) => {
    const parsed = parseMessageLink(text)
    if (!parsed.ok) {
      const message = phraseText(currentTranslator(), parsed.phrase, parsed.message)
      ctx.addIssue({ code: 'custom', message })
    }
  }),
})
type Values = z.input<typeof schema>

/** The parser's sentence as a Phrase, once shared/ carries one (issue 25); its English text until then. */
/** Brings a message a saved webhook sent (even before Herald) into the history, ready to edit. */
export function LoadByLinkForm({ disabled }: { disabled: boolean }) {
  const t = useT()
  const servers = useWebhooksStore((state) => state.servers)
  const groups = useMemo(() => optionGroups(servers, t), [servers, t])
  const loadByLink = useHistoryStore((state) => state.loadByLink)
  const [error, setError] = useState<RpcErrorData>()
  const [loaded, setLoaded] = useState<string>()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { webhookId: '', link: '' },
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async ({ webhookId, link }) => {
    setError(undefined)
    setLoaded(undefined)
    const outcome = await loadByLink(webhookId, link.trim())
    if (outcome.ok) {
      form.reset({ webhookId, link: '' })
      setLoaded(outcome.value.entry.messageId)
    } else if (!applyIssues(outcome.error, form.setError, { link: 'link' })) setError(outcome.error)
  })
  return (
    <form className="stack" aria-label={t('history.load.label')} noValidate onSubmit={onSubmit}>
      <div className="form-grid form-grid--inline">
        <Field id="load-webhook" label={t('history.load.webhook')} error={errors.webhookId?.message}>
          <select
            {...form.register('webhookId')}
            {...describedBy('load-webhook', errors.webhookId?.message, false)}
            className="input"
            disabled={disabled}
          >
            <option value="">{t('history.load.webhook.choose')}</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.webhooks.map((webhook) => (
                  <option key={webhook.id} value={webhook.id}>
                    {webhook.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field
          id="load-link"
          label={t('history.load.link')}
          hint={t('history.load.link.hint')}
          error={errors.link?.message}
        >
          <input
            {...form.register('link')}
            {...describedBy('load-link', errors.link?.message, true)}
            className="input input--mono"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
          />
        </Field>
        <div className="form-grid__button">
          <Button type="submit" busy={isSubmitting} disabled={disabled || isSubmitting}>
            {t('history.load.submit')}
          </Button>
        </div>
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {loaded && (
        <Notice tone="success" title={t('history.load.done')}>
          <p className="notice__text">{t('history.load.done.text', { id: loaded })}</p>
        </Notice>
      )}
    </form>
  )
}
