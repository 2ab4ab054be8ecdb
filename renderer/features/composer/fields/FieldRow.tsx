import { memo, useCallback } from 'react'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { Icon } from '../embeds/icons'
import { ItemActions } from '../embeds/ItemActions'
import { useSortableItem } from '../embeds/SortableList'
import { useFieldInline } from '../embeds/useEmbedData'
import { FieldText } from './FieldText'

type FieldRowProps = { index: number; embed: number; field: number; count: number; full: boolean }

/** One field of an embed: name, value, inline, and its move, duplicate and remove buttons. */
export const FieldRow = memo(function FieldRow({ index, embed, field, count, full }: FieldRowProps) {
  const t = useT()
  const label = t('composer.field.name', { embed: embed + 1, field: field + 1 })
  const nameAt = useCallback(
    (position: number) => t('composer.field.ref', { embed: embed + 1, field: position + 1 }),
    [t, embed],
  )
  const sortable = useSortableItem(`m${index}-e${embed}-f${field}`)
  const inline = useFieldInline(index, embed, field)
  const inlineId = controlId(index, `embeds.${embed}.fields.${field}.inline`)
  return (
    <li
      ref={sortable.ref}
      style={sortable.style}
      className={sortable.isDragging ? 'field-row field-row--dragging' : 'field-row'}
    >
      <div role="group" aria-label={label}>
        <div className="field-row__head">
          <button
            type="button"
            className="drag-handle"
            aria-label={t('composer.field.drag', { embed: embed + 1, field: field + 1 })}
            {...sortable.handle}
          >
            <Icon name="grip" />
          </button>
          <span className="field-row__title">{t('composer.field.title', { field: field + 1 })}</span>
          <label className="field-row__inline" htmlFor={inlineId}>
            <input
              id={inlineId}
              type="checkbox"
              aria-label={t('composer.field.inlineName', { embed: embed + 1, field: field + 1 })}
              checked={inline}
              onChange={(event) => draftActions.setFieldInline(index, embed, field, event.target.checked)}
            />
            {t('composer.field.inline')}
          </label>
          <ItemActions
            nameAt={nameAt}
            position={field}
            count={count}
            canDuplicate={!full}
            emptyFocus={t('composer.fields.add', { n: embed + 1 })}
            onMove={(to) => draftActions.moveField(index, embed, field, to)}
            onDuplicate={() => draftActions.duplicateField(index, embed, field)}
            onRemove={() => draftActions.removeField(index, embed, field)}
          />
        </div>
        <div className="field-row__body">
          <FieldText index={index} embed={embed} field={field} part="name" />
          <FieldText index={index} embed={embed} field={field} part="value" />
        </div>
      </div>
    </li>
  )
})
