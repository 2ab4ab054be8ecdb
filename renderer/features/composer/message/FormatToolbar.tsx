import { useState } from 'react'
import type { MessageKey } from '@shared/i18n'
import { useT } from '@renderer/i18n/store'
import type { FormatKind } from './formatting'
import { rovingTarget } from './rovingFocus'
import { shortcutLabel } from './shortcuts'

const BUTTONS: { kind: FormatKind; label: MessageKey; glyph: string }[] = [
  { kind: 'bold', label: 'composer.format.bold', glyph: 'B' },
  { kind: 'italic', label: 'composer.format.italic', glyph: 'I' },
  { kind: 'underline', label: 'composer.format.underline', glyph: 'U' },
  { kind: 'strike', label: 'composer.format.strike', glyph: 'S' },
  { kind: 'spoiler', label: 'composer.format.spoiler', glyph: '||' },
  { kind: 'code', label: 'composer.format.code', glyph: '`' },
  { kind: 'codeBlock', label: 'composer.format.codeBlock', glyph: '```' },
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
  const t = useT()
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
      aria-label={t('composer.format.toolbar')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {BUTTONS.map(({ kind, label: key, glyph }, position) => {
        const shortcut = shortcutLabel(kind, mac)
        const label = t(key)
        return (
          <button
            key={kind}
            {...stop(position)}
            type="button"
            className={`format-toolbar__button format-toolbar__button--${kind}`}
            aria-label={label}
            aria-keyshortcuts={shortcut?.replace('⌘', 'Meta+').replace('⇧', 'Shift+')}
            title={shortcut ? t('composer.format.withShortcut', { label, shortcut }) : label}
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
          {t('composer.timestamp.title')}
        </button>
        <button
          type="button"
          {...stop(BUTTONS.length + 1)}
          className="format-toolbar__text"
          onMouseDown={keepFocus}
          onClick={onMention}
        >
          {t('composer.mention.title')}
        </button>
        <button
          type="button"
          {...stop(BUTTONS.length + 2)}
          className="format-toolbar__text"
          onMouseDown={keepFocus}
          onClick={onEmoji}
        >
          {t('composer.emoji.title')}
        </button>
      </span>
    </div>
  )
}
