import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
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

  const runCheck = async () => {
    setChecking(true)
    setError(undefined)
    const outcome = await check(webhook.id)
    setChecking(false)
    if (!outcome.ok) setError(outcome.error)
  }

  return (
    <>
      <div className="webhook__actions" role="group" aria-label={`Actions for ${name}`}>
        <Button
          className="button--small"
          aria-label={`Copy URL of ${name}`}
          disabled={locked || revoked}
          onClick={() => onOpen('copy')}
        >
          Copy URL
        </Button>
        <Button
          className="button--small"
          aria-label={`Check ${name}`}
          busy={checking}
          disabled={locked || revoked || checking}
          onClick={() => drop(runCheck())}
        >
          Check
        </Button>
        <Button
          className="button--small"
          aria-label={`Settings of ${name}`}
          onClick={() => onOpen('settings')}
        >
          Settings
        </Button>
        <Button
          className="button--small"
          aria-label={`Remove ${name} from the library`}
          onClick={() => onOpen('remove')}
        >
          Remove
        </Button>
        {!revoked && (
          <Button
            className="button--small button--danger-text"
            aria-label={`Revoke ${name}`}
            disabled={locked}
            onClick={() => onOpen('revoke')}
          >
            Revoke
          </Button>
        )}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
