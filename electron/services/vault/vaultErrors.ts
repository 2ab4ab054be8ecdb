import { RpcError } from '@shared/rpc/errors'

/** Thrown by anything that needs a secret while the vault is locked or not set up yet. */
export class VaultLockedError extends RpcError {
  constructor(
    message = 'The vault is locked. Unlock it with your passphrase to use saved webhooks and bot tokens.',
  ) {
    super({ kind: 'vaultLocked', message })
    this.name = 'VaultLockedError'
  }
}

export function vaultNotSetUp(): VaultLockedError {
  return new VaultLockedError(
    'The vault is not set up yet. Choose a passphrase (or use the system keychain) before saving webhooks or bot tokens.',
  )
}

export function wrongPassphrase(): RpcError {
  return new RpcError({
    kind: 'invalidInput',
    message: 'That passphrase is not correct. Nothing was changed.',
    issues: [{ path: 'passphrase', message: 'Wrong passphrase.' }],
  })
}
