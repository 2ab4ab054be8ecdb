import type { BodyPath } from '@renderer/store/drafts/reducers'
import { useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { BodyTextField } from './BodyTextField'
import { idOf } from './names'
import { useFiles, useText } from './useBody'

const ATTACHMENT = 'attachment://'

type MediaFieldProps = {
  index: number
  /** The path of the URL string: […, 'media', 'url'] or […, 'file', 'url']. */
  path: BodyPath
  /** "Section 3 thumbnail" → "Section 3 thumbnail URL", "Section 3 thumbnail attached file". */
  name: string
  /** Files only (a File component): no URL box, any attached file. */
  filesOnly?: boolean
}

/**
 * Where a media item comes from: a URL, or a file attached to the message (`attachment://name`), picked
 * from the message's files. Images only for media; any file for a File component.
 */
export function MediaField({ index, path, name, filesOnly = false }: MediaFieldProps) {
  const t = useT()
  const url = useText(index, path)
  const files = useFiles(index).filter((file) => filesOnly || file.image)
  const selectId = `${idOf(index, path)}-file`
  const attached = url.startsWith(ATTACHMENT) ? url.slice(ATTACHMENT.length) : ''
  const pick = (fileName: string) =>
    draftActions.setBodyValue(index, path, fileName ? `${ATTACHMENT}${fileName}` : '')
  const picker = (
    <div className="field component-media__file">
      <label className="field__label" htmlFor={filesOnly ? idOf(index, path) : selectId}>
        {t(filesOnly ? 'composer.components.attachedFile' : 'composer.components.attachedImage')}
      </label>
      <select
        id={filesOnly ? idOf(index, path) : selectId}
        className="input select"
        aria-label={t(
          filesOnly ? 'composer.components.part.attachedFile' : 'composer.components.part.attachedImage',
          { owner: name },
        )}
        value={files.some((file) => file.name === attached) ? attached : ''}
        onChange={(event) => pick(event.target.value)}
      >
        <option value="">
          {t(files.length === 0 ? 'composer.components.noFiles' : 'composer.components.noFile')}
        </option>
        {files.map((file) => (
          <option key={file.name} value={file.name}>
            {file.name}
          </option>
        ))}
      </select>
    </div>
  )
  if (filesOnly) return picker
  return (
    <div className="component-media">
      <BodyTextField
        index={index}
        path={path}
        label={t('composer.components.url')}
        name={t('composer.components.part.url', { owner: name })}
        url
      />
      {picker}
    </div>
  )
}
