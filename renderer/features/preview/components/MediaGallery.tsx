import { useContext } from 'react'
import { Mosaic } from '../attachments/Mosaic'
import { resolveMedia } from '../media'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import { FilesContext } from '../previewContext'
import type { Json } from '../read'
import { asRecord, asRecords, asString } from '../read'

/** A media gallery in Discord's mosaic for its number of items (see galleryLayout). */
export function MediaGallery({ component, part }: { component: Json; part: string }) {
  const files = useContext(FilesContext)
  const items = asRecords(component.items).slice(0, 10)
  if (items.length === 0) return null
  return (
    <Part id={part} className="v2-gallery">
      <Mosaic
        items={items.map((item, i) => ({
          part: `${part}.items.${i}.media.url`,
          spoiler: item.spoiler === true,
          media: (
            <PreviewImage
              src={resolveMedia(asString(asRecord(item.media)?.url), files).src}
              alt={asString(item.description) ?? ''}
              className="mosaic__media"
            />
          ),
        }))}
      />
    </Part>
  )
}
