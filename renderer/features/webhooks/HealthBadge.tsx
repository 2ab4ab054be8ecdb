import type { WebhookView } from '@shared/rpc/areas/webhooks'

const reasons = {
  deleted: 'Deleted on Discord',
  tokenInvalid: 'Token regenerated',
  revoked: 'Revoked',
  other: 'Refused by Discord',
} as const

/** Whether the webhook still works, as the last check, send or revoke found it; the reason in words. */
export function HealthBadge({ health }: { health: WebhookView['health'] }) {
  if (health.state === 'unchecked') return null
  if (health.state === 'ok') return <span className="badge badge--ok">Working</span>
  const label = health.state === 'revoked' ? reasons.revoked : reasons[health.reason ?? 'other']
  return (
    <span
      className={`badge badge--${health.state}`}
      data-health={health.state}
      data-reason={health.reason ?? ''}
    >
      {label}
    </span>
  )
}
