import { z } from 'zod'
import type { Phrase } from '@shared/i18n'
import type { Said } from '@shared/rpc/errors'

/** How the data key is protected at rest. */
export const wrapperKindSchema = z.enum(['passphrase', 'safeStorage'])
export type WrapperKind = z.infer<typeof wrapperKindSchema>

/**
 * The data key as stored in vault.json, wrapped by one KeyWrapper. `params` is whatever that wrapper
 * needs to unwrap it again (salt and cost for scrypt, the keyring backend for safeStorage).
 */
export const wrappedKeySchema = z.object({
  kind: wrapperKindSchema,
  params: z.record(z.string(), z.unknown()),
})
export type WrappedKey = z.infer<typeof wrappedKeySchema>

/**
 * Protects the one random data key. The vault never learns how: a passphrase (scrypt) in the browser
 * host and CLI, Electron's safeStorage in the Electron shell (electron/main/safeStorageKeyWrapper.ts).
 */
export type KeyWrapper = {
  readonly kind: WrapperKind
  wrap(dataKey: Buffer): Promise<WrappedKey>
  /** Throws WrongPassphraseError or KeyWrapperError; never returns a wrong key. */
  unwrap(wrapped: WrappedKey): Promise<UnwrappedKey>
}

/** `stale`: the wrapper asks for the key to be wrapped again (safeStorage rotated its own key). */
export type UnwrappedKey = { dataKey: Buffer; stale: boolean }

/** What safeStorage offers on this machine; the page warns when `protected` is false. */
export type SafeStorageStatus = {
  available: boolean
  /** False on Linux's basic_text backend: the key would be "encrypted" with a hardcoded password. */
  protected: boolean
  /** Linux keyring backend (basic_text, gnome_libsecret, kwallet…); null elsewhere. */
  backend: string | null
}

/** A KeyWrapper that can also say whether it protects anything on this machine. */
export type SafeStorageKeyWrapperLike = KeyWrapper & {
  readonly kind: 'safeStorage'
  status(): Promise<SafeStorageStatus>
}

/** The passphrase did not open the data key. Nothing was changed. */
export class WrongPassphraseError extends Error {
  constructor() {
    super('That passphrase is not correct. Nothing was changed.')
    this.name = 'WrongPassphraseError'
  }
}

/** The wrapper cannot unwrap the key here (keyring changed, safeStorage unavailable, damaged record). */
export class KeyWrapperError extends Error {
  /** The sentence as a phrase, so the page says it in its reader's language. */
  readonly phrase: Phrase
  constructor(sentence: Said) {
    super(sentence.message)
    this.name = 'KeyWrapperError'
    this.phrase = sentence.phrase
  }

  get said(): Said {
    return { message: this.message, phrase: this.phrase }
  }
}
