import '../../styles/library.css'

export { VaultGate, useVaultStatus } from './VaultGate'
export { VaultSettings } from './VaultSettings'
export { VaultDialog } from './VaultDialog'
export { useVaultFirst } from './useVaultFirst'
