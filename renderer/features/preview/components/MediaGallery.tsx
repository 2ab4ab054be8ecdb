import { useContext } from 'react'
import { SpoilerCover } from '../attachments/SpoilerCover'
import { resolveMedia } from '../media'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import { FilesContext } from '../previewContext'
import type { Json } from '../read'
import { asRecord, asRecords, asString } from '../read'
import { galleryLayout } from './galleryLayout'

/** A media gallery in Discord's tile layout for its number of items (see galleryLayout). */
export function MediaGallery({ component, part }: { component: Json; part: string }) {
  const files = useContext(FilesContext)
  const items = asRecords(component.items).slice(0, 10)
  const tiles = galleryLayout(items.length)
  if (items.length === 0) return null
  return (
    <Part id={part} className={`v2-gallery v2-gallery--${items.length}`}>
      {items.map((item, i) => {
        const tile = tiles[i]!
        const media = resolveMedia(asString(asRecord(item.media)?.url), files)
        const image = (
          <PreviewImage
            src={media.src}
            alt={asString(item.description) ?? ''}
            className="v2-gallery__image"
          />
        )
        return (
          <div
            key={i}
            className="v2-gallery__cell"
            style={{
              gridColumn: `${tile.column} / span ${tile.span}`,
              gridRow: `${tile.row} / span ${tile.rowSpan}`,
            }}
          >
            <Part id={`${part}.items.${i}.media.url`} className="v2-gallery__tile">
              {item.spoiler === true ? <SpoilerCover>{image}</SpoilerCover> : image}
            </Part>
          </div>
        )
      })}
    </Part>
  )
}
