import { z } from 'zod'
import { event, method } from '../define'
import { schemaSays } from '../schemaSays'

/** What the page needs to show the lock, the set-up form and the "not protected" warning. */
export const vaultStatusSchema = z.object({
  /** uninitialised: no data key yet (nothing saved); locked: saved secrets unreadable until unlock. */
  state: z.enum(['uninitialised', 'locked', 'unlocked']),
  /** How the data key is protected; null before set-up. */
  wrapper: z.enum(['passphrase', 'safeStorage']).nullable(),
  /** False on Linux's basic_text keyring: warn, and offer vault.usePassphrase. */
  protected: z.boolean(),
  /** The Linux keyring backend (basic_text, gnome_libsecret, kwallet…); null elsewhere. */
  backend: z.string().nullable(),
  /** True only in the Electron app, where the system keychain can protect the key. */
  safeStorageAvailable: z.boolean(),
})
export type VaultStatusView = z.infer<typeof vaultStatusSchema>

const passphrase = z
  .string()
  .min(1, schemaSays('service.vault.enterPassphrase', 'Enter the passphrase.'))
  .max(1024)
/** A new passphrase: long enough that scrypt's cost matters. */
export const newPassphraseSchema = z
  .string()
  .min(
    8,
    schemaSays('vault.strength.short.hint', 'Use at least 8 characters; a few unrelated words work well.'),
  )
  .max(1024)

export const vaultProtectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('passphrase'), passphrase: newPassphraseSchema }),
  z.object({ kind: z.literal('safeStorage') }),
])

export const vaultMethods = {
  'vault.status': method(z.object({}), vaultStatusSchema, 'Whether the vault is set up, locked or unlocked.'),
  'vault.create': method(
    z.object({ protection: vaultProtectionSchema }),
    vaultStatusSchema,
    'Sets the vault up with a new data key, protected by a passphrase or the system keychain.',
  ),
  'vault.unlock': method(
    z.object({ passphrase: passphrase.optional() }),
    vaultStatusSchema,
    'Unlocks the vault (a keychain vault needs no passphrase). A wrong passphrase changes nothing.',
  ),
  'vault.lock': method(z.object({}), vaultStatusSchema, 'Forgets the data key until the next unlock.'),
  'vault.changePassphrase': method(
    z.object({ passphrase, newPassphrase: newPassphraseSchema }),
    vaultStatusSchema,
    'Rewraps the data key under a new passphrase; saved secrets stay readable.',
  ),
  'vault.useSafeStorage': method(
    z.object({}),
    vaultStatusSchema,
    'Protects the data key with the system keychain instead of a passphrase (desktop app, unlocked vault).',
  ),
  'vault.usePassphrase': method(
    z.object({ newPassphrase: newPassphraseSchema }),
    vaultStatusSchema,
    'Protects the data key with a passphrase instead of the system keychain (unlocked vault).',
  ),
}

export const vaultEvents = {
  'vault.onDidChangeState': event(vaultStatusSchema, 'The vault was set up, locked, unlocked or rewrapped.'),
}
