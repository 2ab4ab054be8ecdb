import '@renderer/styles/composer-content.css'
import '@renderer/styles/composer-offscreen.css'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { EMBEDS_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { controlId, onReveal } from '../controlId'
import { duplicated, moved, removed, toggled } from './collapsedFlags'
import { EmbedCard } from './EmbedCard'
import { focusFirst, SortableList } from './SortableList'
import { EmbedsBudget, TotalProblem } from './EmbedsBudget'

/** The message's embeds (up to 10), each a collapsible group, with the 6000-character budget they share. */
export function EmbedsSection({ index }: { index: number }) {
  const count = useDraftsStore(draftsSelectors.embedCount(index))
  const v2 = useDraftsStore(draftsSelectors.isComponentsV2(index))
  const [collapsed, setCollapsed] = useState<boolean[]>([])
  const full = count >= EMBEDS_MAX
  // Stable while typing: a new list would make every embed's sortable state, and so every embed, render.
  const ids = useMemo(() => Array.from({ length: count }, (_, i) => `m${index}-e${i}`), [index, count])

  const onToggle = useCallback((embed: number) => setCollapsed((flags) => toggled(flags, embed)), [])
  // A problem link into a collapsed embed expands it, so its control can take focus.
  useEffect(
    () =>
      onReveal(({ message, path }) => {
        const embed = /^embeds[.[](\d+)/.exec(path)?.[1]
        if (message !== index || embed === undefined) return
        flushSync(() => setCollapsed((flags) => flags.map((flag, i) => (i === Number(embed) ? false : flag))))
      }),
    [index],
  )
  const onMoved = useCallback(
    (from: number, to: number) => {
      draftActions.moveEmbed(index, from, to)
      setCollapsed((flags) => moved(flags, from, to, count))
    },
    [index, count],
  )
  const onRemoved = useCallback(
    (embed: number) => {
      draftActions.removeEmbed(index, embed)
      setCollapsed((flags) => removed(flags, embed, count))
    },
    [index, count],
  )
  const onDuplicated = useCallback(
    (embed: number) => {
      draftActions.duplicateEmbed(index, embed)
      setCollapsed((flags) => duplicated(flags, embed, count))
    },
    [index, count],
  )
  const add = () => {
    draftActions.addEmbed(index)
    focusFirst([`Embed ${count + 1} title`])
  }

  if (v2)
    return (
      <p className="card composer-part embeds-section">
        Components V2 is on: containers take the place of embeds.
      </p>
    )
  return (
    <section
      className="card composer-part embeds-section"
      aria-labelledby={`m${index}-embeds-heading`}
      id={controlId(index, 'embeds')}
      tabIndex={-1}
    >
      <div className="embeds-section__head">
        <h2 className="composer-part__title" id={`m${index}-embeds-heading`}>
          Embeds
        </h2>
        <EmbedsBudget index={index} count={count} />
      </div>
      <TotalProblem index={index} />
      {count > 0 && (
        <SortableList
          ids={ids}
          labelOf={(i) => `Embed ${i + 1}`}
          handleLabelOf={(i) => `Drag embed ${i + 1}`}
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
        Add embed
      </Button>
      {full && <p className="field__hint">A message holds at most {EMBEDS_MAX} embeds.</p>}
    </section>
  )
}
