import { useT } from '@renderer/i18n/store'
import { useStagedImageUrls } from './stagedImages'

/** An image file's thumbnail, from the picked bytes or the staged copy read back after a reload. */
export function Thumbnail({
  handle,
  name,
  contentType,
}: {
  handle: string
  name: string
  contentType: string
}) {
  const t = useT()
  const src = useStagedImageUrls([{ handle, name, contentType }])[handle]
  if (!src) return <span className="file-row__thumb file-row__thumb--none" aria-hidden="true" />
  return (
    <img
      className="file-row__thumb"
      src={src}
      alt={t('composer.files.preview', { name })}
      width={48}
      height={48}
    />
  )
}
