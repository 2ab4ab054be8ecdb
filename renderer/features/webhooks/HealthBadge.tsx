import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { useT } from '../../i18n/store'

const reasons = {
  deleted: 'webhooks.health.deleted',
  tokenInvalid: 'webhooks.health.tokenInvalid',
  revoked: 'webhooks.health.revoked',
  other: 'webhooks.health.other',
} as const

/** Whether the webhook still works, as the last check, send or revoke found it; the reason in words. */
export function HealthBadge({ health }: { health: WebhookView['health'] }) {
  const t = useT()
  if (health.state === 'unchecked') return null
  if (health.state === 'ok') return <span className="badge badge--ok">{t('webhooks.health.ok')}</span>
  const label = health.state === 'revoked' ? reasons.revoked : reasons[health.reason ?? 'other']
  return (
    <span
      className={`badge badge--${health.state}`}
      data-health={health.state}
      data-reason={health.reason ?? ''}
    >
      {t(label)}
    </span>
  )
}
