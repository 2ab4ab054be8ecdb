import { Button } from '@renderer/components/Button'
import { useFormats, useT } from '@renderer/i18n/store'
import type { Upload } from './uploadsStore'
import { useUploadsStore } from './uploadsStore'

/** A file on its way to staging: bytes sent with a progress bar and Cancel, or why it failed. */
export function UploadRow({ upload }: { upload: Upload }) {
  const cancel = useUploadsStore((state) => state.cancel)
  const dismiss = useUploadsStore((state) => state.dismiss)
  const t = useT()
  const formats = useFormats()
  const label = t('composer.files.attaching', { name: upload.name })
  const progress = t('composer.files.progress', {
    sent: formats.bytes(upload.sent),
    total: formats.bytes(upload.total),
  })
  return (
    <li className={upload.error ? 'upload-row upload-row--failed' : 'upload-row'} aria-label={label}>
      <span className="upload-row__name">{upload.name}</span>
      {upload.error ? (
        <>
          <span className="upload-row__error" role="alert">
            {t('composer.files.notAttached', { reason: upload.error })}
          </span>
          <Button
            tone="ghost"
            aria-label={t('composer.files.dismiss', { name: upload.name })}
            onClick={() => dismiss(upload.id)}
          >
            {t('common.dismiss')}
          </Button>
        </>
      ) : (
        <>
          <progress
            className="upload-row__bar"
            max={upload.total || 1}
            value={upload.sent}
            aria-label={`${label}: ${progress}`}
          />
          <span className="upload-row__bytes">{progress}</span>
          <Button
            tone="ghost"
            aria-label={t('composer.files.cancelAttaching', { name: upload.name })}
            onClick={() => cancel(upload.id)}
          >
            {t('common.cancel')}
          </Button>
        </>
      )}
    </li>
  )
}
