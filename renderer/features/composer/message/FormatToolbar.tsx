import { useState } from 'react'
import type { FormatKind } from './formatting'
import { rovingTarget } from './rovingFocus'
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
  onEmoji(): void
}

/**
 * The formatting buttons over the message. They keep the focus in the text box on a mouse press, so
 * the selection they act on is still the one the user made.
 */
export function FormatToolbar({
  controls,
  mac,
  onFormat,
  onTimestamp,
  onMention,
  onEmoji,
}: FormatToolbarProps) {
  const keepFocus = (event: React.MouseEvent) => event.preventDefault()
  // One tab stop for the whole toolbar; the arrow keys move between its buttons.
  const [active, setActive] = useState(0)
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll('button')]
    const current = buttons.indexOf(event.target as HTMLButtonElement)
    const next = rovingTarget(current, event.key, buttons.length)
    if (next === undefined || current < 0) return
    event.preventDefault()
    setActive(next)
    buttons[next]?.focus()
  }
  const stop = (position: number) => ({
    tabIndex: position === active ? 0 : -1,
    onFocus: () => setActive(position),
  })
  return (
    <div
      className="format-toolbar"
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {BUTTONS.map(({ kind, label, glyph }, position) => {
        const shortcut = shortcutLabel(kind, mac)
        return (
          <button
            key={kind}
            {...stop(position)}
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
        <button
          type="button"
          {...stop(BUTTONS.length)}
          className="format-toolbar__text"
          onMouseDown={keepFocus}
          onClick={onTimestamp}
        >
          Insert timestamp
        </button>
        <button
          type="button"
          {...stop(BUTTONS.length + 1)}
          className="format-toolbar__text"
          onMouseDown={keepFocus}
          onClick={onMention}
        >
          Insert mention
        </button>
        <button
          type="button"
          {...stop(BUTTONS.length + 2)}
          className="format-toolbar__text"
          onMouseDown={keepFocus}
          onClick={onEmoji}
        >
          Insert emoji
        </button>
      </span>
    </div>
  )
}
