import { memo } from 'react'
import { useT } from '@renderer/i18n/store'
import { Part } from '../Part'
import { PreviewImage, PreviewVideo, useMissingReason } from '../PreviewImage'
import { useWebImage } from '../webImage'
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
    <PreviewVideo className="mosaic__media" src={file.url} alt={name} />
  )
}

/** Discord's audio card: the file's player, its bytes from the services when it was sent (on the CDN). */
function AudioPlayer({ url, name }: { url: string; name: string }) {
  const t = useT()
  const audio = useWebImage(url, 'playable')
  const reason = useMissingReason(audio, 'playable')
  if (audio?.state !== 'ready') return reason ? <span className="file-card__reason">{reason}</span> : null
  return (
    <audio
      className="file-card__player"
      src={audio.src}
      controls
      preload="none"
      aria-label={t('preview.file.play', { name })}
    />
  )
}

type Props = { files: PreviewFile[]; hidden: Set<string> }

/**
 * The uploaded files under the message, except those an embed already shows: images and videos in
 * Discord's mosaic, then audio and other files as cards, each in files[n] order.
 */
export const Attachments = memo(function Attachments({ files, hidden }: Props) {
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
        {kind === 'audio' && file.url !== null ? <AudioPlayer url={file.url} name={file.name} /> : null}
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
