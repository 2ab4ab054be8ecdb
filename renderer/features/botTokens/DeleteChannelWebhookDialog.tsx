import { useState } from 'react'
import type { RpcErrorData } from '../../../shared/rpc'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useBotTokensStore } from '../../store/botTokens/store'
import { drop } from '../../util/drop'

type Props = { botTokenId: string; webhookId: string; name: string; onClose(): void }

/** Deleting with a bot token: the webhook is gone on Discord; a saved copy is marked revoked. */
export function DeleteChannelWebhookDialog({ botTokenId, webhookId, name, onClose }: Props) {
  const deleteWebhook = useBotTokensStore((state) => state.deleteWebhook)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const confirm = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await deleteWebhook(botTokenId, webhookId)
    setBusy(false)
    if (outcome.ok) onClose()
    else setError(outcome.error)
  }
  return (
    <ConfirmDialog
      title={`Delete ${name} on Discord?`}
      confirmLabel="Delete webhook"
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={() => drop(confirm())}
      onClose={onClose}
    >
      <p>
        The bot deletes webhook <code>{webhookId}</code>. Its URL stops working for everyone, and this cannot
        be undone. If it is in your library, it stays listed there, marked revoked.
      </p>
    </ConfirmDialog>
  )
}
