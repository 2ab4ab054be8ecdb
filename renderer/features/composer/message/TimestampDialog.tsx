import { useId, useState } from 'react'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { useFormats, useT } from '@renderer/i18n/store'
import { PSEUDO_LOCALE } from '@shared/i18n'
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
  const t = useT()
  // The example reads as the preview shows the markup: in the app's language (the pseudo-locale's is English).
  const { locale } = useFormats()
  const exampleLocale = locale === PSEUDO_LOCALE ? 'en' : locale
  const [value, setValue] = useState(() => toLocalInput(new Date()))
  const [style, setStyle] = useState<TimestampStyle>('f')
  const inputId = useId()
  const date = fromLocalInput(value)
  const now = new Date()

  return (
    <Dialog
      title={t('composer.timestamp.title')}
      onClose={onClose}
      actions={
        <>
          <Button tone="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            tone="primary"
            disabled={!date}
            onClick={() => date && onInsert(timestampMarkup(date, style))}
          >
            {t('composer.insert')}
          </Button>
        </>
      }
    >
      <div className="timestamp-dialog">
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('composer.timestamp.dateTime')}
          </label>
          <input
            id={inputId}
            className="input"
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <p className="field__hint">{t('composer.timestamp.hint')}</p>
        </div>
        <fieldset className="timestamp-dialog__styles">
          <legend className="field__label">{t('composer.timestamp.styleLegend')}</legend>
          {TIMESTAMP_STYLES.map((option) => (
            <label key={option} className="timestamp-dialog__style">
              <input
                type="radio"
                name="timestamp-style"
                value={option}
                checked={style === option}
                onChange={() => setStyle(option)}
              />
              <span className="timestamp-dialog__name">
                {t('composer.timestamp.style', { style: STYLE_NAMES[option] })}
              </span>
              <span className="timestamp-dialog__example">
                {date ? timestampExample(date, option, now, exampleLocale) : '—'}
              </span>
              <code className="timestamp-dialog__code">:{option}</code>
            </label>
          ))}
        </fieldset>
        <p className="timestamp-dialog__markup">
          {t('composer.inserts')} <code>{date ? timestampMarkup(date, style) : '<t:…>'}</code>
        </p>
      </div>
    </Dialog>
  )
}
