import { LimitCounter } from '@renderer/components/LimitCounter'
import { useT } from '@renderer/i18n/store'
import { focusControl } from '../controlId'
import { useMeasured } from './useBody'
import { problemText } from '@renderer/i18n/problemText'

/**
 * The budgets the message's components share: 40 components (nested ones count) and 4000 characters of
 * text in V2, five rows on a classic message. A problem with one part links to that part's control.
 */
export function ComponentsBudget({ index, v2 }: { index: number; v2: boolean }) {
  const t = useT()
  const measured = useMeasured(index, (m) => ({
    used: m.components.count.used,
    limit: m.components.count.limit,
    textUsed: m.components.textDisplayTotal.used,
    textLimit: m.components.textDisplayTotal.limit,
  }))
  return (
    <div className="components-budget">
      <span>
        {t(v2 ? 'composer.components.budget' : 'composer.components.budgetRows')}{' '}
        <LimitCounter
          used={measured.used}
          limit={measured.limit}
          unit={t(v2 ? 'composer.components.unit' : 'composer.components.unitRows')}
        />
      </span>
      {v2 && (
        <span>
          {t('composer.components.budgetText')}{' '}
          <LimitCounter used={measured.textUsed} limit={measured.textLimit} />
        </span>
      )}
    </div>
  )
}

/** Problems with the components that no single field shows: each names the part and leads to it. */
export function ComponentProblems({ index }: { index: number }) {
  const t = useT()
  const { problems } = useMeasured(index, (m) => ({
    problems: m.problems
      .filter((p) => p.pathText === 'components')
      .map((p) => `${p.pathText}\n${problemText(t, p)}`)
      .join('\n\n'),
  }))
  if (!problems) return null
  return (
    <ul className="component-problems">
      {problems.split('\n\n').map((entry) => {
        const [path = '', message = ''] = entry.split('\n')
        return (
          <li key={entry}>
            <a
              href={`#${path}`}
              onClick={(event) => {
                event.preventDefault()
                focusControl(index, path)
              }}
            >
              {message}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
