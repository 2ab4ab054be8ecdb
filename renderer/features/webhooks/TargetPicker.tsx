import { useEffect, useMemo } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { describedBy } from '../../components/Field'
import { useT } from '../../i18n/store'
import { optionGroups, webhooksSelectors } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import { WebhookOptions } from './WebhookOptions'

type TargetPickerProps = {
  registration: UseFormRegisterReturn
  error?: string | undefined
  disabled?: boolean
}

/**
 * Where the composer sends: a saved webhook (grouped by server and channel, labelled, masked URL) or a
 * pasted URL. Revoked and broken webhooks are listed but cannot be chosen.
 */
export function TargetPicker({ registration, error, disabled }: TargetPickerProps) {
  const start = useWebhooksStore((state) => state.start)
  useEffect(() => start(), [start])
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const t = useT()
  const groups = useMemo(() => optionGroups(servers, t), [servers, t])
  return (
    <select
      {...registration}
      {...describedBy('composer-target', error, true)}
      className="input"
      disabled={disabled}
    >
      <option value="">{t('webhooks.target.paste')}</option>
      <WebhookOptions groups={groups} />
    </select>
  )
}
