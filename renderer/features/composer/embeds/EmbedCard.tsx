import { memo, useCallback } from 'react'
import { useT } from '@renderer/i18n/store'
import { problemAt } from '@renderer/store/drafts/measurement'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { controlId } from '../controlId'
import { ProblemLine } from '../sections/ProblemLine'
import { useOpenedOnce } from '../sections/useOpenedOnce'
import { useEmbedProblems } from '../sections/sectionChecks'
import { problemsLine } from '../sections/summaries'
import { toHex } from './colours'
import { EmbedBody } from './EmbedBody'
import { embedSummary } from './embedSummary'
import { EmbedShare } from './EmbedShare'
import { Icon } from './icons'
import { ItemActions } from './ItemActions'
import { useSortableItem } from './SortableList'
import { useEmbedSelector } from './embedScope'
import { useEmbedMeasured } from './useEmbedData'

type EmbedCardProps = {
  index: number
  embed: number
  count: number
  full: boolean
  collapsed: boolean
  onToggle(embed: number): void
  onMoved(from: number, to: number): void
  onRemoved(embed: number): void
  onDuplicated(embed: number): void
}

/** One embed as a collapsible group: its header (drag, summary, share of the total, actions) and body. */
export const EmbedCard = memo(function EmbedCard(props: EmbedCardProps) {
  const { index, embed, count, full, collapsed, onToggle, onMoved, onRemoved, onDuplicated } = props
  const t = useT()
  const n = embed + 1
  const sortable = useSortableItem(`m${index}-e${embed}`)
  // The summary shows only while the card is collapsed; open, typing must not render the card for it.
  const summary = useEmbedSelector(index, embed, (state) =>
    collapsed ? embedSummary(draftsSelectors.embed(index, embed)(state), t) : undefined,
  )
  const color = useEmbedSelector(index, embed, (state) => {
    const value = draftsSelectors.embed(index, embed)(state)?.color
    return typeof value === 'number' ? toHex(value) : undefined
  })
  const embedProblem = useEmbedMeasured(index, embed, (measured) =>
    problemAt(measured, `embeds[${embed}]`, t),
  )
  // Every reason this embed holds Send, for its collapsed line (the one at embeds[N] itself shows always).
  const problems = useEmbedProblems(index, embed)
  const problem = collapsed ? problemsLine(problems) : undefined
  const bodyId = `m${index}-embed-${embed}-body`
  const mounted = useOpenedOnce(!collapsed)
  const nameAt = useCallback((position: number) => t('composer.embed.ref', { n: position + 1 }), [t])

  return (
    <li
      ref={sortable.ref}
      style={{ ...sortable.style, borderInlineStartColor: color }}
      className={`embed-card${sortable.isDragging ? ' embed-card--dragging' : ''}`}
    >
      {/* Its id is the problem path of the embed as a whole (embeds[N]), so the problem list can focus it. */}
      <div
        role="group"
        aria-label={t('composer.embed.name', { n })}
        id={controlId(index, `embeds[${embed}]`)}
        tabIndex={-1}
      >
        <div className="embed-card__head">
          <button
            type="button"
            className="drag-handle"
            aria-label={t('composer.embed.drag', { n })}
            {...sortable.handle}
          >
            <Icon name="grip" />
          </button>
          <button
            type="button"
            className="embed-card__toggle"
            aria-label={t(collapsed ? 'composer.embed.expand' : 'composer.embed.collapse', { n })}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => onToggle(embed)}
          >
            <span className="embed-card__chevron" aria-hidden="true">
              {collapsed ? '▸' : '▾'}
            </span>
            <span className="embed-card__name">{t('composer.embed.name', { n })}</span>
          </button>
          <EmbedShare index={index} embed={embed} />
          <ItemActions
            nameAt={nameAt}
            position={embed}
            count={count}
            canDuplicate={!full}
            emptyFocus={t('composer.embeds.add')}
            onMove={(to) => onMoved(embed, to)}
            onDuplicate={() => onDuplicated(embed)}
            onRemove={() => onRemoved(embed)}
          />
        </div>
        {collapsed && (
          <p className="embed-card__summary">
            <span className="section-card__what">{summary}</span>
            {problem && <ProblemLine text={problem} />}
          </p>
        )}
        {!collapsed && embedProblem && <p className="embed-card__problem">{embedProblem}</p>}
        <div id={bodyId} hidden={collapsed}>
          {mounted && <EmbedBody index={index} embed={embed} />}
        </div>
      </div>
    </li>
  )
})
