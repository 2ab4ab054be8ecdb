import { useMemo } from 'react'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { describePings, pingsOf } from './pings'

export function PingSummary({ index }: { index: number }) {
  const data = useDraftsStore(draftsSelectors.data(index))
  const pings = useMemo(() => pingsOf(data), [data])
  const t = useT()
  const nobody = !pings.everyone && !pings.here && pings.roles.length === 0 && pings.users.length === 0
  return (
    <p className={nobody ? 'mentions__summary' : 'mentions__summary mentions__summary--pings'}>
      {t('composer.mentions.summary', { who: describePings(pings, t) })}
    </p>
  )
}
