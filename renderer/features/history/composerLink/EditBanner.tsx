import { Button } from '../../../components/Button'
import type { EditRequest } from '../../../store/history/composerRequest'

/** Says the composer is editing a sent message, what the edit keeps, and how to leave edit mode. */
export function EditBanner({ edit, onCancel }: { edit: EditRequest; onCancel(): void }) {
  const kept = edit.attachments.length
  return (
    <div className="edit-banner" role="status" aria-label="Edit mode">
      <div className="edit-banner__text">
        <strong>Editing message {edit.messageId}</strong>
        <span>
          Send shows what changes before Discord’s copy is overwritten.
          {kept > 0 && ` ${kept === 1 ? '1 attachment stays' : `${kept} attachments stay`} attached.`}
          {edit.componentsV2 && ' It is a Components V2 message; the edit keeps that flag.'}
        </span>
      </div>
      <Button tone="ghost" onClick={onCancel}>
        Cancel edit
      </Button>
    </div>
  )
}
