import crypto from 'node:crypto'
import { z } from 'zod'
import type { KeyWrapper, UnwrappedKey, WrappedKey } from './keyWrapper'
import { KeyWrapperError, WrongPassphraseError } from './keyWrapper'
import { sealWithKey, openWithKey, sealedSecretSchema } from './sealedSecret'
import { said } from '@shared/rpc/errors'

/** scrypt cost. The default is what the architecture brief asks for; tests inject a lower N. */
export type ScryptCost = { N: number; r: number; p: number }
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }
const MAX_MEM = 256 * 1024 * 1024
const SALT_BYTES = 16
// Binds the wrapped data key to its purpose, so no other sealed record can pass for it.
const AAD = Buffer.from('herald:vault:dataKey', 'utf8')

const paramsSchema = z.object({
  kdf: z.literal('scrypt'),
  N: z.number().int().min(2),
  r: z.number().int().min(1),
  p: z.number().int().min(1),
  salt: z.base64(),
  key: sealedSecretSchema,
})

/**
 * Wraps the data key under a key derived from a passphrase with scrypt and a random salt. The GCM tag of
 * the wrapped key is the verifier: a wrong passphrase fails authentication, and is reported as such
 * instead of yielding a wrong key.
 */
export class PassphraseKeyWrapper implements KeyWrapper {
  readonly kind = 'passphrase' as const

  constructor(
    private readonly passphrase: string,
    private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST,
  ) {
    if (passphrase.length === 0)
      throw new KeyWrapperError(said('page.vault.passphraseEmpty', 'The passphrase cannot be empty.'))
  }

  async wrap(dataKey: Buffer): Promise<WrappedKey> {
    const salt = crypto.randomBytes(SALT_BYTES)
    const kek = await derive(this.passphrase, salt, this.cost)
    try {
      const key = sealWithKey(kek, AAD, dataKey)
      return {
        kind: 'passphrase',
        params: { kdf: 'scrypt', ...this.cost, salt: salt.toString('base64'), key },
      }
    } finally {
      kek.fill(0)
    }
  }

  async unwrap(wrapped: WrappedKey): Promise<UnwrappedKey> {
    const parsed = paramsSchema.safeParse(wrapped.params)
    if (wrapped.kind !== 'passphrase' || !parsed.success) {
      throw new KeyWrapperError(
        said('page.vault.notPassphraseKey', 'The vault file does not hold a passphrase-protected key.'),
      )
    }
    const { N, r, p, salt, key } = parsed.data
    // The stored cost is used, so a vault made with another cost still opens.
    const kek = await derive(this.passphrase, Buffer.from(salt, 'base64'), { N, r, p })
    try {
      return { dataKey: openWithKey(kek, AAD, key), stale: false }
    } catch {
      throw new WrongPassphraseError()
    } finally {
      kek.fill(0)
    }
  }
}

function derive(passphrase: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(passphrase.normalize('NFC'), salt, 32, { ...cost, maxmem: MAX_MEM }, (error, key) => {
      if (!error) return resolve(key)
      // Node's own words about scrypt stay as they are (a value inside the sentence).
      const why = error.message
      reject(
        new KeyWrapperError(
          said('page.vault.deriveFailed', `Could not derive the key from the passphrase: ${why}`, { why }),
        ),
      )
    })
  })
}
