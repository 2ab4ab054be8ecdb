import { useMemo, useState } from 'react'
import { Notice } from '../../components/Notice'
import { channelNameOf } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import { Avatar } from './Avatar'
import { NamePlacesForm } from './NamePlacesForm'
import type { Added } from './useAddWebhookForm'

/**
 * What Discord said about the webhook just added: its name, avatar, channel and server (by name when a
 * bot token or the user named them, else asking for the names), and its owner.
 */
export function AddedWebhook({ added, onDismiss }: { added: Added; onDismiss(): void }) {
  const { webhook, alreadySaved, unnamed } = added
  const servers = useWebhooksStore((state) => state.servers)
  const [named, setNamed] = useState(false)
  const asking = !named && (unnamed.channel || unnamed.server)
  const channel = useMemo(
    () => (webhook.channelId ? channelNameOf(servers, webhook.channelId) : undefined),
    [servers, webhook.channelId],
  )
  const server = servers.find((group) => group.id === webhook.guildId)?.name
  return (
    <Notice
      tone="success"
      title={alreadySaved ? 'Already in the library: details updated' : 'Webhook added'}
      onDismiss={onDismiss}
    >
      <div className="added">
        <Avatar name={webhook.name ?? webhook.label} id={webhook.id} src={webhook.avatarUrl} />
        <dl className="facts">
          <dt>Label</dt>
          <dd>{webhook.label}</dd>
          <dt>Name on Discord</dt>
          <dd>
            {webhook.name ?? '(none)'}{' '}
            {webhook.ownedByApplication && <span className="badge badge--app">Owned by an application</span>}
          </dd>
          <dt>Channel</dt>
          <dd>{asking || !channel ? <code>{webhook.channelId ?? 'unknown'}</code> : `#${channel}`}</dd>
          <dt>Server</dt>
          <dd>{asking || !server ? <code>{webhook.guildId ?? 'unknown'}</code> : server}</dd>
          <dt>Avatar</dt>
          <dd>{webhook.avatarUrl ? 'Custom avatar' : 'Discord’s default avatar'}</dd>
        </dl>
      </div>
      {asking && <NamePlacesForm webhook={webhook} unnamed={unnamed} onNamed={() => setNamed(true)} />}
    </Notice>
  )
}
