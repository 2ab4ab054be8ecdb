import '@renderer/styles/composer-content.css'
import '@renderer/styles/composer-offscreen.css'
import { useCallback, useMemo } from 'react'
import { EMBEDS_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { collapseActions, useEmbedFlags } from '../sections/collapseStore'
import { SectionCard } from '../sections/SectionCard'
import { EmbedsSummary } from '../sections/SectionSummaries'
import { EmbedCard } from './EmbedCard'
import { focusFirst, SortableList } from './SortableList'
import { EmbedsBudget, TotalProblem } from './EmbedsBudget'

/** The message's embeds (up to 10), each a collapsible group, with the 6000-character budget they share. */
export function EmbedsSection({ index }: { index: number }) {
  const t = useT()
  const count = useDraftsStore(draftsSelectors.embedCount(index))
  const v2 = useDraftsStore(draftsSelectors.isComponentsV2(index))
  // Which embeds are collapsed is kept per draft and message (sections/collapseStore), by position.
  const collapsed = useEmbedFlags(index)
  const full = count >= EMBEDS_MAX
  // Stable while typing: a new list would make every embed's sortable state, and so every embed, render.
  const ids = useMemo(() => Array.from({ length: count }, (_, i) => `m${index}-e${i}`), [index, count])

  const onToggle = useCallback(
    (embed: number) => collapseActions.changeEmbeds(index, { kind: 'toggle', embed }),
    [index],
  )
  const onMoved = useCallback(
    (from: number, to: number) => {
      draftActions.moveEmbed(index, from, to)
      collapseActions.changeEmbeds(index, { kind: 'move', from, to, count })
    },
    [index, count],
  )
  const onRemoved = useCallback(
    (embed: number) => {
      draftActions.removeEmbed(index, embed)
      collapseActions.changeEmbeds(index, { kind: 'remove', embed, count })
    },
    [index, count],
  )
  const onDuplicated = useCallback(
    (embed: number) => {
      draftActions.duplicateEmbed(index, embed)
      collapseActions.changeEmbeds(index, { kind: 'duplicate', embed, count })
    },
    [index, count],
  )
  const add = () => {
    draftActions.addEmbed(index)
    focusFirst([t('composer.embed.control', { n: count + 1, part: t('composer.embed.part.title') })])
  }

  if (v2) return <p className="card composer-part embeds-section">{t('composer.embeds.v2On')}</p>
  return (
    <SectionCard
      index={index}
      section="embeds"
      title={t('composer.embeds.title')}
      className="embeds-section"
      id={controlId(index, 'embeds')}
      tabIndex={-1}
      head={<EmbedsBudget index={index} count={count} />}
      summary={<EmbedsSummary index={index} />}
    >
      <TotalProblem index={index} />
      {count > 0 && (
        <SortableList
          ids={ids}
          labelOf={(i) => t('composer.embed.name', { n: i + 1 })}
          handleLabelOf={(i) => t('composer.embed.drag', { n: i + 1 })}
          onMove={onMoved}
        >
          <ol className="embeds-section__list">
            {ids.map((id, embed) => (
              <EmbedCard
                key={id}
                index={index}
                embed={embed}
                count={count}
                full={full}
                collapsed={collapsed[embed] ?? false}
                onToggle={onToggle}
                onMoved={onMoved}
                onRemoved={onRemoved}
                onDuplicated={onDuplicated}
              />
            ))}
          </ol>
        </SortableList>
      )}
      <Button onClick={add} disabled={full} className="embeds-section__add">
        {t('composer.embeds.add')}
      </Button>
      {full && <p className="field__hint">{t('composer.embeds.max', { max: EMBEDS_MAX })}</p>}
    </SectionCard>
  )
}
