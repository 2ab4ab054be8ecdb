import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RpcError } from '@shared/rpc/errors'
import type { SafeStorageKeyWrapperLike, UnwrappedKey, WrappedKey } from '@services/vault/keyWrapper'
import { PassphraseKeyWrapper } from '@services/vault/passphraseKeyWrapper'
import { SecretVault } from '@services/vault/secretVault'
import { RecoveryLog } from '@services/stores/recoveryLog'

const FAST = { N: 2 ** 10, r: 8, p: 1 }
const ref = { type: 'webhook', id: '123456789012345678', field: 'token' }

function setup(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-vault-')),
  safeStorage?: SafeStorageKeyWrapperLike,
) {
  const vault = new SecretVault({ dataDir, recovery: new RecoveryLog(), scryptCost: FAST, safeStorage })
  return { vault, dataDir, file: path.join(dataDir, 'vault.json') }
}

async function rejection(promise: Promise<unknown>): Promise<RpcError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof RpcError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

/** A fake safeStorage: XORs with a fixed byte, and reports the backend it was given. */
function fakeSafeStorage(
  backend: string | null,
  protectedKey = true,
): SafeStorageKeyWrapperLike & { backend: string | null; stale: boolean; wraps: number } {
  return {
    kind: 'safeStorage',
    backend,
    stale: false,
    wraps: 0,
    async status() {
      return {
        available: true,
        protected: protectedKey && this.backend !== 'basic_text',
        backend: this.backend,
      }
    },
    async wrap(dataKey: Buffer): Promise<WrappedKey> {
      this.wraps++
      return {
        kind: 'safeStorage',
        params: {
          backend: this.backend,
          ciphertext: Buffer.from(dataKey.map((b) => b ^ 0x5a)).toString('base64'),
        },
      }
    },
    async unwrap(wrapped: WrappedKey): Promise<UnwrappedKey> {
      if (wrapped.params.backend !== this.backend)
        throw new (await import('@services/vault/keyWrapper')).KeyWrapperError({
          message: 'backend changed',
          phrase: { id: 'page.vault.keychainRefused' },
        })
      const dataKey = Buffer.from(
        Buffer.from(String(wrapped.params.ciphertext), 'base64').map((b) => b ^ 0x5a),
      )
      return { dataKey, stale: this.stale }
    },
  }
}

describe('SecretVault', () => {
  it('goes from uninitialised to unlocked to locked, and seals only when unlocked', async () => {
    const { vault } = setup()
    expect((await vault.status()).state).toBe('uninitialised')
    expect(() => vault.seal(ref, 'x')).toThrow(/not set up/)
    const status = await vault.create({ kind: 'passphrase', passphrase: 'correct horse' })
    expect(status).toMatchObject({ state: 'unlocked', wrapper: 'passphrase', protected: true })
    const sealed = vault.seal(ref, 'secret-token-value')
    expect(vault.open(ref, sealed)).toBe('secret-token-value')
    await vault.lock()
    expect((await vault.status()).state).toBe('locked')
    const locked = (() => {
      try {
        vault.open(ref, sealed)
      } catch (error) {
        return error as RpcError
      }
    })()
    expect(locked?.kind).toBe('vaultLocked')
    expect(locked?.message).toMatch(/Unlock/)
    await vault.unlock('correct horse')
    expect(vault.open(ref, sealed)).toBe('secret-token-value')
  })

  it('writes vault.json with mode 0600 and no key material in the clear', async () => {
    const { vault, file } = setup()
    await vault.create({ kind: 'passphrase', passphrase: 'correct horse' })
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const json = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(json.wrapped.kind).toBe('passphrase')
    expect(json.wrapped.params).toMatchObject({ kdf: 'scrypt', N: FAST.N, r: 8, p: 1 })
  })

  it('binds a sealed secret to its record and field (AAD)', async () => {
    const { vault } = setup()
    await vault.create({ kind: 'passphrase', passphrase: 'correct horse' })
    const sealed = vault.seal(ref, 'value')
    expect(() => vault.open({ ...ref, id: '999999999999999999' }, sealed)).toThrow(/cannot be read/)
    expect(() => vault.open({ ...ref, field: 'url' }, sealed)).toThrow(/cannot be read/)
  })

  it('a wrong passphrase is a clear error and leaves every file byte-identical', async () => {
    const { vault, dataDir, file } = setup()
    await vault.create({ kind: 'passphrase', passphrase: 'correct horse' })
    await vault.lock()
    const before = fs.readFileSync(file)
    const listing = fs.readdirSync(dataDir)
    const error = await rejection(vault.unlock('wrong horse'))
    expect(error.kind).toBe('invalidInput')
    expect(error.message).toMatch(/not correct.*Nothing was changed/)
    expect((await vault.status()).state).toBe('locked')
    const change = await rejection(vault.changePassphrase('wrong horse', 'another passphrase'))
    expect(change.kind).toBe('invalidInput')
    expect(fs.readFileSync(file).equals(before)).toBe(true)
    expect(fs.readdirSync(dataDir)).toEqual(listing)
    // A fresh process with the wrong passphrase: same answer.
    const again = setup(dataDir).vault
    expect((await rejection(again.unlock('wrong horse'))).kind).toBe('invalidInput')
    expect(fs.readFileSync(file).equals(before)).toBe(true)
  })

  it('changePassphrase rewraps only the data key: secrets stay readable with the new passphrase', async () => {
    const { vault, dataDir, file } = setup()
    await vault.create({ kind: 'passphrase', passphrase: 'correct horse' })
    const sealed = vault.seal(ref, 'kept secret')
    const before = JSON.parse(fs.readFileSync(file, 'utf8'))
    await vault.changePassphrase('correct horse', 'battery staple')
    const after = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(after.wrapped.params.salt).not.toBe(before.wrapped.params.salt)
    const reopened = setup(dataDir).vault
    expect((await rejection(reopened.unlock('correct horse'))).kind).toBe('invalidInput')
    await reopened.unlock('battery staple')
    expect(reopened.open(ref, sealed)).toBe('kept secret')
  })

  it('refuses to create a second data key over an existing vault', async () => {
    const { vault } = setup()
    await vault.create({ kind: 'passphrase', passphrase: 'correct horse' })
    expect((await rejection(vault.create({ kind: 'passphrase', passphrase: 'other one!' }))).kind).toBe(
      'conflict',
    )
  })

  it('unlockOrCreate sets up or unlocks with one passphrase (HERALD_PASSPHRASE)', async () => {
    const { vault, dataDir } = setup()
    expect((await vault.unlockOrCreate('from the env')).state).toBe('unlocked')
    const next = setup(dataDir).vault
    expect((await next.unlockOrCreate('from the env')).state).toBe('unlocked')
  })

  it('switches between safeStorage and a passphrase without touching sealed secrets', async () => {
    const safe = fakeSafeStorage('gnome_libsecret')
    const { vault, dataDir } = setup(undefined, safe)
    await vault.create({ kind: 'safeStorage' })
    expect(await vault.status()).toMatchObject({
      wrapper: 'safeStorage',
      protected: true,
      backend: 'gnome_libsecret',
    })
    const sealed = vault.seal(ref, 'keychain secret')
    await vault.usePassphrase('now a passphrase')
    const viaPassphrase = setup(dataDir, safe).vault
    await viaPassphrase.unlock('now a passphrase')
    expect(viaPassphrase.open(ref, sealed)).toBe('keychain secret')
    await viaPassphrase.useSafeStorage()
    const viaKeychain = setup(dataDir, safe).vault
    await viaKeychain.unlock()
    expect(viaKeychain.open(ref, sealed)).toBe('keychain secret')
  })

  // Issue 24, defect 7: usePassphrase re-keyed a passphrase vault without its passphrase, so whoever held
  // the page (unlocked) could lock the owner out. Changing a passphrase takes the current one.
  it('refuses usePassphrase on a passphrase vault: changing it needs the current passphrase', async () => {
    const { vault, dataDir } = setup()
    await vault.create({ kind: 'passphrase', passphrase: 'the owner' })
    const sealed = vault.seal(ref, 'still the owner')
    const refused = await rejection(vault.usePassphrase('an intruder'))
    expect(refused.kind).toBe('conflict')
    expect(refused.message).toMatch(/already protected by a passphrase.*current passphrase/i)
    const reopened = setup(dataDir).vault
    await reopened.unlock('the owner')
    expect(reopened.open(ref, sealed)).toBe('still the owner')
  })

  it('reports basic_text as not protected and refuses a changed keyring backend', async () => {
    const safe = fakeSafeStorage('basic_text')
    const { vault, dataDir } = setup(undefined, safe)
    await vault.create({ kind: 'safeStorage' })
    expect(await vault.status()).toMatchObject({ protected: false, backend: 'basic_text' })
    safe.backend = 'kwallet6'
    const next = setup(dataDir, safe).vault
    expect((await rejection(next.unlock())).kind).toBe('conflict')
  })

  it('wraps the key again when safeStorage says its own key rotated', async () => {
    const safe = fakeSafeStorage('gnome_libsecret')
    const { vault, dataDir } = setup(undefined, safe)
    await vault.create({ kind: 'safeStorage' })
    const sealed = vault.seal(ref, 'survives rotation')
    safe.stale = true
    const next = setup(dataDir, safe).vault
    await next.unlock()
    expect(safe.wraps).toBe(2)
    expect(next.open(ref, sealed)).toBe('survives rotation')
  })

  it('without safeStorage (browser host, CLI) offers only a passphrase', async () => {
    const { vault } = setup()
    expect((await vault.status()).safeStorageAvailable).toBe(false)
    expect((await rejection(vault.create({ kind: 'safeStorage' }))).kind).toBe('conflict')
  })
})

describe('PassphraseKeyWrapper', () => {
  it('unwraps with the cost stored in the record and detects a wrong passphrase', async () => {
    const key = Buffer.alloc(32, 7)
    const wrapped = await new PassphraseKeyWrapper('one passphrase', FAST).wrap(key)
    expect((await new PassphraseKeyWrapper('one passphrase').unwrap(wrapped)).dataKey.equals(key)).toBe(true)
    await expect(new PassphraseKeyWrapper('another one', FAST).unwrap(wrapped)).rejects.toThrow(/not correct/)
  })

  it('uses the brief’s default cost (N=2^17, r=8, p=1) within 256 MiB', async () => {
    const wrapped = await new PassphraseKeyWrapper('default cost').wrap(Buffer.alloc(32, 1))
    expect(wrapped.params).toMatchObject({ N: 2 ** 17, r: 8, p: 1 })
  })
})
