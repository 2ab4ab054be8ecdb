import { Button } from '@renderer/components/Button'
import { formatBytes } from './fileSizes'
import type { Upload } from './uploadsStore'
import { useUploadsStore } from './uploadsStore'

/** A file on its way to staging: bytes sent with a progress bar and Cancel, or why it failed. */
export function UploadRow({ upload }: { upload: Upload }) {
  const cancel = useUploadsStore((state) => state.cancel)
  const dismiss = useUploadsStore((state) => state.dismiss)
  const label = `Attaching ${upload.name}`
  return (
    <li className={upload.error ? 'upload-row upload-row--failed' : 'upload-row'} aria-label={label}>
      <span className="upload-row__name">{upload.name}</span>
      {upload.error ? (
        <>
          <span className="upload-row__error" role="alert">
            Not attached: {upload.error}
          </span>
          <Button tone="ghost" aria-label={`Dismiss ${upload.name}`} onClick={() => dismiss(upload.id)}>
            Dismiss
          </Button>
        </>
      ) : (
        <>
          <progress
            className="upload-row__bar"
            max={upload.total || 1}
            value={upload.sent}
            aria-label={`${label}: ${formatBytes(upload.sent)} of ${formatBytes(upload.total)}`}
          />
          <span className="upload-row__bytes">
            {formatBytes(upload.sent)} of {formatBytes(upload.total)}
          </span>
          <Button
            tone="ghost"
            aria-label={`Cancel attaching ${upload.name}`}
            onClick={() => cancel(upload.id)}
          >
            Cancel
          </Button>
        </>
      )}
    </li>
  )
}
