import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { firstWords } from '../sections/summaries'
import { describeTarget, targetSummary } from './targetSummary'
import { useMessageThread } from './threadBinding'
import { useDestination } from './useDestination'

/** The collapsed "Where it goes": the webhook and channel (or how many targets) and the thread. */
export function TargetSummary({ index }: { index: number }) {
  const t = useT()
  const { destination } = useDestination()
  const thread = useMessageThread(index)
  const count = useDraftsStore((state) => state.draft?.targets.length ?? 0)
  if (count > 1) return <>{t('composer.target.summary.count', { count })}</>
  return <>{targetSummary(describeTarget(destination, t), thread, firstWords, t)}</>
}
