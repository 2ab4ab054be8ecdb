import { TEXT_DISPLAY_MAX } from '@shared/discord'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { BodyCheckbox } from './BodyCheckbox'
import { BodyTextField } from './BodyTextField'
import { MediaField } from './MediaField'
import { idOf } from './names'
import { useNumber } from './useBody'

type BodyProps = { index: number; path: BodyPath; label: string }

/** A Text Display: markdown text, counted against its own 4000 and the message's shared 4000. */
export function TextBody({ index, path, label }: BodyProps) {
  const t = useT()
  return (
    <BodyTextField
      index={index}
      path={[...path, 'content']}
      label={t('composer.components.text')}
      name={t('composer.components.part.text', { owner: label })}
      max={TEXT_DISPLAY_MAX}
      multiline
      placeholder={t('composer.components.textPlaceholder')}
    />
  )
}

/** A File component: one of the message's attached files, shown as a file card. */
export function FileBody({ index, path, label }: BodyProps) {
  const t = useT()
  return (
    <div className="component-body__row">
      <MediaField index={index} path={[...path, 'file', 'url']} name={label} filesOnly />
      <BodyCheckbox
        index={index}
        path={[...path, 'spoiler']}
        label={t('composer.components.spoiler')}
        name={t('composer.components.part.spoiler', { owner: label })}
      />
    </div>
  )
}

/** A Separator: small or large spacing, with or without a visible line. */
export function SeparatorBody({ index, path, label }: BodyProps) {
  const t = useT()
  const spacing = useNumber(index, [...path, 'spacing']) ?? 1
  const id = idOf(index, [...path, 'spacing'])
  return (
    <div className="component-body__row">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('composer.components.spacing')}
        </label>
        <select
          id={id}
          className="input select"
          aria-label={t('composer.components.part.spacing', { owner: label })}
          value={spacing}
          onChange={(event) =>
            draftActions.setBodyValue(index, [...path, 'spacing'], Number(event.target.value))
          }
        >
          <option value={1}>{t('composer.components.spacingSmall')}</option>
          <option value={2}>{t('composer.components.spacingLarge')}</option>
        </select>
      </div>
      <BodyCheckbox
        index={index}
        path={[...path, 'divider']}
        label={t('composer.components.divider')}
        name={t('composer.components.part.divider', { owner: label })}
        defaultOn
      />
    </div>
  )
}
