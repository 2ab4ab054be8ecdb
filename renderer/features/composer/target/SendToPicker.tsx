import { useMemo } from 'react'
import type { FieldControl } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { isUsable, optionGroups, webhooksSelectors } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { locateWebhook } from './locate'
import { usePastedUrlStore } from './pastedUrlStore'
import { useTargetSettings } from './targetSettings'
import { useVaultOpen } from './useVaultOpen'

const PASTE = ''

/**
 * "Send to": saved webhooks grouped by server and channel, or a pasted URL. The choice is the draft's
 * target, by webhook id; a webhook that left the library stays selected (and named as gone), so the
 * control never shows another target than the one Send would use. While the draft edits a sent message it
 * is read-only: an edit can only go through the webhook that sent the message.
 */
export function SendToPicker({ control, locked }: { control: FieldControl; locked: boolean }) {
  const t = useT()
  const target = useDraftsStore(draftsSelectors.target)
  const draftId = useDraftsStore((state) => state.draft?.id)
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const status = useWebhooksStore(webhooksSelectors.status)
  const groups = useMemo(() => optionGroups(servers, t), [servers, t])
  const vaultOpen = useVaultOpen()
  const apiBase = useTargetSettings((state) => state.apiBase)
  const value = target?.kind === 'saved' ? target.webhookId : PASTE
  const missing = target?.kind === 'saved' && !locateWebhook(servers, target.webhookId)

  function choose(next: string) {
    if (next !== PASTE) return draftActions.setTarget({ kind: 'saved', webhookId: next })
    draftActions.setTarget(undefined)
    // Back to the URL box: the URL typed there before (this session) is sealed again for this draft.
    const pasted = usePastedUrlStore.getState()
    if (draftId && apiBase && pasted.draftId === draftId && pasted.text.trim() !== '') {
      pasted.paste(draftId, pasted.text, { apiBase, vaultOpen })
    }
  }

  return (
    <select
      {...control}
      className="input"
      value={value}
      disabled={locked}
      onChange={(event) => choose(event.target.value)}
    >
      <option value={PASTE}>{t('composer.target.picker.paste')}</option>
      {missing && (
        <option value={value}>
          {status === 'ready'
            ? t('composer.target.picker.removed', { id: value })
            : t('composer.target.picker.loading', { id: value })}
        </option>
      )}
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.webhooks.map((webhook) => (
            <option key={webhook.id} value={webhook.id} disabled={!isUsable(webhook) && webhook.id !== value}>
              {webhook.label} · {webhook.maskedUrl}
              {isUsable(webhook)
                ? ''
                : ` ${t(webhook.health.state === 'revoked' ? 'webhooks.option.revoked' : 'webhooks.option.invalid')}`}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  )
}
