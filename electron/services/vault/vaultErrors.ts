import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'

/** Thrown by anything that needs a secret while the vault is locked or not set up yet. */
export class VaultLockedError extends RpcError {
  constructor(
    sentence: Said = said(
      'service.vault.locked',
      'The vault is locked. Unlock it with your passphrase to use saved webhooks and bot tokens.',
    ),
  ) {
    super({ kind: 'vaultLocked', ...sentence })
    this.name = 'VaultLockedError'
  }
}

export function vaultNotSetUp(): VaultLockedError {
  return new VaultLockedError(
    said(
      'service.vault.notSetUp',
      'The vault is not set up yet. Choose a passphrase (or use the system keychain) before saving webhooks or bot tokens.',
    ),
  )
}

export function wrongPassphrase(): RpcError {
  return new RpcError({
    kind: 'invalidInput',
    ...said('service.vault.wrongPassphrase', 'That passphrase is not correct. Nothing was changed.'),
    issues: [{ path: 'passphrase', ...said('service.vault.wrongPassphrase.field', 'Wrong passphrase.') }],
  })
}
