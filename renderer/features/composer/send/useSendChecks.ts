import { useMemo } from 'react'
import { measure } from '../../../../shared/discord'
import { draftsSelectors } from '../../../store/drafts/selectors'
import { useDraftsStore } from '../../../store/drafts/store'
import type { SendProblem } from './problems'
import { sendProblems } from './problems'
import type { TargetReadiness } from './readinessSources'
import { pingsOf, useFileProblems, useTargetReadiness } from './readinessSources'

export type SendChecks = {
  readiness: TargetReadiness
  problems: SendProblem[]
  pings: ReturnType<typeof pingsOf>
  editing: boolean
}

/** Whether message `index` of the open draft can be sent, why not, and whom it would ping. */
export function useSendChecks(index: number): SendChecks {
  const data = useDraftsStore(draftsSelectors.data(index))
  const fileCount = useDraftsStore((state) => state.draft?.messages[index]?.files.length ?? 0)
  const kept = useDraftsStore((state) => state.draft?.messages[index]?.reference?.kept.length)
  const readiness = useTargetReadiness(index)
  const files = useFileProblems(index)
  const editing = kept !== undefined
  // Kept attachments count against the ten a message may carry, as new files do.
  const count = fileCount + (kept ?? 0)
  const body = useMemo(
    () => measure(data, { fileCount: count, ...(editing ? { kind: 'edit' as const } : {}) }).problems,
    [data, count, editing],
  )
  const problems = useMemo(() => sendProblems(readiness, body, files), [readiness, body, files])
  const pings = useMemo(() => pingsOf(data), [data])
  return { readiness, problems, pings, editing }
}
