import { useMemo } from 'react'
import { useDraftsStore } from '../../../store/drafts/store'
import { useTargetSettings } from './targetSettings'
import type { TargetReadiness } from './readiness'
import { targetReadiness } from './readiness'
import type { DestinationView } from './useDestination'
import { useDestination } from './useDestination'

const NO_TAGS: readonly string[] = []

/** The thread parts of a message's body, read without copying. */
function useThreadInput(index: number) {
  const threadId = useDraftsStore((state) => state.draft?.messages[index]?.threadId)
  const threadName = useDraftsStore((state) => {
    const name = state.draft?.messages[index]?.data.thread_name
    return typeof name === 'string' ? name : ''
  })
  const appliedTags = useDraftsStore((state) => {
    const tags = state.draft?.messages[index]?.data.applied_tags
    return Array.isArray(tags) ? (tags as string[]) : NO_TAGS
  })
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
  const view = useDestination()
  const thread = useThreadInput(index)
  const defaultLimit = useTargetSettings((state) => state.defaultUploadLimitMiB)
  const { destination, forum } = view
  const readiness = useMemo(
    () => targetReadiness(destination, thread, forum, defaultLimit),
    [destination, thread, forum, defaultLimit],
  )
  return { ...view, readiness }
}
