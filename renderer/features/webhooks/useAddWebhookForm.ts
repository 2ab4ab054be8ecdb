import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import { settingsSelectors, useSettingsStore } from '../../store/settings/store'
import type { AddedWebhook } from '../../store/webhooks/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { applyIssues } from '../../util/applyIssues'
import { drop } from '../../util/drop'
import { useVaultFirst } from '../vault'
import type { AddWebhookValues } from './webhookSchemas'
import { addWebhookSchema } from './webhookSchemas'

export type Added = AddedWebhook

/**
 * Add by URL: checked live against the configured API root, then looked up by the services. On success
 * the form empties (the URL leaves the page) and the webhook Discord described is shown.
 */
export function useAddWebhookForm() {
  const apiBase = useSettingsStore(settingsSelectors.info)?.apiBase
  const schema = useMemo(() => addWebhookSchema(apiBase), [apiBase])
  const form = useForm<AddWebhookValues>({
    resolver: zodResolver(schema),
    defaultValues: { url: '', label: '' },
    mode: 'onChange',
  })
  const add = useWebhooksStore((state) => state.add)
  const [added, setAdded] = useState<Added>()
  const [error, setError] = useState<RpcErrorData>()

  // The URL is sealed in the vault: without an open one, the user creates or unlocks it right here first.
  const vault = useVaultFirst('saveWebhook')
  const save = async ({ url, label }: AddWebhookValues) => {
    setError(undefined)
    setAdded(undefined)
    const outcome = await add(url.trim(), label.trim())
    if (outcome.ok) {
      form.reset()
      setAdded(outcome.value)
    } else if (!applyIssues(outcome.error, form.setError, { url: 'url', label: 'label' })) {
      setError(outcome.error)
    }
  }
  const onSubmit = form.handleSubmit((values) => vault.run(() => drop(save(values))))

  return {
    form,
    onSubmit,
    vaultDialog: vault.dialog,
    added,
    error,
    dismiss: () => setError(undefined),
    clearAdded: () => setAdded(undefined),
  }
}
