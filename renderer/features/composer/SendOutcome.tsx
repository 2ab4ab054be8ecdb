import { useSendsStore } from '../../store/sends/store'
import { sendsSelectors } from '../../store/sends/selectors'
import { VaultGate, useVaultStatus } from '../vault'
import { SendError } from './SendError'

/**
 * Under Send: why the last send of this draft failed. A locked vault is unlocked right here, so the user
 * can send again without leaving what they typed.
 */
export function SendOutcome({ draftId, index }: { draftId: string; index: number }) {
  const outcome = useSendsStore(sendsSelectors.outcome)
  const dismiss = useSendsStore((state) => state.dismiss)
  const vault = useVaultStatus()
  if (outcome.phase !== 'failed' || outcome.draftId !== draftId) return null
  return (
    <>
      <SendError error={outcome.error} index={index} onDismiss={dismiss} />
      {outcome.error.kind === 'vaultLocked' && vault?.state !== 'unlocked' && <VaultGate />}
    </>
  )
}
