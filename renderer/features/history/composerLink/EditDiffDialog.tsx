import { useMemo } from 'react'
import type { KeptAttachment } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { DiffList, bodyChanges } from '../DiffList'

type Props = {
  messageId: string
  /** The body as it is on Discord now, and as the edit will make it. */
  before: Record<string, unknown>
  after: Record<string, unknown>
  /** Attachments the message has now and the edit keeps; the others are removed from Discord. */
  kept: readonly KeptAttachment[]
  removed: readonly KeptAttachment[]
  busy: boolean
  error: RpcErrorData | undefined
  onConfirm(): void
  onClose(): void
}

/** The last look before a PATCH: each field that changes (embeds included), and the attachments kept. */
export function EditDiffDialog(props: Props) {
  const { messageId, before, after, kept, removed } = props
  const changes = useMemo(() => bodyChanges(before, after), [before, after])
  return (
    <ConfirmDialog
      title={`Save the edit of message ${messageId}?`}
      confirmLabel="Save edit"
      busy={props.busy}
      error={props.error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      {changes.length === 0 ? (
        <p>Nothing in the text or embeds changes: saving sends the message as it is.</p>
      ) : (
        <DiffList changes={changes} label="What changes" />
      )}
      {kept.length > 0 && <p>Keeps {names(kept)}.</p>}
      {removed.length > 0 && <p className="diff__removed">Removes {names(removed)} from Discord.</p>}
    </ConfirmDialog>
  )
}

function names(attachments: readonly KeptAttachment[]): string {
  const list = attachments.map((attachment) => attachment.filename || attachment.id)
  return `${list.length === 1 ? 'the attachment' : `${list.length} attachments:`} ${list.join(', ')}`
}
