import { useId, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'

type Props = { webhook: WebhookView; unnamed: { server: boolean; channel: boolean }; onNamed(): void }

/**
 * No saved bot token sees this webhook's server, so Discord cannot tell its names: the user gives them,
 * starting from the webhook's own name for the channel (webhooks are usually named for where they post).
 */
export function NamePlacesForm({ webhook, unnamed, onNamed }: Props) {
  const renamePlace = useWebhooksStore((state) => state.renamePlace)
  const [channel, setChannel] = useState(unnamed.channel ? (webhook.name ?? '') : '')
  const [server, setServer] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const id = useId()
  const t = useT()

  const save = async () => {
    setBusy(true)
    setError(undefined)
    const names: ['server' | 'channel', string | null, string][] = [
      ['channel', webhook.channelId, channel.trim()],
      ['server', webhook.guildId, server.trim()],
    ]
    for (const [what, placeId, name] of names) {
      if (!placeId || !name) continue
      const outcome = await renamePlace(what, placeId, name)
      if (!outcome.ok) {
        setBusy(false)
        return setError(outcome.error)
      }
    }
    setBusy(false)
    onNamed()
  }

  return (
    <form
      className="stack name-places"
      aria-label={t('webhooks.places.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <p className="notice__text">{t('webhooks.places.text')}</p>
      <div className="form-grid">
        {unnamed.channel && (
          <Field
            id={`${id}-channel`}
            label={t('webhooks.places.channel')}
            hint={t('webhooks.places.channel.hint')}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={channel}
                maxLength={100}
                onChange={(event) => setChannel(event.target.value)}
              />
            )}
          </Field>
        )}
        {unnamed.server && (
          <Field id={`${id}-server`} label={t('webhooks.places.server')}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={server}
                maxLength={100}
                onChange={(event) => setServer(event.target.value)}
              />
            )}
          </Field>
        )}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      <FormActions submit={t('webhooks.places.save')} busy={busy} />
    </form>
  )
}
