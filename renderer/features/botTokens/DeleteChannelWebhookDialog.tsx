import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useT } from '../../i18n/store'
import { useBotTokensStore } from '../../store/botTokens/store'

type Props = { botTokenId: string; webhookId: string; name: string; onClose(): void }

/** Deleting with a bot token: the webhook is gone on Discord; a saved copy is marked revoked. */
export function DeleteChannelWebhookDialog({ botTokenId, webhookId, name, onClose }: Props) {
  const t = useT()
  const deleteWebhook = useBotTokensStore((state) => state.deleteWebhook)
  return (
    <ConfirmActionDialog
      title={t('botTokens.delete.title', { name })}
      confirmLabel={t('botTokens.delete.confirm')}
      tone="danger"
      action={() => deleteWebhook(botTokenId, webhookId)}
      onClose={onClose}
    >
      <p>
        {t('botTokens.delete.before')} <code>{webhookId}</code>
        {t('botTokens.delete.after')}
      </p>
    </ConfirmActionDialog>
  )
}
