import { MEDIA_DESCRIPTION_MAX, MEDIA_GALLERY_ITEMS_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { focusFirst } from '../embeds/SortableList'
import { BodyCheckbox } from './BodyCheckbox'
import { BodyTextField } from './BodyTextField'
import { ListItemActions } from './ListItemActions'
import { MediaField } from './MediaField'
import { useLength } from './useBody'

type BodyProps = { index: number; path: BodyPath; label: string }

/** A Media Gallery: 1–10 images or videos by URL or attached file, each with a description and spoiler. */
export function GalleryBody({ index, path, label }: BodyProps) {
  const items = [...path, 'items']
  const count = useItemsCount(index, items)
  const lower = label.charAt(0).toLowerCase() + label.slice(1)
  const addName = `Add item to ${lower}`
  return (
    <div className="component-body">
      <ol className="component-items">
        {Array.from({ length: count }, (_, k) => {
          const name = `${label} item ${k + 1}`
          return (
            <li key={k} className="component-item">
              <div className="component-item__head">
                <span className="component-item__name">Item {k + 1}</span>
                <ListItemActions
                  index={index}
                  list={items}
                  position={k}
                  count={count}
                  max={MEDIA_GALLERY_ITEMS_MAX}
                  label={name}
                  emptyFocus={addName}
                />
              </div>
              <MediaField index={index} path={[...items, k, 'media', 'url']} name={name} />
              <div className="component-body__row">
                <BodyTextField
                  index={index}
                  path={[...items, k, 'description']}
                  label="Description"
                  name={`${name} description`}
                  max={MEDIA_DESCRIPTION_MAX}
                  optional
                />
                <BodyCheckbox
                  index={index}
                  path={[...items, k, 'spoiler']}
                  label="Spoiler"
                  name={`${name} spoiler`}
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
          focusFirst([`${label} item ${count + 1} URL`])
        }}
        aria-label={addName}
      >
        Add item
      </Button>
    </div>
  )
}

function useItemsCount(index: number, items: BodyPath): number {
  return useLength(index, items)
}
