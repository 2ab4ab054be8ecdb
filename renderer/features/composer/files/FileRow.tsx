import { ATTACHMENT_DESCRIPTION_MAX } from '@shared/discord/limits'
import type { DraftFile } from '@shared/drafts/draft'
import { useFormats, useT } from '@renderer/i18n/store'
import { draftActions } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { useSortableItem } from '../embeds/SortableList'
import { EmbedUseButtons } from './EmbedUseButtons'
import { FileNameField } from './FileNameField'
import { isImage } from './fileNames'
import { Thumbnail } from './Thumbnail'

type FileRowProps = { index: number; file: number; count: number; value: DraftFile; problems: string[] }

/** One attachment: thumbnail, name, size, spoiler, alt text, order and "use in an embed". */
export function FileRow({ index, file, count, value, problems }: FileRowProps) {
  const t = useT()
  const formats = useFormats()
  const n = file + 1
  const { ref, style, isDragging, handle: grip } = useSortableItem(value.handle)
  const rowId = controlId(index, `files.${file}`)
  const descriptionId = `${rowId}-description`
  const used = [...value.description].length
  const over = used > ATTACHMENT_DESCRIPTION_MAX
  const invalid = problems.length > 0 || over
  return (
    <li
      ref={ref}
      style={style}
      className={invalid ? 'file-row file-row--invalid' : 'file-row'}
      aria-label={t('composer.files.row', { n, name: value.name })}
      data-dragging={isDragging || undefined}
    >
      <div className="file-row__main">
        <button
          type="button"
          className="file-row__grip"
          aria-label={t('composer.files.drag', { n })}
          {...grip}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {isImage(value.name, value.contentType) ? (
          <Thumbnail handle={value.handle} name={value.name} contentType={value.contentType} />
        ) : (
          <span className="file-row__thumb file-row__thumb--none" aria-hidden="true">
            {value.name.split('.').pop()?.slice(0, 4).toUpperCase()}
          </span>
        )}
        <FileNameField index={index} file={file} name={value.name} />
        <span className="file-row__size">{formats.bytes(value.size)}</span>
      </div>
      <div className="file-row__details">
        <label className="choice">
          <input
            type="checkbox"
            checked={value.spoiler}
            onChange={(event) => draftActions.updateFile(index, file, { spoiler: event.target.checked })}
          />
          {t('composer.files.spoiler', { n })}
        </label>
        <div className="file-row__alt">
          <div className="file-row__alt-head">
            <label className="file-row__alt-label" htmlFor={descriptionId}>
              {t('composer.files.description', { n })}
            </label>
            <span className={over ? 'counter counter--over' : 'counter'}>
              {used}/{ATTACHMENT_DESCRIPTION_MAX}
            </span>
          </div>
          <input
            id={descriptionId}
            className="input input--compact"
            type="text"
            placeholder={t('composer.files.descriptionPlaceholder')}
            value={value.description}
            aria-invalid={over || undefined}
            onChange={(event) => draftActions.updateFile(index, file, { description: event.target.value })}
          />
        </div>
      </div>
      <div className="file-row__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('composer.files.moveUp', { n })}
          disabled={file === 0}
          onClick={() => draftActions.moveFile(index, file, file - 1)}
        >
          <span aria-hidden="true">↑</span> {t('composer.files.up')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('composer.files.moveDown', { n })}
          disabled={file === count - 1}
          onClick={() => draftActions.moveFile(index, file, file + 1)}
        >
          <span aria-hidden="true">↓</span> {t('composer.files.down')}
        </button>
        <EmbedUseButtons index={index} file={file} name={value.name} />
        <button
          type="button"
          className="button button--ghost file-row__remove"
          aria-label={t('composer.files.remove', { n })}
          onClick={() => draftActions.removeFile(index, file)}
        >
          {t('composer.files.removeShort')}
        </button>
      </div>
      {problems.map((problem) => (
        <p key={problem} className="file-row__problem">
          {problem}
        </p>
      ))}
      {over && (
        <p className="file-row__problem">
          {t('composer.files.descriptionTooLong', { over: used - ATTACHMENT_DESCRIPTION_MAX })}
        </p>
      )}
    </li>
  )
}
