import { useEffect, useState } from 'react'
import { readStagedFile } from '@renderer/api/staging'
import { drop } from '@renderer/util/drop'
import { isImage, isPlayable } from './fileNames'
import { pickedPreview } from './previews'

/** What a staged image is shown from: the picked bytes, or the staged copy read back once per page. */
const readBack = new Map<string, Promise<string | null>>()

type ImageFile = { handle: string; name: string; contentType: string }

/** Which files get an object URL: images (a thumbnail), or also videos and audio (the preview plays them). */
export type Shown = 'images' | 'media'

const shows = (file: ImageFile, shown: Shown) =>
  isImage(file.name, file.contentType) || (shown === 'media' && isPlayable(file.contentType))

/**
 * An object URL for an image file (or, with `media`, a video or audio file), or null for a file that is
 * not one or can no longer be read. The picked bytes are used while this page lives; after a reload the
 * staged copy is read back once and kept for the page's life, so the thumbnail and the preview share one
 * copy.
 */
export function stagedImageUrl(file: ImageFile, shown: Shown = 'images'): Promise<string | null> {
  if (!shows(file, shown)) return Promise.resolve(null)
  const picked = pickedPreview(file.handle)
  if (picked) return Promise.resolve(picked)
  let url = readBack.get(file.handle)
  if (!url) {
    url = readStagedFile(file.handle).then(
      (blob) => URL.createObjectURL(blob),
      () => null,
    )
    readBack.set(file.handle, url)
  }
  return url
}

/** Object URLs of the image (or `media`) files among `files`, by handle; a file still loading is absent. */
export function useStagedImageUrls(
  files: readonly ImageFile[],
  shown: Shown = 'images',
): Record<string, string | null> {
  const [urls, setUrls] = useState<Record<string, string | null>>({})
  const key = files.map((file) => `${file.handle}:${file.name}:${file.contentType}`).join('|')
  useEffect(() => {
    let live = true
    for (const file of files) {
      drop(
        stagedImageUrl(file, shown).then((url) => {
          if (live)
            setUrls((current) =>
              current[file.handle] === url ? current : { ...current, [file.handle]: url },
            )
        }),
      )
    }
    return () => {
      live = false
    }
    // The key stands for the files' identity; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, shown])
  return urls
}
