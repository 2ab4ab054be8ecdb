import { z } from 'zod'
import type { BackingFactory } from '../stores/jsonStore'
import { JsonStore } from '../stores/jsonStore'
import type { RecoveryLog } from '../stores/recoveryLog'
import { wrappedKeySchema } from './keyWrapper'

/**
 * vault.json: the wrapped data key and how it is wrapped, nothing else. Mode 0600. `wrapped` is null
 * until the user sets the vault up.
 */
export const vaultFileSchema = z.object({
  version: z.literal(1),
  wrapped: wrappedKeySchema.nullable(),
  /** Identifies this data key; every sealed record is only meaningful under it. */
  keyId: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type VaultFile = z.infer<typeof vaultFileSchema>

export function openVaultFile(options: {
  dir: string
  recovery: RecoveryLog
  backing?: BackingFactory
  clock?: () => Date
}): JsonStore<VaultFile> {
  return new JsonStore<VaultFile>({
    ...options,
    name: 'vault',
    schema: vaultFileSchema,
    migrations: [],
    defaults: () => ({ version: 1, wrapped: null, keyId: null, createdAt: null, updatedAt: null }),
    fileMode: 0o600,
  })
}
