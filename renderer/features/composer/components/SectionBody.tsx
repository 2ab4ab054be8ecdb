import { BUTTON_LABEL_MAX, SECTION_TEXTS_MAX, TEXT_DISPLAY_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
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

/** `label` names the component ("Section 3"); `nameInText` is that name within a sentence. */
type BodyProps = { index: number; path: BodyPath; label: string; nameInText: string }
type NamedProps = { index: number; path: BodyPath; label: string }

/** A Section: one to three texts beside an accessory, a thumbnail or a link button, on the right. */
export function SectionBody({ index, path, label, nameInText }: BodyProps) {
  const t = useT()
  const texts = [...path, 'components']
  const count = useLength(index, texts)
  const addName = t('composer.components.addTextTo', { owner: nameInText })
  const nameAt = (k: number) => t('composer.components.part.textN', { owner: label, n: k + 1 })
  return (
    <div className="component-body">
      <ol className="component-items">
        {Array.from({ length: count }, (_, k) => (
          <li key={k} className="component-item">
            <BodyTextField
              index={index}
              path={[...texts, k, 'content']}
              label={t('composer.components.textN', { n: k + 1 })}
              name={nameAt(k)}
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
                nameAt={nameAt}
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
          focusFirst([nameAt(count)])
        }}
        aria-label={addName}
      >
        {t('composer.components.addText')}
      </Button>
      <Accessory index={index} path={[...path, 'accessory']} label={label} />
    </div>
  )
}

function Accessory({ index, path, label }: NamedProps) {
  const t = useT()
  const type = useNumber(index, [...path, 'type']) ?? 11
  const name = t('composer.components.part.accessory', { owner: label })
  const radio = (value: 11 | 2, text: string) => (
    <label className="component-choice">
      <input
        type="radio"
        aria-label={t('composer.components.part.accessoryChoice', {
          owner: label,
          choice: value === 11 ? 'thumbnail' : 'button',
        })}
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
      <legend className="field__label">{t('composer.components.accessory')}</legend>
      <div className="component-choices">
        {radio(11, t('composer.components.thumbnail'))}
        {radio(2, t('composer.components.linkButton'))}
      </div>
      {type === 11 ? (
        <>
          <MediaField
            index={index}
            path={[...path, 'media', 'url']}
            name={t('composer.components.part.thumbnail', { owner: label })}
          />
          <div className="component-body__row">
            <BodyTextField
              index={index}
              path={[...path, 'description']}
              label={t('composer.components.description')}
              name={t('composer.components.part.description', {
                owner: t('composer.components.part.thumbnail', { owner: label }),
              })}
              optional
            />
            <BodyCheckbox
              index={index}
              path={[...path, 'spoiler']}
              label={t('composer.components.spoiler')}
              name={t('composer.components.part.spoiler', {
                owner: t('composer.components.part.thumbnail', { owner: label }),
              })}
            />
          </div>
        </>
      ) : (
        <LinkButtonFields
          index={index}
          path={path}
          label={t('composer.components.part.button', { owner: label })}
        />
      )}
    </fieldset>
  )
}

/** A link button's label, URL and emoji: "Row 5 button 1 label", "Section 2 button URL". */
export function LinkButtonFields({ index, path, label }: NamedProps) {
  const t = useT()
  return (
    <div className="component-body__row component-button">
      <BodyTextField
        index={index}
        path={[...path, 'label']}
        label={t('composer.components.label')}
        name={t('composer.components.part.label', { owner: label })}
        max={BUTTON_LABEL_MAX}
        optional
      />
      <BodyTextField
        index={index}
        path={[...path, 'url']}
        label={t('composer.components.url')}
        name={t('composer.components.part.url', { owner: label })}
        url
      />
      <BodyTextField
        index={index}
        path={[...path, 'emoji', 'name']}
        label={t('composer.components.emoji')}
        name={t('composer.components.part.emoji', { owner: label })}
        optional
        placeholder={t('composer.components.optional')}
      />
    </div>
  )
}
