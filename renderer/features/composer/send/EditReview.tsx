import type { DraftReference } from '@shared/drafts/draft'
import { EditDiffDialog } from '../../history/composerLink/EditDiffDialog'
import { removedAttachments } from './SendDialogs'

// Its own module, loaded when an edit is first reviewed: the diff it shows is not needed to open the page.

type EditProps = {
  reference: DraftReference
  data: Record<string, unknown>
  busy: boolean
  onConfirm(): void
  onClose(): void
}

/** Before the PATCH: what the edit changes, embeds included, and which attachments stay. */
export function EditReview({ reference, data, busy, onConfirm, onClose }: EditProps) {
  return (
    <EditDiffDialog
      messageId={reference.messageId}
      before={reference.before}
      after={data}
      kept={reference.kept}
      removed={removedAttachments(reference)}
      busy={busy}
      error={undefined}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
