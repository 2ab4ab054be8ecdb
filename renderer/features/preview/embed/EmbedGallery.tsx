import type { EmbedGroup } from './groupEmbeds'
import { sameGallery } from './groupEmbeds'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import { memo, useContext } from 'react'
import { resolveMedia } from '../media'
import { FilesContext } from '../previewContext'
import { useT } from '@renderer/i18n/store'

type Props = { index: number; image: string | undefined; gallery: EmbedGroup['gallery'] }

/**
 * The embed's image, or with merged embeds a gallery of up to four (one large, the rest beside it).
 * Memoised: grouping builds a new gallery array on every change, equal items keep it as it was.
 */
export const EmbedGallery = memo(function EmbedGallery({ index, image, gallery }: Props) {
  const t = useT()
  const files = useContext(FilesContext)
  const images = [...(image ? [{ index, url: image }] : []), ...gallery]
  if (images.length === 0) return null
  return (
    <div className={`embed__media embed__media--${images.length}`}>
      {images.map((item, position) => (
        <Part key={`${item.index}`} id={`embeds.${item.index}.image`} className="embed__media-item">
          <PreviewImage
            className="embed__image"
            src={resolveMedia(item.url, files).src}
            alt={
              images.length > 1
                ? t('preview.embed.imageOf', { number: position + 1, total: images.length })
                : t('preview.embed.image')
            }
          />
        </Part>
      ))}
    </div>
  )
}, sameProps)

function sameProps(before: Props, after: Props): boolean {
  return (
    before.index === after.index && before.image === after.image && sameGallery(before.gallery, after.gallery)
  )
}
