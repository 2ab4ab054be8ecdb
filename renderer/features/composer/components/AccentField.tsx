import type { BodyPath } from '@renderer/store/drafts/reducers'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { parseHex, toHex } from '../embeds/colours'
import { useColourText } from '../embeds/useColourText'
import { idOf } from './names'
import { useNumber } from './useBody'

/**
 * A container's accent colour: the system colour picker and a box for a hex code or a CSS colour name,
 * taken on leaving it or Enter (as the embed colour); an emptied box removes it.
 */
type AccentFieldProps = { index: number; path: BodyPath; label: string; nameInText: string }

export function AccentField({ index, path, label, nameInText }: AccentFieldProps) {
  const t = useT()
  const id = idOf(index, path)
  const color = useNumber(index, path)
  const set = (next: number | undefined) => draftActions.setBodyValue(index, path, next)
  const where = {
    id,
    label: t('composer.components.part.accentColour', { owner: label }),
    owner: label,
    message: index,
    path: path.join('.'),
  }
  const { error, input } = useColourText(color ?? null, where, (next) => set(next ?? undefined))
  return (
    <div className={error ? 'field field--invalid accent-field' : 'field accent-field'}>
      <label className="field__label" htmlFor={id}>
        {t('composer.components.accentColour')}
      </label>
      <div className="accent-field__row">
        <input
          type="color"
          className="accent-field__swatch"
          aria-label={t('composer.components.chooseAccent', { owner: nameInText })}
          value={color === undefined ? '#5865f2' : toHex(color)}
          onChange={(event) => set(parseHex(event.target.value))}
        />
        <input
          id={id}
          className="input input--mono accent-field__hex"
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
    </div>
  )
}
