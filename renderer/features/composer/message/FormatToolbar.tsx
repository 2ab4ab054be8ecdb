import type { FormatKind } from './formatting'
import { shortcutLabel } from './shortcuts'

const BUTTONS: { kind: FormatKind; label: string; glyph: string }[] = [
  { kind: 'bold', label: 'Bold', glyph: 'B' },
  { kind: 'italic', label: 'Italic', glyph: 'I' },
  { kind: 'underline', label: 'Underline', glyph: 'U' },
  { kind: 'strike', label: 'Strikethrough', glyph: 'S' },
  { kind: 'spoiler', label: 'Spoiler', glyph: '||' },
  { kind: 'code', label: 'Inline code', glyph: '`' },
  { kind: 'codeBlock', label: 'Code block', glyph: '```' },
]

type FormatToolbarProps = {
  controls: string
  mac: boolean
  onFormat(kind: FormatKind): void
  onTimestamp(): void
  onMention(): void
}

/**
 * The formatting buttons over the message. They keep the focus in the text box on a mouse press, so
 * the selection they act on is still the one the user made.
 */
export function FormatToolbar({ controls, mac, onFormat, onTimestamp, onMention }: FormatToolbarProps) {
  const keepFocus = (event: React.MouseEvent) => event.preventDefault()
  return (
    <div className="format-toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls}>
      {BUTTONS.map(({ kind, label, glyph }) => {
        const shortcut = shortcutLabel(kind, mac)
        return (
          <button
            key={kind}
            type="button"
            className={`format-toolbar__button format-toolbar__button--${kind}`}
            aria-label={label}
            aria-keyshortcuts={shortcut?.replace('⌘', 'Meta+').replace('⇧', 'Shift+')}
            title={shortcut ? `${label} (${shortcut})` : label}
            onMouseDown={keepFocus}
            onClick={() => onFormat(kind)}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        )
      })}
      <span className="format-toolbar__gap" />
      <span className="format-toolbar__helpers">
        <button type="button" className="format-toolbar__text" onMouseDown={keepFocus} onClick={onTimestamp}>
          Insert timestamp
        </button>
        <button type="button" className="format-toolbar__text" onMouseDown={keepFocus} onClick={onMention}>
          Insert mention
        </button>
      </span>
    </div>
  )
}
