import { memo } from 'react'
import { useT } from '@renderer/i18n/store'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import type { PreviewFile } from '../types'
import { FileCard } from './FileCard'
import type { MosaicItem } from './Mosaic'
import { Mosaic } from './Mosaic'
import { SpoilerCover } from './SpoilerCover'
import './attachments.css'

/** How Discord shows a file: in the mosaic (images, videos), as an audio player card, or as a file card. */
function kindOf(file: PreviewFile): 'image' | 'video' | 'audio' | 'file' {
  if (file.url === null) return 'file'
  if (/^image\/(png|jpe?g|gif|webp|avif)$/i.test(file.contentType)) return 'image'
  if (/^video\/(mp4|webm|quicktime)$/i.test(file.contentType)) return 'video'
  if (/^audio\/(mpeg|mp3|ogg|wav|x-wav|flac|webm|aac|mp4)$/i.test(file.contentType)) return 'audio'
  return 'file'
}

function mediaOf(file: PreviewFile & { url: string }, kind: 'image' | 'video') {
  const name = file.description ?? file.name
  return kind === 'image' ? (
    <PreviewImage className="mosaic__media" src={file.url} alt={name} />
  ) : (
    <video className="mosaic__media" src={file.url} controls preload="metadata" aria-label={name} />
  )
}

type Props = { files: PreviewFile[]; hidden: Set<string> }

/**
 * The uploaded files under the message, except those an embed already shows: images and videos in
 * Discord's mosaic, then audio and other files as cards, each in files[n] order.
 */
export const Attachments = memo(function Attachments({ files, hidden }: Props) {
  const t = useT()
  const shown = files.map((file, index) => ({ file, index })).filter(({ file }) => !hidden.has(file.name))
  if (shown.length === 0) return null
  const mosaic: MosaicItem[] = []
  const cards = []
  for (const { file, index } of shown) {
    const kind = kindOf(file)
    const part = `files.${index}`
    if ((kind === 'image' || kind === 'video') && file.url !== null) {
      mosaic.push({ part, spoiler: file.spoiler, media: mediaOf({ ...file, url: file.url }, kind) })
      continue
    }
    const card = (
      <FileCard file={file}>
        {kind === 'audio' && file.url !== null ? (
          <audio
            className="file-card__player"
            src={file.url}
            controls
            preload="none"
            aria-label={t('preview.file.play', { name: file.name })}
          />
        ) : null}
      </FileCard>
    )
    cards.push(
      <Part key={index} id={part} className="attachment">
        {file.spoiler ? <SpoilerCover>{card}</SpoilerCover> : card}
      </Part>,
    )
  }
  return (
    <div className="attachments">
      <Mosaic items={mosaic} />
      {cards}
    </div>
  )
})
