import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { ChannelWebhook } from '@shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Notice } from '../../components/Notice'
import { useBotTokensStore } from '../../store/botTokens/store'
import { drop } from '../../util/drop'
import { Avatar } from '../webhooks/Avatar'
import { DeleteChannelWebhookDialog } from './DeleteChannelWebhookDialog'

const types: Record<number, string> = { 1: 'Incoming', 2: 'Channel follower', 3: 'Application' }

type Props = { botTokenId: string; channelId: string; webhooks: ChannelWebhook[] }

/** What the bot sees in the channel, each with "Add to library" when Discord gave the bot its token. */
export function ChannelWebhookList({ botTokenId, channelId, webhooks }: Props) {
  if (webhooks.length === 0) {
    return <p className="empty empty--inline">Channel {channelId} has no webhooks yet. Create one below.</p>
  }
  return (
    <ul className="channel-webhooks" aria-label={`Webhooks of channel ${channelId}`}>
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
  const addFromBot = useBotTokensStore((state) => state.addFromBot)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const [skipped, setSkipped] = useState<string>()
  const [deleting, setDeleting] = useState(false)
  const name = webhook.name ?? `Webhook ${webhook.id}`
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
      <span className="channel-webhooks__type">{types[webhook.type] ?? `Type ${webhook.type}`}</span>
      {webhook.saved ? (
        <span className="badge badge--ok">In library</span>
      ) : webhook.canSave ? (
        <Button
          className="button--small"
          aria-label={`Add ${name} to library`}
          busy={busy}
          disabled={busy}
          onClick={() => drop(add())}
        >
          Add to library
        </Button>
      ) : (
        <span className="channel-webhooks__note">Token not visible to this bot: paste its URL above</span>
      )}
      <Button
        className="button--small button--danger-text"
        aria-label={`Delete ${name} on Discord`}
        onClick={() => setDeleting(true)}
      >
        Delete
      </Button>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      {skipped && (
        <Notice tone="warning" title="Not added">
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
