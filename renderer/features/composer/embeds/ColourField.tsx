import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { parseHex, toHex } from './colours'
import { useRecentColours } from './recentColours'
import { useColourText } from './useColourText'
import { useEmbedColor } from './useEmbedData'

// Loaded when a picker first opens: not part of the page's initial JavaScript (issue 23).
const HexColorPicker = lazy(async () => ({ default: (await import('react-colorful')).HexColorPicker }))

/**
 * The embed's colour: a box for a hex code or a CSS colour name (taken on leaving it or Enter), a swatch
 * that opens a picker with the recently used colours, and "No colour".
 */
export function ColourField({ index, embed }: { index: number; embed: number }) {
  const t = useT()
  const n = embed + 1
  const id = controlId(index, `embeds.${embed}.color`)
  const color = useEmbedColor(index, embed)
  const [open, setOpen] = useState(false)
  const recent = useRecentColours((state) => state.colours)
  const remember = useRecentColours((state) => state.use)
  const wrapper = useRef<HTMLDivElement>(null)
  const openedWith = useRef<number | null>(null)
  const set = (next: number | null) => draftActions.setEmbedColor(index, embed, next)
  const where = {
    id,
    label: t('composer.embed.control', { n, part: t('composer.embed.part.colour') }),
    owner: t('composer.embed.name', { n }),
    message: index,
    path: `embeds.${embed}.color`,
  }
  const { error, input } = useColourText(color, where, (next) => {
    set(next)
    if (next !== null) remember(next)
  })

  const close = () => {
    setOpen(false)
    if (color !== null && color !== openedWith.current) remember(color)
  }
  useEffect(() => {
    if (!open) return
    const onDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  })

  return (
    <div className={error ? 'field field--invalid colour-field' : 'field colour-field'} ref={wrapper}>
      <label className="field__label" htmlFor={id}>
        {t('composer.embed.colour')}
      </label>
      <div className="colour-field__row">
        <button
          type="button"
          className="colour-field__swatch"
          style={color === null ? undefined : { background: toHex(color) }}
          aria-label={t('composer.embed.chooseColour', { n })}
          aria-expanded={open}
          aria-controls={`${id}-picker`}
          onClick={() => {
            if (open) return close()
            openedWith.current = color
            setOpen(true)
          }}
        />
        <input
          id={id}
          className="input input--mono colour-field__hex"
          aria-label={where.label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {open && (
        <div
          className="colour-field__popover"
          id={`${id}-picker`}
          role="group"
          aria-label={t('composer.embed.colourPicker', { n })}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            close()
          }}
        >
          <Suspense
            fallback={
              <p className="loading" role="status">
                {t('composer.colour.loadingPicker')}
              </p>
            }
          >
            <HexColorPicker
              color={color === null ? '#5865f2' : toHex(color)}
              onChange={(hex) => set(parseHex(hex) ?? null)}
            />
          </Suspense>
          {recent.length > 0 && (
            <div className="colour-field__recent" role="group" aria-label={t('composer.colour.recent')}>
              {recent.map((c) => (
                <button
                  key={c}
                  type="button"
                  className="colour-field__chip"
                  style={{ background: toHex(c) }}
                  aria-label={t('composer.colour.use', { hex: toHex(c) })}
                  aria-pressed={c === color}
                  onClick={() => set(c)}
                />
              ))}
            </div>
          )}
          <div className="colour-field__actions">
            <button type="button" className="button button--ghost" onClick={() => set(null)}>
              {t('composer.colour.none')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('common.done')}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
