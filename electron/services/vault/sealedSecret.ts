import crypto from 'node:crypto'
import { z } from 'zod'

/**
 * One secret at rest: AES-256-GCM under the data key, a fresh 12-byte IV each time, and AAD that names
 * the record and field it belongs to, so a sealed token copied into another record does not open.
 */
export const sealedSecretSchema = z.object({
  v: z.literal(1),
  alg: z.literal('A256GCM'),
  iv: z.base64(),
  tag: z.base64(),
  ct: z.base64(),
})
export type SealedSecret = z.infer<typeof sealedSecretSchema>

/** Which record and field a secret belongs to: `webhook` / `<id>` / `token`. */
export type SecretRef = { type: string; id: string; field: string }

export const DATA_KEY_BYTES = 32
const IV_BYTES = 12

export function aadOf(ref: SecretRef): Buffer {
  return Buffer.from(`herald:${ref.type}:${ref.id}:${ref.field}`, 'utf8')
}

export function sealWithKey(key: Buffer, aad: Buffer, plaintext: Buffer): SealedSecret {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(aad)
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return {
    v: 1,
    alg: 'A256GCM',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ct: ct.toString('base64'),
  }
}

/** Throws when the key, the AAD or any byte of the record is wrong (GCM authenticates all three). */
export function openWithKey(key: Buffer, aad: Buffer, sealed: SealedSecret): Buffer {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'))
  decipher.setAAD(aad)
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'))
  return Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()])
}
