import { useMemo } from 'react'
import { useT } from '@renderer/i18n/store'
import { useTargetSettings } from './targetSettings'
import type { TargetReadiness } from './readiness'
import { targetReadiness } from './readiness'
import { useMessageThread } from './threadBinding'
import type { DestinationView } from './useDestination'
import { useDestination } from './useDestination'

/** The thread parts of a message's body, as the readiness check reads them. */
function useThreadInput(index: number) {
  const { threadId, threadName, appliedTags } = useMessageThread(index)
  return useMemo(() => ({ threadId, threadName, appliedTags }), [threadId, threadName, appliedTags])
}

/**
 * Whether Send may go and where: the RPC target, the thread and the upload limit, or the reason it may
 * not (a removed, revoked or invalid webhook, a URL that is not one, a forum post without a name).
 */
export function useTargetReadiness(index = 0): TargetReadiness {
  return useTargetView(index).readiness
}

/** The destination, what is known of its channel, and the readiness, for the target section. */
export function useTargetView(index: number): DestinationView & { readiness: TargetReadiness } {
  const t = useT()
  const view = useDestination()
  const thread = useThreadInput(index)
  const defaultLimit = useTargetSettings((state) => state.defaultUploadLimitMiB)
  const { destination, forum } = view
  const readiness = useMemo(
    () => targetReadiness(destination, thread, forum, defaultLimit, t),
    [destination, thread, forum, defaultLimit, t],
  )
  return { ...view, readiness }
}
