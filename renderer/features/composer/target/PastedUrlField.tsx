import { useEffect } from 'react'
import { parseWebhookUrl } from '@shared/discord/urls'
import { Field } from '@renderer/components/Field'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { usePastedUrlStore } from './pastedUrlStore'
import { problemText } from '@renderer/i18n/problemText'
import { useT } from '@renderer/i18n/store'
import { useTargetSettings } from './targetSettings'
import { useVaultState } from './useVaultOpen'

const vaultRemedy = {
  missing: 'create the vault (Webhooks screen) to keep it with the draft',
  locked: 'unlock the vault to keep it with the draft',
  unknown: 'open the vault to keep it with the draft',
  open: 'it is being sealed',
} as const

/**
 * "Webhook URL": the pasted URL, sealed in the vault once it looks complete, else kept in memory.
 * `locked` while the draft edits a sent message: the edit goes through the webhook that sent it, so
 * another URL here would only make the card say something the PATCH does not do.
 */
export function PastedUrlField({ id, locked = false }: { id: string; locked?: boolean }) {
  const draftId = useDraftsStore((state) => state.draft?.id)
  const target = useDraftsStore(draftsSelectors.target)
  const apiBase = useTargetSettings((state) => state.apiBase)
  const t = useT()
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
    `An edit goes through the webhook that sent the message: it cannot change${target?.kind === 'sealed' ? ` (${target.maskedUrl})` : ''}.`
  ) : text.trim() === '' ? (
    target?.kind === 'sealed' ? (
      `Sending to the sealed URL ${target.maskedUrl}. Paste another URL to replace it.`
    ) : (
      'Copy it from Discord: Edit Channel › Integrations › Webhooks › Copy Webhook URL.'
    )
  ) : phase === 'kept' ? (
    <span className="target-kept">The URL is kept only until you close Herald; {vaultRemedy[vault]}.</span>
  ) : phase === 'sealing' ? (
    'Sealing the URL in the vault…'
  ) : phase === 'sealed' ? (
    'Sealed in the vault: the draft keeps only a reference to it.'
  ) : undefined

  return (
    <Field id={id} label="Webhook URL" error={shown} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={phase === 'kept' ? 'input input--mono target-url--kept' : 'input input--mono'}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="Paste it from Discord: …/webhooks/<id>/<token>"
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
