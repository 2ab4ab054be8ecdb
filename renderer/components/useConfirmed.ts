import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Outcome } from '../api/attempt'
import { drop } from '../util/drop'

/**
 * For a ConfirmDialog: runs the action, hands its value to `onDone` on success (usually: close), keeps
 * the error in the dialog otherwise.
 */
export function useConfirmed<T>(action: () => Promise<Outcome<T>>, onDone: (value: T) => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const confirm = () =>
    drop(
      (async () => {
        setBusy(true)
        setError(undefined)
        const outcome = await action()
        setBusy(false)
        if (outcome.ok) onDone(outcome.value)
        else setError(outcome.error)
      })(),
    )
  return { busy, error, confirm }
}
