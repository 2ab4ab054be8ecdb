import { useContext } from 'react'
import type { Media } from '../media'
import { resolveMedia } from '../media'
import { FilesContext } from '../previewContext'

/** An embed image address resolved against the message's files (`attachment://`). */
export function useMediaSrc(url: string | undefined): Media {
  return resolveMedia(url, useContext(FilesContext))
}
