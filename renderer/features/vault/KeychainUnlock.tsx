import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useT } from '../../i18n/store'
import { useVaultStore } from '../../store/vault/store'
import { drop } from '../../util/drop'

/** A keychain vault needs no passphrase: one button, and the keychain's answer if it refuses. */
export function KeychainUnlock() {
  const t = useT()
  const unlock = useVaultStore((state) => state.unlock)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const run = async () => {
    setBusy(true)
    setError(undefined)
    const outcome = await unlock()
    setBusy(false)
    if (!outcome.ok) setError(outcome.error)
  }
  return (
    <div className="stack">
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      <div className="form-actions">
        <Button tone="primary" busy={busy} disabled={busy} onClick={() => drop(run())}>
          {t('vault.unlock.keychain')}
        </Button>
      </div>
    </div>
  )
}
