import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'

/** Offers to keep a pasted URL in the library; on success the composer switches to the saved webhook. */
export function SaveToLibrary({ url, onSaved }: { url: string; onSaved(webhookId: string): void }) {
  const add = useWebhooksStore((state) => state.add)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const t = useT()
  const save = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await add(url.trim())
    setBusy(false)
    if (outcome.ok) onSaved(outcome.value.webhook.id)
    else setError(outcome.error)
  }
  return (
    <div className="save-to-library">
      <Button
        className="button--small"
        busy={busy}
        disabled={busy || url.trim() === ''}
        onClick={() => drop(save())}
      >
        {t('webhooks.saveToLibrary')}
      </Button>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </div>
  )
}
