import type { KeyboardEvent } from 'react'
import { useState } from 'react'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { useFormats, useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'
import { Avatar } from './Avatar'
import { EditableName } from './EditableName'
import { HealthBadge } from './HealthBadge'
import { MoveButtons, moveKey } from './MoveButtons'
import type { RowDialog } from './WebhookRowActions'
import { WebhookRowActions } from './WebhookRowActions'
import { WebhookRowDialog } from './WebhookRowDialog'

const MIB = 1024 * 1024

type WebhookRowProps = { webhook: WebhookView; first: boolean; last: boolean; locked: boolean }

/** One saved webhook: who it is, whether it works, and what can be done with it. Never its URL. */
export function WebhookRow({ webhook, first, last, locked }: WebhookRowProps) {
  const rename = useWebhooksStore((state) => state.rename)
  const move = useWebhooksStore((state) => state.move)
  const [dialog, setDialog] = useState<RowDialog>()
  const t = useT()
  const formats = useFormats()
  const onMove = (delta: -1 | 1) => drop(move('webhooks', webhook.id, delta))
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = moveKey(event)
    if (delta && !(delta === -1 ? first : last)) onMove(delta)
  }
  const dead = webhook.health.state === 'revoked' || webhook.health.state === 'invalid'
  return (
    <li
      className={dead ? 'webhook webhook--dead' : 'webhook'}
      aria-label={webhook.label}
      onKeyDown={onKeyDown}
      data-webhook-id={webhook.id}
    >
      <Avatar name={webhook.name ?? webhook.label} id={webhook.id} src={webhook.avatarUrl} />
      <div className="webhook__main">
        <div className="webhook__title">
          <EditableName
            name={webhook.label}
            what={t('webhooks.what.webhook', { name: webhook.label })}
            onSave={(label) => rename(webhook.id, label)}
          />
          <HealthBadge health={webhook.health} />
          {webhook.ownedByApplication && <span className="badge badge--app">{t('webhooks.badge.app')}</span>}
        </div>
        <div className="webhook__meta">
          {webhook.name && webhook.name !== webhook.label && (
            <span>{t('webhooks.row.discordName', { name: webhook.name })}</span>
          )}
          <code className="webhook__masked">{webhook.maskedUrl}</code>
          <span>
            {t('webhooks.row.uploads', {
              size: formats.bytes(webhook.settings.effectiveUploadLimitMiB * MIB),
            })}
          </span>
          {webhook.settings.defaultUsername && (
            <span>{t('webhooks.row.postsAs', { name: webhook.settings.defaultUsername })}</span>
          )}
        </div>
        {dead && webhook.health.detail && <p className="webhook__health">{webhook.health.detail}</p>}
        <WebhookRowActions webhook={webhook} locked={locked} onOpen={setDialog} />
      </div>
      <MoveButtons what={webhook.label} first={first} last={last} onMove={onMove} />
      {dialog && <WebhookRowDialog dialog={dialog} webhook={webhook} onClose={() => setDialog(undefined)} />}
    </li>
  )
}
