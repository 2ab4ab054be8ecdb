import { useState } from 'react'
import type { BotTokenView } from '@shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog'
import { useT } from '../../i18n/store'
import { useBotTokensStore } from '../../store/botTokens/store'

/** Saved bot tokens: label, masked token and bot id; remove with a confirmation. */
export function BotTokenList({ tokens }: { tokens: BotTokenView[] }) {
  const t = useT()
  const [removing, setRemoving] = useState<BotTokenView>()
  return (
    <>
      <ul className="token-list" aria-label={t('botTokens.list')}>
        {tokens.map((token) => (
          <li key={token.id} className="token-list__item" aria-label={token.label}>
            <span className="token-list__label">{token.label}</span>
            <code className="token-list__masked">{token.masked}</code>
            {token.botId && (
              <span className="token-list__meta">{t('botTokens.list.bot', { id: token.botId })}</span>
            )}
            <Button
              className="button--small"
              aria-label={t('botTokens.remove.label', { label: token.label })}
              onClick={() => setRemoving(token)}
            >
              {t('botTokens.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {removing && <RemoveTokenDialog token={removing} onClose={() => setRemoving(undefined)} />}
    </>
  )
}

function RemoveTokenDialog({ token, onClose }: { token: BotTokenView; onClose(): void }) {
  const t = useT()
  const remove = useBotTokensStore((state) => state.remove)
  return (
    <ConfirmActionDialog
      title={t('botTokens.remove.title', { label: token.label })}
      confirmLabel={t('botTokens.remove.confirm')}
      skippable
      action={() => remove(token.id)}
      onClose={onClose}
    >
      <p>{t('botTokens.remove.body')}</p>
    </ConfirmActionDialog>
  )
}
