import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { sendsSelectors } from '../../store/sends/selectors'
import { useSendsStore } from '../../store/sends/store'
import { preferredTarget, webhooksSelectors } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import type { ComposerValues } from './composerSchema'

/**
 * Starts "Send to" on a saved webhook (the last one sent to, else the first) once the library has one,
 * until the user picks a target or types a URL: their choice, "Paste a webhook URL…" included, is kept.
 * Returns the handler the target fields call on change.
 */
export function usePreselectTarget(form: UseFormReturn<ComposerValues>): () => void {
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const lastWebhookId = useSendsStore(sendsSelectors.lastWebhookId)
  const chosen = useRef(false)

  useEffect(() => {
    if (chosen.current) return
    const { webhookId, url } = form.getValues()
    if (webhookId || url) return
    const preferred = preferredTarget(servers, lastWebhookId)
    if (preferred) form.setValue('webhookId', preferred)
  }, [servers, lastWebhookId, form])

  return () => {
    chosen.current = true
  }
}
