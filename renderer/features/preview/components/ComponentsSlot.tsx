import { memo } from 'react'
import { asNumber, asRecords } from '../read'
import { ActionRow } from './LinkButton'
import './components.css'

/**
 * The components of a classic message under its content and embeds: action rows of link buttons, the
 * only components a webhook without an application can send.
 */
export const ComponentsSlot = memo(function ComponentsSlot({ components }: { components: unknown }) {
  const rows = asRecords(components)
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => asNumber(row.type) === 1)
  if (rows.length === 0) return null
  return (
    <div className="message-components">
      {rows.map(({ row, index }) => (
        <ActionRow key={index} row={row} part={`components.${index}`} />
      ))}
    </div>
  )
})
