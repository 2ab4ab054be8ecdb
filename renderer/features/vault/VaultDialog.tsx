import { useEffect, useRef } from 'react'
import { Dialog } from '../../components/Dialog'
import { useT } from '../../i18n/store'
import { useVaultStatus } from './VaultGate'
import { CreateVaultContent } from './CreateVault'
import { UnlockVaultContent } from './UnlockVault'

type Props = {
  /** What the vault is needed for, completing "Herald needs the vault …" ("to add this webhook"). */
  purpose: string
  /** The vault is open now: the caller goes on with what the user asked for. */
  onOpen(): void
  onClose(): void
}

/**
 * Creates or unlocks the vault where the user is, over what they were doing (nothing they typed is
 * touched), and hands back as soon as the vault is open.
 */
export function VaultDialog({ purpose, onOpen, onClose }: Props) {
  const t = useT()
  const status = useVaultStatus()
  const openRef = useRef(onOpen)
  useEffect(() => {
    openRef.current = onOpen
  })
  const state = status?.state
  useEffect(() => {
    if (state === 'unlocked') openRef.current()
  }, [state])
  if (!status || status.state === 'unlocked') return null
  const missing = status.state === 'uninitialised'
  return (
    <Dialog title={missing ? t('vault.dialog.create') : t('vault.dialog.unlock')} onClose={onClose}>
      <p className="card__lede">
        {missing ? t('vault.dialog.create.lede', { purpose }) : t('vault.dialog.unlock.lede', { purpose })}
      </p>
      {missing ? <CreateVaultContent status={status} /> : <UnlockVaultContent status={status} />}
    </Dialog>
  )
}
