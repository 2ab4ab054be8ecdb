import { Notice } from '../../components/Notice'
import { Avatar } from './Avatar'
import type { Added } from './useAddWebhookForm'

/** What Discord said about the webhook just added: its name, avatar, channel and server, and its owner. */
export function AddedWebhook({ added, onDismiss }: { added: Added; onDismiss(): void }) {
  const { webhook, alreadySaved } = added
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
          <dt>Channel id</dt>
          <dd>
            <code>{webhook.channelId ?? 'unknown'}</code>
          </dd>
          <dt>Server id</dt>
          <dd>
            <code>{webhook.guildId ?? 'unknown'}</code>
          </dd>
          <dt>Avatar</dt>
          <dd>{webhook.avatarUrl ? 'Custom avatar' : 'Discord’s default avatar'}</dd>
        </dl>
      </div>
    </Notice>
  )
}
