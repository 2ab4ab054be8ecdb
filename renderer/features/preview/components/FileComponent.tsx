import { useContext } from 'react'
import { FileCard } from '../attachments/FileCard'
import { SpoilerCover } from '../attachments/SpoilerCover'
import { resolveMedia } from '../media'
import { Part } from '../Part'
import { FilesContext } from '../previewContext'
import type { Json } from '../read'
import { asRecord, asString } from '../read'

/** A file component: the attached file it names (`attachment://name`) as a file card. */
export function FileComponent({ component, part }: { component: Json; part: string }) {
  const files = useContext(FilesContext)
  const url = asString(asRecord(component.file)?.url)
  const { file } = resolveMedia(url, files)
  const name = url?.replace(/^attachment:\/\//, '') ?? ''
  const card = <FileCard file={file ?? { name, size: 0, contentType: '', spoiler: false, url: null }} />
  return (
    <Part id={`${part}.file.url`} className="v2-file">
      {component.spoiler === true ? <SpoilerCover>{card}</SpoilerCover> : card}
    </Part>
  )
}
