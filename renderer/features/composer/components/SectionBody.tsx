import { BUTTON_LABEL_MAX, SECTION_TEXTS_MAX, TEXT_DISPLAY_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { newLinkButton, newThumbnail } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { focusFirst } from '../embeds/SortableList'
import { BodyCheckbox } from './BodyCheckbox'
import { BodyTextField } from './BodyTextField'
import { ListItemActions } from './ListItemActions'
import { MediaField } from './MediaField'
import { idOf } from './names'
import { useLength, useNumber } from './useBody'

type BodyProps = { index: number; path: BodyPath; label: string }

/** A Section: one to three texts beside an accessory, a thumbnail or a link button, on the right. */
export function SectionBody({ index, path, label }: BodyProps) {
  const texts = [...path, 'components']
  const count = useLength(index, texts)
  const lower = label.charAt(0).toLowerCase() + label.slice(1)
  const addName = `Add text to ${lower}`
  return (
    <div className="component-body">
      <ol className="component-items">
        {Array.from({ length: count }, (_, k) => (
          <li key={k} className="component-item">
            <BodyTextField
              index={index}
              path={[...texts, k, 'content']}
              label={`Text ${k + 1}`}
              name={`${label} text ${k + 1}`}
              max={TEXT_DISPLAY_MAX}
              multiline
            />
            {count > 1 && (
              <ListItemActions
                index={index}
                list={texts}
                position={k}
                count={count}
                max={SECTION_TEXTS_MAX}
                label={`${label} text ${k + 1}`}
                emptyFocus={addName}
              />
            )}
          </li>
        ))}
      </ol>
      <Button
        disabled={count >= SECTION_TEXTS_MAX}
        onClick={() => {
          draftActions.addBodyItem(index, texts, { type: 10, content: '' }, SECTION_TEXTS_MAX)
          focusFirst([`${label} text ${count + 1}`])
        }}
        aria-label={addName}
      >
        Add text
      </Button>
      <Accessory index={index} path={[...path, 'accessory']} label={label} />
    </div>
  )
}

function Accessory({ index, path, label }: BodyProps) {
  const type = useNumber(index, [...path, 'type']) ?? 11
  const name = `${label} accessory`
  const radio = (value: 11 | 2, text: string) => (
    <label className="component-choice">
      <input
        type="radio"
        aria-label={`${name}: ${text.toLowerCase()}`}
        name={idOf(index, path)}
        checked={type === value}
        onChange={() =>
          draftActions.setBodyValue(index, path, value === 11 ? newThumbnail() : newLinkButton())
        }
      />
      {text}
    </label>
  )
  return (
    <fieldset className="component-accessory" id={idOf(index, path)} tabIndex={-1} aria-label={name}>
      <legend className="field__label">Accessory</legend>
      <div className="component-choices">
        {radio(11, 'Thumbnail')}
        {radio(2, 'Link button')}
      </div>
      {type === 11 ? (
        <>
          <MediaField index={index} path={[...path, 'media', 'url']} name={`${label} thumbnail`} />
          <div className="component-body__row">
            <BodyTextField
              index={index}
              path={[...path, 'description']}
              label="Description"
              name={`${label} thumbnail description`}
              optional
            />
            <BodyCheckbox
              index={index}
              path={[...path, 'spoiler']}
              label="Spoiler"
              name={`${label} thumbnail spoiler`}
            />
          </div>
        </>
      ) : (
        <LinkButtonFields index={index} path={path} label={`${label} button`} />
      )}
    </fieldset>
  )
}

/** A link button's label, URL and emoji: "Row 5 button 1 label", "Section 2 button URL". */
export function LinkButtonFields({ index, path, label }: BodyProps) {
  return (
    <div className="component-body__row component-button">
      <BodyTextField
        index={index}
        path={[...path, 'label']}
        label="Label"
        name={`${label} label`}
        max={BUTTON_LABEL_MAX}
        optional
      />
      <BodyTextField index={index} path={[...path, 'url']} label="URL" name={`${label} URL`} url />
      <BodyTextField
        index={index}
        path={[...path, 'emoji', 'name']}
        label="Emoji"
        name={`${label} emoji`}
        optional
        placeholder="Optional"
      />
    </div>
  )
}
