import { useT } from '../../i18n/store'
import type { WebhookOptionGroup } from '../../store/webhooks/selectors'
import { isUsable } from '../../store/webhooks/selectors'

/**
 * Saved webhooks as the options of a select, grouped by server and channel: label and masked URL. A
 * revoked or broken one is listed, with its state, but cannot be chosen.
 */
export function WebhookOptions({ groups }: { groups: readonly WebhookOptionGroup[] }) {
  const t = useT()
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.webhooks.map((webhook) => (
        <option key={webhook.id} value={webhook.id} disabled={!isUsable(webhook)}>
          {webhook.label} · {webhook.maskedUrl}
          {isUsable(webhook)
            ? ''
            : ` ${t(webhook.health.state === 'revoked' ? 'webhooks.option.revoked' : 'webhooks.option.invalid')}`}
        </option>
      ))}
    </optgroup>
  ))
}
