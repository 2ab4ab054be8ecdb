import { useEffect } from 'react'
import { parseWebhookUrl } from '@shared/discord/urls'
import type { MessageKey } from '@shared/i18n'
import { Field } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { usePastedUrlStore } from './pastedUrlStore'
import { problemText } from '@renderer/i18n/problemText'
import { useTargetSettings } from './targetSettings'
import { useVaultState } from './useVaultOpen'

const vaultRemedy: Record<'missing' | 'locked' | 'unknown' | 'open', MessageKey> = {
  missing: 'composer.target.url.keptMissing',
  locked: 'composer.target.url.keptLocked',
  unknown: 'composer.target.url.keptUnknown',
  open: 'composer.target.url.keptOpen',
}

/**
 * "Webhook URL": the pasted URL, sealed in the vault once it looks complete, else kept in memory.
 * `locked` while the draft edits a sent message: the edit goes through the webhook that sent it, so
 * another URL here would only make the card say something the PATCH does not do.
 */
export function PastedUrlField({ id, locked = false }: { id: string; locked?: boolean }) {
  const t = useT()
  const draftId = useDraftsStore((state) => state.draft?.id)
  const target = useDraftsStore(draftsSelectors.target)
  const apiBase = useTargetSettings((state) => state.apiBase)
  const vault = useVaultState()
  const { draftId: owner, text: stored, phase, error, paste } = usePastedUrlStore()
  const text = owner === draftId ? stored : ''

  // The vault opened while a URL was kept in memory only: seal it now.
  useEffect(() => {
    if (vault === 'open' && phase === 'kept' && draftId && apiBase && owner === draftId) {
      paste(draftId, stored, { apiBase, vaultOpen: true })
    }
  }, [vault, phase, draftId, apiBase, owner, stored, paste])

  const parsed = text.trim() && apiBase ? parseWebhookUrl(text, { apiBase }) : undefined
  const invalid = parsed && !parsed.ok ? problemText(t, parsed) : undefined
  const shown = phase === 'failed' ? error : invalid
  const hint = locked ? (
    target?.kind === 'sealed' ? (
      t('composer.target.url.lockedSealed', { url: target.maskedUrl })
    ) : (
      t('composer.target.editLocked')
    )
  ) : text.trim() === '' ? (
    target?.kind === 'sealed' ? (
      t('composer.target.url.sealedHint', { url: target.maskedUrl })
    ) : (
      t('composer.target.url.hint')
    )
  ) : phase === 'kept' ? (
    <span className="target-kept">{t(vaultRemedy[vault])}</span>
  ) : phase === 'sealing' ? (
    t('composer.target.url.sealing')
  ) : phase === 'sealed' ? (
    t('composer.target.url.sealed')
  ) : undefined

  return (
    <Field id={id} label={t('composer.target.url.label')} error={shown} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={phase === 'kept' ? 'input input--mono target-url--kept' : 'input input--mono'}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('composer.target.url.placeholder')}
          value={text}
          disabled={!draftId || !apiBase}
          readOnly={locked}
          onChange={(event) => {
            if (draftId && apiBase && !locked)
              paste(draftId, event.target.value, { apiBase, vaultOpen: vault === 'open' })
          }}
        />
      )}
    </Field>
  )
}
