import type { Json } from '../read'
import { asString } from '../read'
import { Markdown } from '../markdown/Markdown'
import { Part } from '../Part'
import { placeFields } from './fieldGrid'

type Props = { fields: Json[]; index: number; hasThumbnail: boolean }

/** Fields on Discord's 12-column grid (fieldGrid.ts); names get the inline markdown, values the full set. */
export function EmbedFields({ fields, index, hasThumbnail }: Props) {
  const placements = placeFields(
    fields.map((field) => field.inline === true),
    hasThumbnail,
  )
  return (
    <div className="embed__fields">
      {fields.map((field, fieldIndex) => {
        const place = placements[fieldIndex]!
        const base = `embeds.${index}.fields.${fieldIndex}`
        return (
          <div
            key={fieldIndex}
            className="embed__field"
            style={{ gridColumn: place.gridColumn, gridRow: place.row }}
            data-inline={field.inline === true}
          >
            <Part id={`${base}.name`} className="embed__field-name">
              <Markdown text={asString(field.name) ?? ''} context="header" as="span" />
            </Part>
            <Part id={`${base}.value`} className="embed__field-value">
              <Markdown text={asString(field.value) ?? ''} context="field" />
            </Part>
          </div>
        )
      })}
    </div>
  )
}
