import { useState } from 'react'
import type { BotTokenView } from '@shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useBotTokensStore } from '../../store/botTokens/store'

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
  return (
    <ConfirmActionDialog
      title={`Remove bot token ${token.label}?`}
      confirmLabel="Remove token"
      skippable
      action={() => remove(token.id)}
      onClose={onClose}
    >
      <p>
        Herald forgets this token. The bot itself is not changed; reset its token in the Developer Portal if
        it leaked.
      </p>
    </ConfirmActionDialog>
  )
}
