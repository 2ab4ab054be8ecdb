import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useWebhooksStore } from '../../store/webhooks/store'

type Props = { webhook: WebhookView; onClose(): void }

export function RemoveWebhookDialog({ webhook, onClose }: Props) {
  const remove = useWebhooksStore((state) => state.remove)
  return (
    <ConfirmActionDialog
      title={`Remove ${webhook.label} from the library?`}
      confirmLabel="Remove from library"
      skippable
      action={() => remove(webhook.id)}
      onClose={onClose}
    >
      <p>
        Herald forgets this webhook and its encrypted URL. The webhook itself keeps working on Discord: anyone
        who has the URL can still post with it.
      </p>
      <p className="dialog__note">If the URL leaked, revoke the webhook instead.</p>
    </ConfirmActionDialog>
  )
}

/** Revoking deletes the webhook on Discord with its own token: the remedy for a leaked URL. */
export function RevokeWebhookDialog({ webhook, onClose }: Props) {
  const revoke = useWebhooksStore((state) => state.revoke)
  return (
    <ConfirmActionDialog
      title={`Revoke ${webhook.label}?`}
      confirmLabel="Revoke webhook"
      tone="danger"
      action={() => revoke(webhook.id)}
      onClose={onClose}
    >
      <p>
        Herald asks Discord to delete this webhook. Its URL stops working at once, for everyone: this is what
        to do when the URL leaked. Messages it already sent stay in the channel but can no longer be edited or
        deleted from Herald.
      </p>
      <p className="dialog__note">
        This cannot be undone. To keep posting in this channel, create a new webhook afterwards (in Discord or
        with a bot token below). The webhook stays listed here, marked revoked.
      </p>
    </ConfirmActionDialog>
  )
}
