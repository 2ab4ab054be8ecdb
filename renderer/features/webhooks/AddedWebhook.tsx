import { useMemo, useState } from 'react'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
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
  const t = useT()
  const asking = !named && (unnamed.channel || unnamed.server)
  const channel = useMemo(
    () => (webhook.channelId ? channelNameOf(servers, webhook.channelId) : undefined),
    [servers, webhook.channelId],
  )
  const server = servers.find((group) => group.id === webhook.guildId)?.name
  return (
    <Notice
      tone="success"
      title={alreadySaved ? t('webhooks.added.already') : t('webhooks.added.title')}
      onDismiss={onDismiss}
    >
      <div className="added">
        <Avatar name={webhook.name ?? webhook.label} id={webhook.id} src={webhook.avatarUrl} />
        <dl className="facts">
          <dt>{t('webhooks.added.label')}</dt>
          <dd>{webhook.label}</dd>
          <dt>{t('webhooks.added.name')}</dt>
          <dd>
            {webhook.name ?? t('webhooks.added.none')}{' '}
            {webhook.ownedByApplication && (
              <span className="badge badge--app">{t('webhooks.badge.app')}</span>
            )}
          </dd>
          <dt>{t('webhooks.added.channel')}</dt>
          <dd>
            {asking || !channel ? (
              <code>{webhook.channelId ?? t('webhooks.added.unknown')}</code>
            ) : (
              `#${channel}`
            )}
          </dd>
          <dt>{t('webhooks.added.server')}</dt>
          <dd>
            {asking || !server ? <code>{webhook.guildId ?? t('webhooks.added.unknown')}</code> : server}
          </dd>
          <dt>{t('webhooks.added.avatar')}</dt>
          <dd>{webhook.avatarUrl ? t('webhooks.added.customAvatar') : t('webhooks.added.defaultAvatar')}</dd>
        </dl>
      </div>
      {asking && <NamePlacesForm webhook={webhook} unnamed={unnamed} onNamed={() => setNamed(true)} />}
    </Notice>
  )
}
