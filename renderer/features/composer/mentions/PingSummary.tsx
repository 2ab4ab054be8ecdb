import { useMemo } from 'react'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { describePings, pingsOf } from './pings'

export function PingSummary({ index }: { index: number }) {
  const data = useDraftsStore(draftsSelectors.data(index))
  const pings = useMemo(() => pingsOf(data), [data])
  const who = describePings(pings)
  return (
    <p className={who === 'nobody' ? 'mentions__summary' : 'mentions__summary mentions__summary--pings'}>
      As written now, this message pings {who}.
    </p>
  )
}
