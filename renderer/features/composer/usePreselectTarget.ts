import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { sendsSelectors } from '../../store/sends/selectors'
import { useSendsStore } from '../../store/sends/store'
import { preferredTarget, webhooksSelectors } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'
import type { ComposerValues } from './composerSchema'

/**
 * Starts "Send to" on a saved webhook (the last one sent to, kept in the settings, else the first) once the library has one,
 * until the user picks a target or types a URL: their choice, "Paste a webhook URL…" included, is kept.
 * Returns the handler the target fields call on change.
 */
export function usePreselectTarget(form: UseFormReturn<ComposerValues>): () => void {
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const lastWebhookId = useSendsStore(sendsSelectors.lastWebhookId)
  const lastTarget = useSendsStore((state) => state.lastTarget)
  const restoreLastTarget = useSendsStore((state) => state.restoreLastTarget)
  const chosen = useRef(false)

  useEffect(() => {
    drop(restoreLastTarget())
  }, [restoreLastTarget])

  useEffect(() => {
    // Wait for the remembered target, or the first webhook would be picked before it arrives.
    if (chosen.current || lastTarget !== 'ready') return
    const { webhookId, url } = form.getValues()
    if (webhookId || url) return
    const preferred = preferredTarget(servers, lastWebhookId)
    if (preferred) form.setValue('webhookId', preferred)
  }, [servers, lastWebhookId, lastTarget, form])

  return () => {
    chosen.current = true
  }
}
