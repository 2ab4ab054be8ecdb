import { useState } from 'react'
import type { RpcErrorData } from '../../shared/rpc'
import type { Outcome } from '../api/attempt'
import { drop } from '../util/drop'

/** For a ConfirmDialog: runs the action, closes on success, keeps the error in the dialog otherwise. */
export function useConfirmed(action: () => Promise<Outcome<unknown>>, onClose: () => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const confirm = () =>
    drop(
      (async () => {
        setBusy(true)
        setError(undefined)
        const outcome = await action()
        setBusy(false)
        if (outcome.ok) onClose()
        else setError(outcome.error)
      })(),
    )
  return { busy, error, confirm }
}
