import type { DroppedPartView, ImportProblemView } from '@shared/rpc/areas/interop'
import { saidText } from '@shared/rpc/saidText'
import { problemText } from '@renderer/i18n/problemText'
import { useT } from '@renderer/i18n/store'

/** The problems an import found, each with where it is in the user's file. */
export function ImportProblems({ problems }: { problems: readonly ImportProblemView[] }) {
  const t = useT()
  if (problems.length === 0) return null
  return (
    <section className="interop-problems" aria-label={t('composer.drafts.import.problems')}>
      <h3 className="interop-problems__title">
        {t('composer.drafts.import.problemsCount', { count: problems.length })}
      </h3>
      <ul className="interop-problems__list" tabIndex={0}>
        {problems.map((p, i) => (
          <li key={i} className={`interop-problems__item interop-problems__item--${p.severity}`}>
            <span className="interop-problems__severity">
              {p.severity === 'error'
                ? t('composer.drafts.import.leftOut')
                : t('composer.drafts.import.check')}
            </span>{' '}
            {p.pathText && (
              <code className="interop-problems__path">
                {saidText(t, { message: p.pathText, phrase: p.pathPhrase })}
              </code>
            )}{' '}
            {problemText(t, p)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What the import leaves out on purpose because Discord does not take it, each with where it was. */
export function ImportDropped({ dropped }: { dropped: readonly DroppedPartView[] }) {
  const t = useT()
  if (dropped.length === 0) return null
  return (
    <section className="interop-problems" aria-label={t('composer.drafts.import.dropped')}>
      <h3 className="interop-problems__title">
        {t('composer.drafts.import.droppedCount', { count: dropped.length })}
      </h3>
      <ul className="interop-problems__list" tabIndex={0}>
        {dropped.map((d, i) => (
          <li key={i} className="interop-problems__item">
            <code className="interop-problems__path">{d.pathText}</code> {problemText(t, d)}
          </li>
        ))}
      </ul>
    </section>
  )
}
