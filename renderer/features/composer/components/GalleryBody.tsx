import { MEDIA_DESCRIPTION_MAX, MEDIA_GALLERY_ITEMS_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { focusFirst } from '../embeds/SortableList'
import { BodyCheckbox } from './BodyCheckbox'
import { BodyTextField } from './BodyTextField'
import { ListItemActions } from './ListItemActions'
import { MediaField } from './MediaField'
import { useLength } from './useBody'

/** `label` names the component ("Container 1 gallery 3"); `nameInText` is that name within a sentence. */
type BodyProps = { index: number; path: BodyPath; label: string; nameInText: string }

/** A Media Gallery: 1–10 images or videos by URL or attached file, each with a description and spoiler. */
export function GalleryBody({ index, path, label, nameInText }: BodyProps) {
  const t = useT()
  const items = [...path, 'items']
  const count = useItemsCount(index, items)
  const addName = t('composer.components.addItemTo', { owner: nameInText })
  const nameAt = (k: number) => t('composer.components.part.itemN', { owner: label, n: k + 1 })
  return (
    <div className="component-body">
      <ol className="component-items">
        {Array.from({ length: count }, (_, k) => {
          const name = nameAt(k)
          return (
            <li key={k} className="component-item">
              <div className="component-item__head">
                <span className="component-item__name">{t('composer.components.item', { n: k + 1 })}</span>
                <ListItemActions
                  index={index}
                  list={items}
                  position={k}
                  count={count}
                  max={MEDIA_GALLERY_ITEMS_MAX}
                  nameAt={nameAt}
                  emptyFocus={addName}
                />
              </div>
              <MediaField index={index} path={[...items, k, 'media', 'url']} name={name} />
              <div className="component-body__row">
                <BodyTextField
                  index={index}
                  path={[...items, k, 'description']}
                  label={t('composer.components.description')}
                  name={t('composer.components.part.description', { owner: name })}
                  max={MEDIA_DESCRIPTION_MAX}
                  optional
                />
                <BodyCheckbox
                  index={index}
                  path={[...items, k, 'spoiler']}
                  label={t('composer.components.spoiler')}
                  name={t('composer.components.part.spoiler', { owner: name })}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <Button
        disabled={count >= MEDIA_GALLERY_ITEMS_MAX}
        onClick={() => {
          draftActions.addBodyItem(index, items, { media: { url: '' } }, MEDIA_GALLERY_ITEMS_MAX)
          focusFirst([t('composer.components.part.url', { owner: nameAt(count) })])
        }}
        aria-label={addName}
      >
        {t('composer.components.addItem')}
      </Button>
    </div>
  )
}

function useItemsCount(index: number, items: BodyPath): number {
  return useLength(index, items)
}
