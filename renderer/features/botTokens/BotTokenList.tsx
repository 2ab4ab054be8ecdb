import { useState } from 'react'
import type { BotTokenView } from '../../../shared/rpc/areas/botTokens'
import type { RpcErrorData } from '../../../shared/rpc'
import { Button } from '../../components/Button'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useBotTokensStore } from '../../store/botTokens/store'
import { drop } from '../../util/drop'

/** Saved bot tokens: label, masked token and bot id; remove with a confirmation. */
export function BotTokenList({ tokens }: { tokens: BotTokenView[] }) {
  const [removing, setRemoving] = useState<BotTokenView>()
  return (
    <>
      <ul className="token-list" aria-label="Saved bot tokens">
        {tokens.map((token) => (
          <li key={token.id} className="token-list__item" aria-label={token.label}>
            <span className="token-list__label">{token.label}</span>
            <code className="token-list__masked">{token.masked}</code>
            {token.botId && <span className="token-list__meta">Bot {token.botId}</span>}
            <Button
              className="button--small"
              aria-label={`Remove bot token ${token.label}`}
              onClick={() => setRemoving(token)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {removing && <RemoveTokenDialog token={removing} onClose={() => setRemoving(undefined)} />}
    </>
  )
}

function RemoveTokenDialog({ token, onClose }: { token: BotTokenView; onClose(): void }) {
  const remove = useBotTokensStore((state) => state.remove)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const confirm = async () => {
    setBusy(true)
    const outcome = await remove(token.id)
    setBusy(false)
    if (outcome.ok) onClose()
    else setError(outcome.error)
  }
  return (
    <ConfirmDialog
      title={`Remove bot token ${token.label}?`}
      confirmLabel="Remove token"
      busy={busy}
      error={error}
      onConfirm={() => drop(confirm())}
      onClose={onClose}
    >
      <p>
        Herald forgets this token. The bot itself is not changed; reset its token in the Developer Portal if
        it leaked.
      </p>
    </ConfirmDialog>
  )
}
