import '@renderer/styles/composer-choice.css'
import '@renderer/styles/composer-target.css'
import '@renderer/styles/composer-multi.css'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { SectionCard } from '../sections/SectionCard'
import { TargetSummary } from './TargetSummary'
import { SingleTarget } from './SingleTarget'
import { TargetList } from './TargetList'

export { markForum } from './channelStore'
export { usePastedUrlStore } from './pastedUrlStore'
export type { TargetReadiness } from './readiness'
export { useTargetReadiness } from './useTargetReadiness'

/** Where the messages go: one target (as the composer always had) or several saved webhooks. */
export function TargetSection({ index }: { index: number }) {
  const t = useT()
  const several = useDraftsStore((state) => (state.draft?.targets.length ?? 0) > 1)
  return (
    <SectionCard
      index={index}
      section="target"
      title={t('composer.target.section')}
      className="composer-target"
      summary={<TargetSummary index={index} />}
    >
      {several ? <TargetList index={index} /> : <SingleTarget index={index} />}
    </SectionCard>
  )
}
