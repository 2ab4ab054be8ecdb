import { useEffect, useState } from 'react'
import { readStagedFile } from '../../../api/staging'
import { drop } from '../../../util/drop'
import { pickedPreview } from './previews'

/**
 * An image file's thumbnail: the picked bytes while this page lives, otherwise the staged copy read back
 * (after a reload), as a blob URL revoked when the row goes.
 */
export function Thumbnail({ handle, name }: { handle: string; name: string }) {
  const picked = pickedPreview(handle)
  const [loaded, setLoaded] = useState<{ handle: string; url: string } | undefined>(undefined)
  useEffect(() => {
    if (picked) return
    let url: string | undefined
    let live = true
    drop(
      readStagedFile(handle).then((blob) => {
        if (!live) return
        url = URL.createObjectURL(blob)
        setLoaded({ handle, url })
      }),
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [handle, picked])
  const src = picked ?? (loaded?.handle === handle ? loaded.url : undefined)
  if (!src) return <span className="file-row__thumb file-row__thumb--none" aria-hidden="true" />
  return <img className="file-row__thumb" src={src} alt={`Preview of ${name}`} width={48} height={48} />
}
