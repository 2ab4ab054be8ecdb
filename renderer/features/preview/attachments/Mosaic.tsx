import type { ReactNode } from 'react'
import { galleryLayout } from '../components/galleryLayout'
import { Part } from '../Part'
import { SpoilerCover } from './SpoilerCover'
import './mosaic.css'

/** One image or video of a mosaic: the part it selects, what it draws, and whether it is a spoiler. */
export type MosaicItem = { part: string; media: ReactNode; spoiler: boolean }

/**
 * Images and videos tiled as Discord tiles them, for a message's attachments and for a media gallery
 * alike: 1 to 10 items in the rows galleryLayout gives, never wider than the column it sits in.
 */
export function Mosaic({ items }: { items: MosaicItem[] }) {
  const shown = items.slice(0, 10)
  const tiles = galleryLayout(shown.length)
  if (shown.length === 0) return null
  return (
    <div className={`mosaic mosaic--${shown.length}`}>
      {shown.map((item, i) => {
        const tile = tiles[i]!
        return (
          <div
            key={item.part}
            className={
              tile.span === 6 && shown.length > 1 ? 'mosaic__cell mosaic__cell--wide' : 'mosaic__cell'
            }
            style={{
              gridColumn: `${tile.column} / span ${tile.span}`,
              gridRow: `${tile.row} / span ${tile.rowSpan}`,
            }}
          >
            <Part id={item.part} className="mosaic__tile">
              {item.spoiler ? <SpoilerCover>{item.media}</SpoilerCover> : item.media}
            </Part>
          </div>
        )
      })}
    </div>
  )
}
