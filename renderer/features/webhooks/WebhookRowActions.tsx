import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'

export type RowDialog = 'copy' | 'settings' | 'remove' | 'revoke'

type WebhookRowActionsProps = { webhook: WebhookView; locked: boolean; onOpen(dialog: RowDialog): void }

/** The row's buttons. Those that need the token (copy, check, revoke) wait for an unlocked vault. */
export function WebhookRowActions({ webhook, locked, onOpen }: WebhookRowActionsProps) {
  const check = useWebhooksStore((state) => state.check)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const revoked = webhook.health.state === 'revoked'
  const name = webhook.label
  const t = useT()

  const runCheck = async () => {
    setChecking(true)
    setError(undefined)
    const outcome = await check(webhook.id)
    setChecking(false)
    if (!outcome.ok) setError(outcome.error)
  }

  return (
    <>
      <div className="webhook__actions" role="group" aria-label={t('webhooks.actions', { name })}>
        <Button
          className="button--small"
          aria-label={t('webhooks.copy.named', { name })}
          disabled={locked || revoked}
          onClick={() => onOpen('copy')}
        >
          {t('webhooks.copy.button')}
        </Button>
        <Button
          className="button--small"
          aria-label={t('webhooks.check.named', { name })}
          busy={checking}
          disabled={locked || revoked || checking}
          onClick={() => drop(runCheck())}
        >
          {t('webhooks.check')}
        </Button>
        <Button
          className="button--small"
          aria-label={t('webhooks.settings.named', { name })}
          onClick={() => onOpen('settings')}
        >
          {t('webhooks.settings')}
        </Button>
        <Button
          className="button--small"
          aria-label={t('webhooks.remove.named', { name })}
          onClick={() => onOpen('remove')}
        >
          {t('webhooks.remove')}
        </Button>
        {!revoked && (
          <Button
            className="button--small button--danger-text"
            aria-label={t('webhooks.revoke.named', { name })}
            disabled={locked}
            onClick={() => onOpen('revoke')}
          >
            {t('webhooks.revoke')}
          </Button>
        )}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
