import { useEffect, useRef } from 'react'
import type { MessageKey } from '@shared/i18n'
import { Dialog } from '../../components/Dialog'
import { useT } from '../../i18n/store'
import { useVaultStatus } from './VaultGate'
import { CreateVaultContent } from './CreateVault'
import { UnlockVaultContent } from './UnlockVault'

/** What the vault is needed for: each language says the dialog's sentence for it whole. */
export type VaultPurpose = 'send' | 'saveWebhook' | 'saveBotToken' | 'restore'

const ledes: Record<'create' | 'unlock', Record<VaultPurpose, MessageKey>> = {
  create: {
    send: 'page.vaultDialog.create.send',
    saveWebhook: 'page.vaultDialog.create.saveWebhook',
    saveBotToken: 'page.vaultDialog.create.saveBotToken',
    restore: 'page.vaultDialog.create.restore',
  },
  unlock: {
    send: 'page.vaultDialog.unlock.send',
    saveWebhook: 'page.vaultDialog.unlock.saveWebhook',
    saveBotToken: 'page.vaultDialog.unlock.saveBotToken',
    restore: 'page.vaultDialog.unlock.restore',
  },
}

type Props = {
  purpose: VaultPurpose
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
      <p className="card__lede">{t(ledes[missing ? 'create' : 'unlock'][purpose])}</p>
      {missing ? <CreateVaultContent status={status} /> : <UnlockVaultContent status={status} />}
    </Dialog>
  )
}
