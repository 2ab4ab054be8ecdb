import type { DraftReference, KeptAttachment } from '@shared/drafts/draft'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { useFormats, useT } from '@renderer/i18n/store'

type ResendProps = {
  fileNames: readonly string[]
  link: string | null
  /** How many messages the draft posts. */
  count: number
  onConfirm(): void
  onClose(): void
}

/** Send pressed on a draft unchanged since it was sent: a second, identical message is one click away. */
export function ResendDialog({ fileNames, count, onConfirm, onClose }: ResendProps) {
  const t = useT()
  const formats = useFormats()
  const files = fileNames.filter(Boolean)
  return (
    <ConfirmDialog
      title={t('composer.send.resend.title', { count })}
      confirmLabel={t('composer.send.resend.confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('composer.send.resend.body', { count })}</p>
      {files.length > 0 && <p>{t('composer.send.resend.files', { files: formats.list(files) })}</p>}
    </ConfirmDialog>
  )
}

/** The attachments the message has now that the edit does not keep. */
export function removedAttachments(reference: DraftReference): KeptAttachment[] {
  const listed = Array.isArray(reference.before.attachments) ? reference.before.attachments : []
  const keptIds = new Set(reference.kept.map((attachment) => attachment.id))
  return listed.flatMap((item) => {
    const a = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    if (typeof a.id !== 'string' || keptIds.has(a.id)) return []
    const filename = typeof a.filename === 'string' ? a.filename : a.id
    return [{ id: a.id, filename, size: null, contentType: null, url: null, description: null }]
  })
}

type RetryProps = { count: number; onConfirm(): void; onClose(): void }

/** "Retry failed" when Discord may have posted some of what failed: retrying could post it twice. */
export function RetryUnknownDialog({ count, onConfirm, onClose }: RetryProps) {
  const t = useT()
  return (
    <ConfirmDialog
      title={t('composer.send.retryUnknown.title')}
      confirmLabel={t('composer.send.retryUnknown.confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('composer.send.retryUnknown.body', { count })}</p>
    </ConfirmDialog>
  )
}

type DuplicateProps = { reasons: readonly string[]; onConfirm(): void; onClose(): void }

/**
 * The services refused a send because Discord may already have the message (issue 19): under way in
 * another window or before a reload, of unknown outcome, or posted unchanged. Nothing was sent.
 */
export function DuplicateDialog({ reasons, onConfirm, onClose }: DuplicateProps) {
  const t = useT()
  return (
    <ConfirmDialog
      title={t('composer.send.duplicate.title')}
      confirmLabel={t('composer.send.duplicate.confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {reasons.map((reason) => (
        <p key={reason}>{reason}</p>
      ))}
      <p>{t('composer.send.duplicate.body')}</p>
    </ConfirmDialog>
  )
}
