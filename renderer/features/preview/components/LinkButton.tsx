import { Part } from '../Part'
import { emojiUrl } from '../markdown/emojiUrl'
import type { Json } from '../read'
import { useWebImage } from '../webImage'
import { asNumber, asRecord, asString } from '../read'

function ButtonEmoji({ emoji }: { emoji: Json }) {
  const id = asString(emoji.id)
  const name = asString(emoji.name) ?? ''
  const image = useWebImage(id ? emojiUrl(id, emoji.animated === true) : undefined)
  if (image?.state === 'ready')
    return <img className="link-button__emoji" src={image.src} alt={`:${name}:`} />
  return <span className="link-button__emoji">{id ? `:${name}:` : name}</span>
}

/** Whether a component is a link button (type 2, style 5) with a URL: all a webhook can send. */
export function isLinkButton(component: Json): boolean {
  return asNumber(component.type) === 2 && asNumber(component.style) === 5 && Boolean(asString(component.url))
}

/** A link button as Discord draws it: grey, its emoji and label, and the external-link icon. */
export function LinkButton({ button, part }: { button: Json; part: string }) {
  const label = asString(button.label)
  const url = asString(button.url)
  const emoji = asRecord(button.emoji)
  const disabled = button.disabled === true
  return (
    <Part as="span" id={`${part}.label`}>
      <a
        className="link-button"
        href={disabled ? undefined : url}
        aria-disabled={disabled || undefined}
        aria-label={label ? undefined : url}
        target="_blank"
        rel="noreferrer noopener"
      >
        {emoji && <ButtonEmoji emoji={emoji} />}
        {label && <span dir="auto">{label}</span>}
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
  )
}

/** An action row (type 1) of link buttons; other children need an application and are not drawn. */
export function ActionRow({ row, part }: { row: Json; part: string }) {
  const buttons = (Array.isArray(row.components) ? row.components : []).flatMap((child, i) => {
    const button = asRecord(child)
    return button && isLinkButton(button) ? [{ i, button }] : []
  })
  if (buttons.length === 0) return null
  return (
    <div className="action-row">
      {buttons.map(({ i, button }) => (
        <LinkButton key={i} button={button} part={`${part}.components.${i}`} />
      ))}
    </div>
  )
}
