import crypto from 'node:crypto'
import type { Said } from '@shared/rpc/errors'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import { createLogger, forgetSecret, registerSecret } from '../log'
import type { BackingFactory, JsonStore } from '../stores/jsonStore'
import type { RecoveryLog } from '../stores/recoveryLog'
import type { KeyWrapper, SafeStorageKeyWrapperLike, UnwrappedKey, WrapperKind } from './keyWrapper'
import { KeyWrapperError, WrongPassphraseError } from './keyWrapper'
import type { ScryptCost } from './passphraseKeyWrapper'
import { PassphraseKeyWrapper } from './passphraseKeyWrapper'
import type { SealedSecret, SecretRef } from './sealedSecret'
import { DATA_KEY_BYTES, aadOf, openWithKey, sealWithKey } from './sealedSecret'
import type { VaultFile } from './vaultFile'
import { openVaultFile } from './vaultFile'
import { VaultLockedError, vaultNotSetUp, wrongPassphrase } from './vaultErrors'

export type VaultState = 'uninitialised' | 'locked' | 'unlocked'

export type VaultStatus = {
  state: VaultState
  /** How the data key is wrapped; null before set-up. */
  wrapper: WrapperKind | null
  /** False when the key is wrapped by safeStorage on Linux basic_text: the page warns and offers a passphrase. */
  protected: boolean
  /** The Linux keyring backend safeStorage uses (or recorded at set-up); null elsewhere. */
  backend: string | null
  /** Whether this shell offers safeStorage at all (Electron only). */
  safeStorageAvailable: boolean
}

export type VaultProtection = { kind: 'passphrase'; passphrase: string } | { kind: 'safeStorage' }

export type SecretVaultDeps = {
  dataDir: string
  recovery: RecoveryLog
  /** Only in the Electron shell. */
  safeStorage?: SafeStorageKeyWrapperLike
  /** scrypt cost of new wraps; tests pass a low N. Existing wraps open with their stored cost. */
  scryptCost?: ScryptCost
  backing?: BackingFactory
  clock?: () => Date
}

const log = createLogger('services/vault')

/**
 * Envelope encryption for every secret Herald keeps: one random 32-byte data key seals each secret with
 * AES-256-GCM; the data key itself is stored only wrapped (passphrase or safeStorage) in vault.json.
 * Changing the protection rewraps the data key alone, in one atomic write, so sealed records never move.
 */
export class SecretVault {
  private readonly file: JsonStore<VaultFile>
  private dataKey: Buffer | undefined
  /** The passphrase registered with the log redactor (the one that opens the vault now). */
  private passphrase: string | undefined
  private queue: Promise<unknown> = Promise.resolve()
  private readonly listeners = new Set<(status: VaultStatus) => void>()

  constructor(private readonly deps: SecretVaultDeps) {
    this.file = openVaultFile({
      dir: deps.dataDir,
      recovery: deps.recovery,
      backing: deps.backing,
      clock: deps.clock,
    })
  }

  get state(): VaultState {
    if (this.dataKey) return 'unlocked'
    return this.file.read().wrapped ? 'locked' : 'uninitialised'
  }

  async status(): Promise<VaultStatus> {
    const wrapped = this.file.read().wrapped
    const safe = this.deps.safeStorage ? await this.deps.safeStorage.status() : undefined
    const recordedBackend =
      wrapped?.kind === 'safeStorage' && typeof wrapped.params.backend === 'string'
        ? wrapped.params.backend
        : null
    return {
      state: this.state,
      wrapper: wrapped?.kind ?? null,
      protected: wrapped?.kind === 'safeStorage' ? (safe?.protected ?? false) : wrapped !== null,
      backend: recordedBackend ?? safe?.backend ?? null,
      safeStorageAvailable: safe?.available ?? false,
    }
  }

  /** Sets the vault up with a new random data key. Refused when one exists (it would orphan secrets). */
  create(protection: VaultProtection): Promise<VaultStatus> {
    return this.serial(async () => {
      if (this.file.read().wrapped) {
        throw rpcError(
          'conflict',
          said(
            'service.vault.alreadySetUp',
            'The vault is already set up. Unlock it, or change its passphrase.',
          ),
        )
      }
      const dataKey = crypto.randomBytes(DATA_KEY_BYTES)
      const wrapped = await this.wrapperFor(protection).wrap(dataKey)
      const now = this.now()
      this.file.update((file) => ({ ...file, wrapped, createdAt: now, updatedAt: now }))
      this.dataKey = dataKey
      this.usePassphraseSecret(protection)
      log.info(`vault created (${protection.kind})`)
      return this.changed()
    })
  }

  /** Opens the data key. A passphrase vault needs the passphrase; a safeStorage vault needs nothing. */
  unlock(passphrase?: string): Promise<VaultStatus> {
    return this.serial(async () => {
      const wrapped = this.file.read().wrapped
      if (!wrapped) throw vaultNotSetUp()
      if (this.dataKey) return this.status()
      const given = wrapped.kind === 'passphrase' ? requirePassphrase(passphrase) : undefined
      const unwrapped = await this.unwrap(given)
      this.dataKey = unwrapped.dataKey
      if (given !== undefined) this.usePassphraseSecret({ kind: 'passphrase', passphrase: given })
      if (unwrapped.stale && wrapped.kind === 'safeStorage') {
        // The keychain rotated its own key: wrap ours again so the next start does not depend on the old one.
        await this.rewrap(unwrapped.dataKey, { kind: 'safeStorage' })
        log.info('vault key rewrapped after a keychain key rotation')
      }
      return this.changed()
    })
  }

  /** Like unlock, but sets the vault up with that passphrase when there is none (HERALD_PASSPHRASE). */
  async unlockOrCreate(passphrase: string): Promise<VaultStatus> {
    if (this.state === 'uninitialised') return this.create({ kind: 'passphrase', passphrase })
    return this.unlock(passphrase)
  }

  lock(): Promise<VaultStatus> {
    return this.serial(async () => {
      this.dataKey?.fill(0)
      this.dataKey = undefined
      return this.changed()
    })
  }

  /** Rewraps the data key under a new passphrase after checking the current one. Secrets stay as they are. */
  changePassphrase(current: string, next: string): Promise<VaultStatus> {
    return this.serial(async () => {
      const wrapped = this.file.read().wrapped
      if (!wrapped) throw vaultNotSetUp()
      if (wrapped.kind !== 'passphrase') {
        throw rpcError(
          'conflict',
          said(
            'service.vault.keychainNotPassphrase',
            'The vault is protected by the system keychain, not a passphrase.',
          ),
        )
      }
      const nextPassphrase = requirePassphrase(next, 'newPassphrase')
      const { dataKey } = await this.unwrap(requirePassphrase(current))
      await this.rewrap(dataKey, { kind: 'passphrase', passphrase: nextPassphrase })
      this.dataKey = dataKey
      log.info('vault passphrase changed')
      return this.changed()
    })
  }

  /** Moves the data key's protection to safeStorage (Electron). The vault must be unlocked. */
  useSafeStorage(): Promise<VaultStatus> {
    return this.serial(async () => {
      await this.rewrap(this.requireKey(), { kind: 'safeStorage' })
      log.info('vault now protected by safeStorage')
      return this.changed()
    })
  }

  /**
   * Moves the data key's protection from the keychain to a passphrase (e.g. on Linux basic_text). The
   * vault must be unlocked. A passphrase vault is refused: replacing its passphrase takes the current
   * one (changePassphrase), or an unlocked page could lock the owner out.
   */
  usePassphrase(passphrase: string): Promise<VaultStatus> {
    return this.serial(async () => {
      if (this.file.read().wrapped?.kind === 'passphrase') {
        throw rpcError(
          'conflict',
          said(
            'service.vault.alreadyPassphrase',
            'The vault is already protected by a passphrase. To change it, give the current passphrase (Change passphrase).',
          ),
        )
      }
      const next = requirePassphrase(passphrase, 'newPassphrase')
      await this.rewrap(this.requireKey(), { kind: 'passphrase', passphrase: next })
      log.info('vault now protected by a passphrase')
      return this.changed()
    })
  }

  /** Throws vaultLocked (with what to do) unless secrets can be sealed and opened now. */
  assertUnlocked(): void {
    this.requireKey()
  }

  /** Seals one secret for one record field. */
  seal(ref: SecretRef, plaintext: string): SealedSecret {
    return sealWithKey(this.requireKey(), aadOf(ref), Buffer.from(plaintext, 'utf8'))
  }

  /** Opens one sealed secret and registers it with the log redactor. */
  open(ref: SecretRef, sealed: SealedSecret): string {
    let plaintext: string
    try {
      plaintext = openWithKey(this.requireKey(), aadOf(ref), sealed).toString('utf8')
    } catch (error) {
      if (error instanceof RpcError) throw error
      throw rpcError(
        'internal',
        ref.type === 'webhook'
          ? said(
              'service.vault.secretDamaged.webhook',
              'The saved secret for this webhook cannot be read (damaged or from another vault).',
            )
          : said(
              'service.vault.secretDamaged.other',
              `The saved secret for this ${ref.type} cannot be read (damaged or from another vault).`,
              { type: ref.type },
            ),
      )
    }
    registerSecret(plaintext)
    return plaintext
  }

  onDidChange(listener: (status: VaultStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  dispose(): void {
    this.dataKey?.fill(0)
    this.dataKey = undefined
    this.listeners.clear()
  }

  private requireKey(): Buffer {
    if (this.dataKey) return this.dataKey
    throw this.state === 'uninitialised' ? vaultNotSetUp() : new VaultLockedError()
  }

  private async unwrap(passphrase: string | undefined): Promise<UnwrappedKey> {
    const wrapped = this.file.read().wrapped
    if (!wrapped) throw vaultNotSetUp()
    const wrapper =
      wrapped.kind === 'passphrase'
        ? this.wrapperFor({ kind: 'passphrase', passphrase: passphrase ?? '' })
        : this.wrapperFor({ kind: 'safeStorage' })
    try {
      return await wrapper.unwrap(wrapped)
    } catch (error) {
      if (error instanceof WrongPassphraseError) throw wrongPassphrase()
      if (error instanceof KeyWrapperError) throw rpcError('conflict', error.said)
      throw error
    }
  }

  /** Wraps first, writes once: a failure before the write leaves vault.json as it was. */
  private async rewrap(dataKey: Buffer, protection: VaultProtection): Promise<void> {
    const wrapped = await this.wrapperFor(protection).wrap(dataKey)
    this.file.update((file) => ({ ...file, wrapped, updatedAt: this.now() }))
    this.usePassphraseSecret(protection)
  }

  /**
   * The log masks the one passphrase that opens the vault now: registered only once it has worked (a
   * wrong try is not a secret, and registering each would grow the set and mask ordinary words), and
   * the previous one dropped when it changes or the keychain takes over.
   */
  private usePassphraseSecret(protection: VaultProtection): void {
    const next = protection.kind === 'passphrase' ? protection.passphrase : undefined
    if (this.passphrase !== undefined && this.passphrase !== next) forgetSecret(this.passphrase)
    if (next !== undefined) registerSecret(next)
    this.passphrase = next
  }

  private wrapperFor(protection: VaultProtection): KeyWrapper {
    if (protection.kind === 'safeStorage') {
      if (!this.deps.safeStorage) {
        throw rpcError(
          'conflict',
          said(
            'service.vault.keychainDesktopOnly',
            'The system keychain is only available in the Herald desktop app. Use a passphrase.',
          ),
        )
      }
      return this.deps.safeStorage
    }
    try {
      return new PassphraseKeyWrapper(protection.passphrase, this.deps.scryptCost)
    } catch (error) {
      if (error instanceof KeyWrapperError) throw passphraseIssue(error.said)
      throw error
    }
  }

  private async changed(): Promise<VaultStatus> {
    const status = await this.status()
    for (const listener of this.listeners) listener(status)
    return status
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString()
  }

  /** One vault operation at a time: two rewraps must not interleave their reads and writes. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }
}

function requirePassphrase(passphrase: string | undefined, field = 'passphrase'): string {
  if (!passphrase)
    throw passphraseIssue(said('service.vault.enterPassphrase', 'Enter the passphrase.'), field)
  return passphrase
}

function passphraseIssue(sentence: Said | string, field = 'passphrase'): RpcError {
  const text = typeof sentence === 'string' ? { message: sentence } : sentence
  return new RpcError({ kind: 'invalidInput', ...text, issues: [{ path: field, ...text }] })
}
