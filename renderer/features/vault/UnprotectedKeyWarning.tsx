import { useState } from 'react'
import type { VaultStatusView } from '@shared/rpc/areas/vault'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { useT } from '../../i18n/store'
import { UsePassphraseDialog } from './UsePassphraseDialog'

/**
 * Electron on Linux without a keyring service (safeStorage backend basic_text): the key is stored with
 * a fixed, well-known password, so the vault is not really protected. Say so where secrets are used, and
 * offer a passphrase.
 */
export function UnprotectedKeyWarning({ status }: { status: VaultStatusView }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  if (status.wrapper !== 'safeStorage' || status.protected) return null
  return (
    <>
      <Notice
        tone="warning"
        title={t('vault.unprotected.title')}
        actions={
          status.state === 'unlocked' && (
            <Button onClick={() => setOpen(true)}>{t('vault.unprotected.usePassphrase')}</Button>
          )
        }
      >
        <p className="notice__text">
          {t('vault.unprotected.before')} <code>{status.backend ?? 'basic_text'}</code>{' '}
          {t('vault.unprotected.after')}
        </p>
      </Notice>
      {open && <UsePassphraseDialog onClose={() => setOpen(false)} />}
    </>
  )
}
