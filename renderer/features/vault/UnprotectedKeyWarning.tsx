import { useState } from 'react'
import type { VaultStatusView } from '@shared/rpc/areas/vault'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { UsePassphraseDialog } from './UsePassphraseDialog'

/**
 * Electron on Linux without a keyring service (safeStorage backend basic_text): the key is stored with
 * a fixed, well-known password, so the vault is not really protected. Say so where secrets are used, and
 * offer a passphrase.
 */
export function UnprotectedKeyWarning({ status }: { status: VaultStatusView }) {
  const [open, setOpen] = useState(false)
  if (status.wrapper !== 'safeStorage' || status.protected) return null
  return (
    <>
      <Notice
        tone="warning"
        title="Saved secrets are not protected on this computer"
        actions={
          status.state === 'unlocked' && <Button onClick={() => setOpen(true)}>Use a passphrase</Button>
        }
      >
        <p className="notice__text">
          The system keychain here uses the <code>{status.backend ?? 'basic_text'}</code> backend, which does
          not encrypt the vault key. Anyone who can read your files can read your webhook URLs and bot tokens.
        </p>
      </Notice>
      {open && <UsePassphraseDialog onClose={() => setOpen(false)} />}
    </>
  )
}
