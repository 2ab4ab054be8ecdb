import { useMemo } from 'react'
import { draftsSelectors } from '../../../store/drafts/selectors'
import { measurementOf } from '../../../store/drafts/measurement'
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
  const editing = useDraftsStore((state) => state.draft?.messages[index]?.reference !== undefined)
  // The same measurement every counter reads: one measure() per version of the message.
  const body = useDraftsStore((state) => measurementOf(state, index).problems)
  const readiness = useTargetReadiness(index)
  const files = useFileProblems(index)
  const problems = useMemo(() => sendProblems(readiness, body, files), [readiness, body, files])
  const pings = useMemo(() => pingsOf(data), [data])
  return { readiness, problems, pings, editing }
}
