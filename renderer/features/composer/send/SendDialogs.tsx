import type { DraftReference, KeptAttachment } from '@shared/drafts/draft'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'

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
  const files = fileNames.filter(Boolean)
  const what = count > 1 ? `all ${count} messages` : 'the same message'
  return (
    <ConfirmDialog
      title={count > 1 ? 'Send the same messages again?' : 'Send the same message again?'}
      confirmLabel="Send a second copy"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>Nothing has changed since this draft was sent. Sending now posts a second copy of {what}.</p>
      {files.length > 0 && (
        <p>
          The files ({files.join(', ')}) went with the first copy and are no longer attached: the second copy
          goes without them.
        </p>
      )}
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
  const [what, it, they] = count === 1 ? ['One message', 'it', 'it'] : [`${count} messages`, 'them', 'they']
  return (
    <ConfirmDialog
      title="Discord may have posted some of these"
      confirmLabel="Retry anyway"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {`${what} failed without a clear answer (Discord had an error after receiving ${it}), so ${they} may already be in the channel. Look there first: retrying posts ${it} again.`}
      </p>
    </ConfirmDialog>
  )
}

type DuplicateProps = { reasons: readonly string[]; onConfirm(): void; onClose(): void }

/**
 * The services refused a send because Discord may already have the message (issue 19): under way in
 * another window or before a reload, of unknown outcome, or posted unchanged. Nothing was sent.
 */
export function DuplicateDialog({ reasons, onConfirm, onClose }: DuplicateProps) {
  return (
    <ConfirmDialog
      title="Post a second copy?"
      confirmLabel="Post another copy"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {reasons.map((reason) => (
        <p key={reason}>{reason}</p>
      ))}
      <p>Nothing was sent. Look in the channel first: posting now may leave two copies there.</p>
    </ConfirmDialog>
  )
}
