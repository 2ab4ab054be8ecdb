import { memo } from 'react'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import type { PreviewFile } from '../types'
import { FileCard } from './FileCard'
import { SpoilerCover } from './SpoilerCover'
import './attachments.css'

/** Images Discord shows inline; other types (and images whose bytes are unknown) show as a file card. */
function isInlineImage(file: PreviewFile): file is PreviewFile & { url: string } {
  return file.url !== null && /^image\/(png|jpe?g|gif|webp|avif)$/i.test(file.contentType)
}

type Props = { files: PreviewFile[]; hidden: Set<string> }

/** The uploaded files under the message, in files[n] order, except those an embed already shows. */
export const Attachments = memo(function Attachments({ files, hidden }: Props) {
  const shown = files.map((file, index) => ({ file, index })).filter(({ file }) => !hidden.has(file.name))
  if (shown.length === 0) return null
  return (
    <div className="attachments">
      {shown.map(({ file, index }) => {
        const body = isInlineImage(file) ? (
          <PreviewImage className="attachment-image" src={file.url} alt={file.description ?? file.name} />
        ) : (
          <FileCard file={file} />
        )
        return (
          <Part key={index} id={`files.${index}`} className="attachment">
            {file.spoiler ? <SpoilerCover>{body}</SpoilerCover> : body}
          </Part>
        )
      })}
    </div>
  )
})
