import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { ChannelWebhook } from '@shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import type { Translate } from '@shared/i18n'
import { useT } from '../../i18n/store'
import { useBotTokensStore } from '../../store/botTokens/store'
import { drop } from '../../util/drop'
import { Avatar } from '../webhooks/Avatar'
import { DeleteChannelWebhookDialog } from './DeleteChannelWebhookDialog'

/** Discord's webhook types (1 incoming, 2 channel follower, 3 application), as the page words them. */
function typeName(t: Translate, type: number): string {
  if (type === 1) return t('botTokens.webhook.type.incoming')
  if (type === 2) return t('botTokens.webhook.type.follower')
  if (type === 3) return t('botTokens.webhook.type.application')
  return t('botTokens.webhook.type.other', { type })
}

type Props = { botTokenId: string; channelId: string; webhooks: ChannelWebhook[] }

/** What the bot sees in the channel, each with "Add to library" when Discord gave the bot its token. */
export function ChannelWebhookList({ botTokenId, channelId, webhooks }: Props) {
  const t = useT()
  if (webhooks.length === 0) {
    return <p className="empty empty--inline">{t('botTokens.webhooks.empty', { channel: channelId })}</p>
  }
  return (
    <ul className="channel-webhooks" aria-label={t('botTokens.webhooks.list', { channel: channelId })}>
      {webhooks.map((webhook) => (
        <ChannelWebhookRow key={webhook.id} botTokenId={botTokenId} channelId={channelId} webhook={webhook} />
      ))}
    </ul>
  )
}

function ChannelWebhookRow({
  botTokenId,
  channelId,
  webhook,
}: {
  botTokenId: string
  channelId: string
  webhook: ChannelWebhook
}) {
  const t = useT()
  const addFromBot = useBotTokensStore((state) => state.addFromBot)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const [skipped, setSkipped] = useState<string>()
  const [deleting, setDeleting] = useState(false)
  const name = webhook.name ?? t('botTokens.webhook.unnamed', { id: webhook.id })
  const add = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await addFromBot(botTokenId, channelId, webhook.id)
    setBusy(false)
    if (!outcome.ok) setError(outcome.error)
    else setSkipped(outcome.value.skipped)
  }
  return (
    <li className="channel-webhooks__item" aria-label={name}>
      <Avatar name={name} id={webhook.id} src={webhook.avatarUrl} />
      <span className="channel-webhooks__name">{name}</span>
      <code>{webhook.id}</code>
      <span className="channel-webhooks__type">{typeName(t, webhook.type)}</span>
      {webhook.saved ? (
        <span className="badge badge--ok">{t('botTokens.webhook.inLibrary')}</span>
      ) : webhook.canSave ? (
        <Button
          className="button--small"
          aria-label={t('botTokens.webhook.add.label', { name })}
          busy={busy}
          disabled={busy}
          onClick={() => drop(add())}
        >
          {t('botTokens.webhook.add')}
        </Button>
      ) : (
        <span className="channel-webhooks__note">{t('botTokens.webhook.noToken')}</span>
      )}
      <Button
        className="button--small button--danger-text"
        aria-label={t('botTokens.webhook.delete.label', { name })}
        onClick={() => setDeleting(true)}
      >
        {t('botTokens.webhook.delete')}
      </Button>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {skipped && (
        <Notice tone="warning" title={t('botTokens.webhook.notAdded')}>
          {skipped}
        </Notice>
      )}
      {deleting && (
        <DeleteChannelWebhookDialog
          botTokenId={botTokenId}
          webhookId={webhook.id}
          name={name}
          onClose={() => setDeleting(false)}
        />
      )}
    </li>
  )
}
