import { Suspense, lazy, useState } from 'react'
import { useT } from '../../i18n/store'
import { useSendsStore } from '../../store/sends/store'
import { sendsSelectors } from '../../store/sends/selectors'
import { useVaultStatus } from '../vault/useVaultStatus'
import { SendError } from './SendError'

// The vault's forms (and react-hook-form) load only when a send finds the vault locked (issue 23).
const VaultGate = lazy(async () => ({ default: (await import('../vault')).VaultGate }))
const VaultDialog = lazy(async () => ({ default: (await import('../vault')).VaultDialog }))

type Props = {
  draftId: string
  index: number
  /**
   * The vault was unlocked here: the send that failed goes on. The user confirmed it already (an edit's
   * review, a second copy), so it is not asked again.
   */
  onUnlocked(): void
}

/**
 * Under Send: why the last send of this draft failed. A locked vault is unlocked right here, in a dialog
 * over the draft, and the send goes on; closed, the dialog leaves the unlock form under the error.
 */
export function SendOutcome({ draftId, index, onUnlocked }: Props) {
  const t = useT()
  const outcome = useSendsStore(sendsSelectors.outcome)
  const dismiss = useSendsStore((state) => state.dismiss)
  const vault = useVaultStatus()
  // The failure whose dialog the user closed: it does not open again for that one.
  const [declined, setDeclined] = useState<unknown>()
  if (outcome.phase !== 'failed' || outcome.draftId !== draftId) return null
  const locked = outcome.error.kind === 'vaultLocked'
  return (
    <>
      <SendError error={outcome.error} index={index} onDismiss={dismiss} />
      <Suspense
        fallback={
          <p className="loading" role="status">
            {t('composer.loadingVault')}
          </p>
        }
      >
        {locked && declined === outcome && vault?.state !== 'unlocked' && <VaultGate />}
        {/* Mounted until the vault opens: the dialog itself then calls onOpen. */}
        {locked && declined !== outcome && (
          <VaultDialog
            purpose="send"
            onOpen={() => {
              dismiss()
              onUnlocked()
            }}
            onClose={() => setDeclined(outcome)}
          />
        )}
      </Suspense>
    </>
  )
}
