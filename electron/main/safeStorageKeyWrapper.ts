import { safeStorage } from 'electron'
import { z } from 'zod'
import { said } from '@shared/rpc/errors'
import type {
  SafeStorageKeyWrapperLike,
  SafeStorageStatus,
  UnwrappedKey,
  WrappedKey,
} from '@services/vault/keyWrapper'
import { KeyWrapperError } from '@services/vault/keyWrapper'

/** The subset of Electron's safeStorage this wrapper uses (the async API; the sync one is deprecated in 45). */
export type SafeStorageApi = Pick<
  typeof safeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>

const paramsSchema = z.object({
  /** Linux keyring backend at wrap time; null on macOS and Windows. */
  backend: z.string().nullable(),
  ciphertext: z.base64(),
})

/**
 * Wraps Herald's data key with Electron safeStorage (Keychain, DPAPI, libsecret/kwallet). Records the
 * Linux backend: on `basic_text` the key is only obscured (hardcoded password), so status() says it is not
 * protected and the page offers a passphrase; if the backend differs from the recorded one, unwrapping is
 * refused rather than risking a key that silently fails (the way Signal Desktop handles it).
 * Only call after the app's `ready` event.
 */
export class SafeStorageKeyWrapper implements SafeStorageKeyWrapperLike {
  readonly kind = 'safeStorage' as const

  constructor(
    private readonly api: SafeStorageApi = safeStorage,
    private readonly platform: NodeJS.Platform = process.platform,
  ) {}

  async status(): Promise<SafeStorageStatus> {
    const available = await this.api.isAsyncEncryptionAvailable()
    const backend = this.backend()
    return { available, protected: available && backend !== 'basic_text', backend }
  }

  async wrap(dataKey: Buffer): Promise<WrappedKey> {
    if (!(await this.api.isAsyncEncryptionAvailable())) {
      throw new KeyWrapperError(
        said(
          'page.vault.keychainMissing',
          'The system keychain is not available. Protect the vault with a passphrase instead.',
        ),
      )
    }
    const ciphertext = await this.api.encryptStringAsync(dataKey.toString('base64'))
    return {
      kind: 'safeStorage',
      params: { backend: this.backend(), ciphertext: ciphertext.toString('base64') },
    }
  }

  async unwrap(wrapped: WrappedKey): Promise<UnwrappedKey> {
    const parsed = paramsSchema.safeParse(wrapped.params)
    if (wrapped.kind !== 'safeStorage' || !parsed.success) {
      throw new KeyWrapperError(
        said('page.vault.notKeychainKey', 'The vault file does not hold a keychain-protected key.'),
      )
    }
    const now = this.backend()
    if (parsed.data.backend !== now) {
      const was = parsed.data.backend ?? 'default'
      const current = now ?? 'default'
      throw new KeyWrapperError(
        said(
          'page.vault.keychainChanged',
          `The vault key was protected by the "${was}" keychain, but Herald now runs with "${current}". Start Herald with the same keychain (for example --password-store=…) to unlock it.`,
          { was, now: current },
        ),
      )
    }
    if (!(await this.api.isAsyncEncryptionAvailable())) {
      throw new KeyWrapperError(
        said(
          'page.vault.keychainAway',
          'The system keychain is not available right now, so the vault cannot be unlocked.',
        ),
      )
    }
    try {
      const { result, shouldReEncrypt } = await this.api.decryptStringAsync(
        Buffer.from(parsed.data.ciphertext, 'base64'),
      )
      const key = Buffer.from(result, 'base64')
      if (key.length !== 32) throw new Error('unexpected key length')
      return { dataKey: key, stale: shouldReEncrypt }
    } catch {
      throw new KeyWrapperError(
        said(
          'page.vault.keychainRefused',
          'The system keychain could not open the vault key (the keychain entry may have changed).',
        ),
      )
    }
  }

  private backend(): string | null {
    return this.platform === 'linux' ? this.api.getSelectedStorageBackend() : null
  }
}
