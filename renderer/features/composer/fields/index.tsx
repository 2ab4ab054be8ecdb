import { useMemo, type CSSProperties } from 'react'
import { EMBED_FIELDS_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import { LimitCounter } from '@renderer/components/LimitCounter'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions } from '@renderer/store/drafts/store'
import { useEmbedSelector } from '../embeds/embedScope'
import { focusFirst, SortableList } from '../embeds/SortableList'
import { FieldRow } from './FieldRow'

/** An embed's fields (up to 25): add, edit, reorder by mouse or keyboard, duplicate, remove. */
export function EmbedFields({ index, embed }: { index: number; embed: number }) {
  const t = useT()
  const count = useEmbedSelector(index, embed, draftsSelectors.fieldCount(index, embed))
  const n = embed + 1
  const full = count >= EMBED_FIELDS_MAX
  const ids = useMemo(
    () => Array.from({ length: count }, (_, i) => `m${index}-e${embed}-f${i}`),
    [index, embed, count],
  )
  const add = () => {
    draftActions.addField(index, embed)
    focusFirst([t('composer.field.nameName', { embed: n, field: count + 1 })])
  }
  return (
    <div className="embed-fields" role="group" aria-label={t('composer.fields.group', { n })}>
      <div className="embed-fields__head">
        <h4 className="embed-card__subhead">{t('composer.fields.title')}</h4>
        <LimitCounter used={count} limit={EMBED_FIELDS_MAX} unit={t('composer.fields.unit')} />
      </div>
      {count > 0 && (
        <SortableList
          ids={ids}
          labelOf={(i) => t('composer.field.name', { embed: n, field: i + 1 })}
          handleLabelOf={(i) => t('composer.field.drag', { embed: n, field: i + 1 })}
          onMove={(from, to) => draftActions.moveField(index, embed, from, to)}
        >
          <ol className="embed-fields__list" style={{ '--field-rows': count } as CSSProperties}>
            {ids.map((id, field) => (
              <FieldRow key={id} index={index} embed={embed} field={field} count={count} full={full} />
            ))}
          </ol>
        </SortableList>
      )}
      <Button onClick={add} disabled={full} className="embed-fields__add">
        {t('composer.fields.add', { n })}
      </Button>
    </div>
  )
}
