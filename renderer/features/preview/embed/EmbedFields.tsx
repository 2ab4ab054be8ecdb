import { memo } from 'react'
import type { Json } from '../read'
import { asString } from '../read'
import { Markdown } from '../markdown/Markdown'
import { Part } from '../Part'
import { placeFields } from './fieldGrid'

type Props = { fields: Json[]; index: number; hasThumbnail: boolean }

/** Fields on Discord's 12-column grid (fieldGrid.ts); names get the inline markdown, values the full set. */
export const EmbedFields = memo(function EmbedFields({ fields, index, hasThumbnail }: Props) {
  const placements = placeFields(
    fields.map((field) => field.inline === true),
    hasThumbnail,
  )
  return (
    <div className="embed__fields">
      {fields.map((field, fieldIndex) => {
        const place = placements[fieldIndex]!
        return (
          <EmbedField
            key={fieldIndex}
            field={field}
            base={`embeds.${index}.fields.${fieldIndex}`}
            gridColumn={place.gridColumn}
            row={place.row}
          />
        )
      })}
    </div>
  )
})

type FieldProps = { field: Json; base: string; gridColumn: string; row: number }

/**
 * One field. Memoised, as the list is: a draft keeps unchanged fields' objects, so typing in one field
 * (or in the embed's description) does not re-render the other fields' parts (issue 23).
 */
const EmbedField = memo(function EmbedField({ field, base, gridColumn, row }: FieldProps) {
  return (
    <div className="embed__field" style={{ gridColumn, gridRow: row }} data-inline={field.inline === true}>
      <Part id={`${base}.name`} className="embed__field-name">
        <Markdown text={asString(field.name) ?? ''} context="header" as="span" />
      </Part>
      <Part id={`${base}.value`} className="embed__field-value">
        <Markdown text={asString(field.value) ?? ''} context="field" />
      </Part>
    </div>
  )
})
