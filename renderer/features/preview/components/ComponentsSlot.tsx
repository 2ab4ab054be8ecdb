import { memo } from 'react'
import { Part } from '../Part'
import { asNumber, asRecord, asRecords, asString } from '../read'
import { emojiUrl } from '../markdown/emojiUrl'
import './components.css'

/** An action row (type 1) and its link buttons (type 2, style 5): all a webhook without an app can send. */
type LinkButton = {
  label: string | undefined
  url: string
  emoji: Record<string, unknown> | undefined
  disabled: boolean
}

function linkButtonsOf(row: Record<string, unknown>): { index: number; button: LinkButton }[] {
  return asRecords(row.components).flatMap((component, index) => {
    const url = asString(component.url)
    if (asNumber(component.type) !== 2 || asNumber(component.style) !== 5 || !url) return []
    const button = {
      label: asString(component.label),
      url,
      emoji: asRecord(component.emoji),
      disabled: component.disabled === true,
    }
    return [{ index, button }]
  })
}

function ButtonEmoji({ emoji }: { emoji: Record<string, unknown> }) {
  const id = asString(emoji.id)
  const name = asString(emoji.name) ?? ''
  if (id)
    return (
      <img className="link-button__emoji" src={emojiUrl(id, emoji.animated === true)} alt={`:${name}:`} />
    )
  return <span className="link-button__emoji">{name}</span>
}

/**
 * The slot for message components under the content and embeds. It draws link buttons in action rows;
 * the components issue fills in the rest (other button styles, select menus, Components V2 layouts),
 * which this slot leaves out until then.
 */
export const ComponentsSlot = memo(function ComponentsSlot({ components }: { components: unknown }) {
  const rows = asRecords(components)
    .map((row, index) => ({ index, buttons: asNumber(row.type) === 1 ? linkButtonsOf(row) : [] }))
    .filter((row) => row.buttons.length > 0)
  if (rows.length === 0) return null
  return (
    <div className="message-components">
      {rows.map((row) => (
        <div key={row.index} className="action-row">
          {row.buttons.map(({ index, button }) => (
            <Part key={index} as="span" id={`components.${row.index}.components.${index}`}>
              <a
                className="link-button"
                href={button.disabled ? undefined : button.url}
                aria-disabled={button.disabled || undefined}
                aria-label={button.label ? undefined : button.url}
                target="_blank"
                rel="noreferrer noopener"
              >
                {button.emoji && <ButtonEmoji emoji={button.emoji} />}
                {button.label && <span>{button.label}</span>}
                <svg
                  className="link-button__icon"
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </a>
            </Part>
          ))}
        </div>
      ))}
    </div>
  )
})
