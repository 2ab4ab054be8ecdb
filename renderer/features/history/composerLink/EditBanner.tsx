import { Button } from '@renderer/components/Button'
import type { DraftReference } from '@shared/drafts/draft'

/** Says the draft edits a sent message, what the edit keeps, and how to make it a new message instead. */
export function EditBanner({ reference, onStop }: { reference: DraftReference; onStop(): void }) {
  const kept = reference.kept.length
  return (
    <div className="edit-banner" role="status" aria-label="Edit mode">
      <div className="edit-banner__text">
        <strong>Editing message {reference.messageId}</strong>
        <span>
          Send shows what changes before Discord’s copy is overwritten.
          {kept > 0 && ` ${kept === 1 ? '1 attachment stays' : `${kept} attachments stay`} attached.`}
          {reference.componentsV2 && ' It is a Components V2 message; the edit keeps that flag.'}
        </span>
      </div>
      <Button tone="ghost" onClick={onStop}>
        Send as a new message
      </Button>
    </div>
  )
}
