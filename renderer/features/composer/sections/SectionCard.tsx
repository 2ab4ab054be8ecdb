import type { ReactNode, Ref } from 'react'
import { useT } from '@renderer/i18n/store'
import { collapseActions, useSectionCollapsed } from './collapseStore'
import { ProblemLine } from './ProblemLine'
import { useSectionProblems } from './sectionChecks'
import type { SectionKey } from './sectionPaths'
import { sectionToggleId } from './sectionPaths'
import { problemsLine } from './summaries'
import { useOpenedOnce } from './useOpenedOnce'

type SectionCardProps = {
  index: number
  section: SectionKey
  title: string
  /** The one line a collapsed section shows; rendered only while collapsed, from the store. */
  summary: ReactNode
  className: string
  /** Beside the title while open (a counter, a button); hidden with the body. */
  head?: ReactNode
  /** The section's own id and focusability, when a problem path names the section as a whole. */
  id?: string
  tabIndex?: number
  ref?: Ref<HTMLElement>
  children: ReactNode
}

/**
 * One part of the editor as a disclosure: its title is a button that collapses it to one line saying
 * what is in it and what is wrong (read from the store, not from its controls). A body collapsed since
 * the page opened is not mounted (useOpenedOnce); focusControl opens it when something needs a control.
 */
export function SectionCard(props: SectionCardProps) {
  const { index, section, title, summary, className, head, id, tabIndex, ref, children } = props
  const t = useT()
  const collapsed = useSectionCollapsed(index, section)
  const problems = useSectionProblems(index, section)
  const mounted = useOpenedOnce(!collapsed)
  const toggleId = sectionToggleId(index, section)
  const titleId = `${toggleId}-title`
  const bodyId = `${toggleId}-body`
  const summaryId = `${toggleId}-summary`
  const problem = problemsLine(problems, t)
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      className={`card composer-part section-card ${className}${collapsed ? ' section-card--collapsed' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="section-card__head">
        <h2 className="section-card__title" id={titleId}>
          <button
            type="button"
            id={toggleId}
            className="section-card__toggle"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            aria-describedby={collapsed ? summaryId : undefined}
            onClick={() => collapseActions.toggleSection(index, section)}
          >
            <span className="section-card__chevron" aria-hidden="true">
              {collapsed ? '▸' : '▾'}
            </span>
            {title}
          </button>
        </h2>
        {!collapsed && head}
      </div>
      {collapsed && (
        <p className="section-card__summary" id={summaryId}>
          <span className="section-card__what">{summary}</span>
          {problem && <ProblemLine text={problem} />}
        </p>
      )}
      <div id={bodyId} className="section-card__body" hidden={collapsed}>
        {mounted && children}
      </div>
    </section>
  )
}
