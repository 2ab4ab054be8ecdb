import { useEffect, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { HistoryEntryDetail } from '@shared/rpc/areas/history'
import { attempt, listen } from '@renderer/api/attempt'
import { drop } from '@renderer/util/drop'

export type EntryDetailState =
  | { status: 'loading' }
  | { status: 'ready'; detail: HistoryEntryDetail }
  | { status: 'failed'; error: RpcErrorData }

/** One entry with its payloads (history.get), reloaded when the history says the entry changed. */
export function useEntryDetail(entryId: string): EntryDetailState {
  const [state, setState] = useState<EntryDetailState>({ status: 'loading' })
  const [version, setVersion] = useState(0)
  useEffect(
    () =>
      listen('history.onDidChange', ({ entryIds }) => {
        if (entryIds.includes(entryId)) setVersion((n) => n + 1)
      }),
    [entryId],
  )
  useEffect(() => {
    let live = true
    drop(
      (async () => {
        const outcome = await attempt('history.get', { entryId })
        if (!live) return
        setState(
          outcome.ok
            ? { status: 'ready', detail: outcome.value.entry }
            : { status: 'failed', error: outcome.error },
        )
      })(),
    )
    return () => {
      live = false
    }
  }, [entryId, version])
  return state
}
