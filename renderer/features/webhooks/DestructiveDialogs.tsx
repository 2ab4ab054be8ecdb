import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'

type Props = { webhook: WebhookView; onClose(): void }

export function RemoveWebhookDialog({ webhook, onClose }: Props) {
  const remove = useWebhooksStore((state) => state.remove)
  const t = useT()
  return (
    <ConfirmActionDialog
      title={t('webhooks.remove.title', { name: webhook.label })}
      confirmLabel={t('webhooks.remove.confirm')}
      skippable
      action={() => remove(webhook.id)}
      onClose={onClose}
    >
      <p>{t('webhooks.remove.text')}</p>
      <p className="dialog__note">{t('webhooks.remove.note')}</p>
    </ConfirmActionDialog>
  )
}

/** Revoking deletes the webhook on Discord with its own token: the remedy for a leaked URL. */
export function RevokeWebhookDialog({ webhook, onClose }: Props) {
  const revoke = useWebhooksStore((state) => state.revoke)
  const t = useT()
  return (
    <ConfirmActionDialog
      title={t('webhooks.revoke.title', { name: webhook.label })}
      confirmLabel={t('webhooks.revoke.confirm')}
      tone="danger"
      action={() => revoke(webhook.id)}
      onClose={onClose}
    >
      <p>{t('webhooks.revoke.text')}</p>
      <p className="dialog__note">{t('webhooks.revoke.note')}</p>
    </ConfirmActionDialog>
  )
}
