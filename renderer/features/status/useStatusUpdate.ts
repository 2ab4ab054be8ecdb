import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { StatusUpdateResult } from '@shared/rpc/areas/status'
import { useStatusStore } from '../../store/status/store'

export type UpdatePhase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; result: StatusUpdateResult }
  | { kind: 'reposted'; messageId: string }
  | { kind: 'failed'; error: RpcErrorData }

/** One status message's update: edit in place; when Discord lost it, offer to post it anew. */
export function useStatusUpdate(name: string) {
  const [phase, setPhase] = useState<UpdatePhase>({ kind: 'idle' })
  const update = async (message: unknown) => {
    setPhase({ kind: 'busy' })
    const outcome = await useStatusStore.getState().update(name, message)
    setPhase(outcome.ok ? { kind: 'done', result: outcome.value } : { kind: 'failed', error: outcome.error })
  }
  const repost = async (message: unknown) => {
    setPhase({ kind: 'busy' })
    const outcome = await useStatusStore.getState().repost(name, message)
    if (!outcome.ok) return setPhase({ kind: 'failed', error: outcome.error })
    const now = useStatusStore.getState().statuses.find((s) => s.name === name)
    setPhase({ kind: 'reposted', messageId: now?.messageId ?? '' })
  }
  return { phase, update, repost, reset: () => setPhase({ kind: 'idle' }) }
}
