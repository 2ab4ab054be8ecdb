import { useMemo } from 'react'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { describePings, pingsOf } from './pings'

export function PingSummary({ index }: { index: number }) {
  // What pings is read from these three alone (embeds never ping): typing in an embed renders nothing here.
  const content = useDraftsStore(draftsSelectors.dataKey(index, 'content'))
  const components = useDraftsStore(draftsSelectors.dataKey(index, 'components'))
  const allowed = useDraftsStore(draftsSelectors.dataKey(index, 'allowed_mentions'))
  const pings = useMemo(
    () => pingsOf({ content, components, allowed_mentions: allowed }),
    [content, components, allowed],
  )
  const t = useT()
  const nobody = !pings.everyone && !pings.here && pings.roles.length === 0 && pings.users.length === 0
  return (
    <p className={nobody ? 'mentions__summary' : 'mentions__summary mentions__summary--pings'}>
      {t('composer.mentions.summary', { who: describePings(pings, t) })}
    </p>
  )
}
