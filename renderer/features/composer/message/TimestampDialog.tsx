import { useId, useState } from 'react'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import type { TimestampStyle } from './discordTimestamps'
import {
  fromLocalInput,
  STYLE_NAMES,
  TIMESTAMP_STYLES,
  timestampExample,
  timestampMarkup,
  toLocalInput,
} from './discordTimestamps'

type TimestampDialogProps = { onInsert(markup: string): void; onClose(): void }

/** Picks a moment and a style and inserts `<t:unix:style>`, which every reader sees in their own time. */
export function TimestampDialog({ onInsert, onClose }: TimestampDialogProps) {
  const [value, setValue] = useState(() => toLocalInput(new Date()))
  const [style, setStyle] = useState<TimestampStyle>('f')
  const inputId = useId()
  const date = fromLocalInput(value)
  const now = new Date()

  return (
    <Dialog
      title="Insert timestamp"
      onClose={onClose}
      actions={
        <>
          <Button tone="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            tone="primary"
            disabled={!date}
            onClick={() => date && onInsert(timestampMarkup(date, style))}
          >
            Insert
          </Button>
        </>
      }
    >
      <div className="timestamp-dialog">
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Date and time
          </label>
          <input
            id={inputId}
            className="input"
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <p className="field__hint">
            Your local time. Each reader sees it in their own time zone and language.
          </p>
        </div>
        <fieldset className="timestamp-dialog__styles">
          <legend className="field__label">Style</legend>
          {TIMESTAMP_STYLES.map((option) => (
            <label key={option} className="timestamp-dialog__style">
              <input
                type="radio"
                name="timestamp-style"
                value={option}
                checked={style === option}
                onChange={() => setStyle(option)}
              />
              <span className="timestamp-dialog__name">{STYLE_NAMES[option]}</span>
              <span className="timestamp-dialog__example">
                {date ? timestampExample(date, option, now) : '—'}
              </span>
              <code className="timestamp-dialog__code">:{option}</code>
            </label>
          ))}
        </fieldset>
        <p className="timestamp-dialog__markup">
          Inserts <code>{date ? timestampMarkup(date, style) : '<t:…>'}</code>
        </p>
      </div>
    </Dialog>
  )
}
