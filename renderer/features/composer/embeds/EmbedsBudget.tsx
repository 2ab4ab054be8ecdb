import { EMBEDS_MAX } from '@shared/discord'
import { LimitCounter } from '@renderer/components/LimitCounter'
import { useT } from '@renderer/i18n/store'
import { useMeasured } from './useEmbedData'
import { problemText } from '@renderer/i18n/problemText'

// The embeds' shared budget, in components of their own: it changes with every keystroke in any embed,
// and only these small parts should render for it.

/** Embeds used of 10, and characters used of the 6000 all embeds share. */
export function EmbedsBudget({ index, count }: { index: number; count: number }) {
  const t = useT()
  const total = useMeasured(index, (measured) => ({
    used: measured.embeds.total.used,
    limit: measured.embeds.total.limit,
  }))
  return (
    <span className="embeds-section__counters">
      <LimitCounter used={count} limit={EMBEDS_MAX} unit={t('composer.embeds.unit')} />
      <span aria-hidden="true"> · </span>
      <LimitCounter used={total.used} limit={total.limit} unit={t('composer.embeds.totalUnit')} />
    </span>
  )
}

/** Says when the embeds together are over Discord's 6000 characters. */
export function TotalProblem({ index }: { index: number }) {
  const t = useT()
  const problem = useMeasured(index, (measured) => {
    const found = measured.problems.find((p) => p.pathText === 'embeds')
    return found && problemText(t, found)
  })
  return problem ? (
    <p className="embeds-section__problem" role="status">
      {problem}
    </p>
  ) : null
}
