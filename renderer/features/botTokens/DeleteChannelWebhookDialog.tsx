import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useBotTokensStore } from '../../store/botTokens/store'

type Props = { botTokenId: string; webhookId: string; name: string; onClose(): void }

/** Deleting with a bot token: the webhook is gone on Discord; a saved copy is marked revoked. */
export function DeleteChannelWebhookDialog({ botTokenId, webhookId, name, onClose }: Props) {
  const deleteWebhook = useBotTokensStore((state) => state.deleteWebhook)
  return (
    <ConfirmActionDialog
      title={`Delete ${name} on Discord?`}
      confirmLabel="Delete webhook"
      tone="danger"
      action={() => deleteWebhook(botTokenId, webhookId)}
      onClose={onClose}
    >
      <p>
        The bot deletes webhook <code>{webhookId}</code>. Its URL stops working for everyone, and this cannot
        be undone. If it is in your library, it stays listed there, marked revoked.
      </p>
    </ConfirmActionDialog>
  )
}
