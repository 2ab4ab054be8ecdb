import { TEXT_DISPLAY_MAX } from '@shared/discord'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { BodyCheckbox } from './BodyCheckbox'
import { BodyTextField } from './BodyTextField'
import { MediaField } from './MediaField'
import { idOf } from './names'
import { useNumber } from './useBody'

type BodyProps = { index: number; path: BodyPath; label: string }

/** A Text Display: markdown text, counted against its own 4000 and the message's shared 4000. */
export function TextBody({ index, path, label }: BodyProps) {
  return (
    <BodyTextField
      index={index}
      path={[...path, 'content']}
      label="Text"
      name={`${label} text`}
      max={TEXT_DISPLAY_MAX}
      multiline
      placeholder="Markdown works here: **bold**, lists, links, mentions…"
    />
  )
}

/** A File component: one of the message's attached files, shown as a file card. */
export function FileBody({ index, path, label }: BodyProps) {
  return (
    <div className="component-body__row">
      <MediaField index={index} path={[...path, 'file', 'url']} name={label} filesOnly />
      <BodyCheckbox index={index} path={[...path, 'spoiler']} label="Spoiler" name={`${label} spoiler`} />
    </div>
  )
}

/** A Separator: small or large spacing, with or without a visible line. */
export function SeparatorBody({ index, path, label }: BodyProps) {
  const spacing = useNumber(index, [...path, 'spacing']) ?? 1
  const id = idOf(index, [...path, 'spacing'])
  return (
    <div className="component-body__row">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Spacing
        </label>
        <select
          id={id}
          className="input select"
          aria-label={`${label} spacing`}
          value={spacing}
          onChange={(event) =>
            draftActions.setBodyValue(index, [...path, 'spacing'], Number(event.target.value))
          }
        >
          <option value={1}>Small</option>
          <option value={2}>Large</option>
        </select>
      </div>
      <BodyCheckbox
        index={index}
        path={[...path, 'divider']}
        label="Divider line"
        name={`${label} divider line`}
        defaultOn
      />
    </div>
  )
}
