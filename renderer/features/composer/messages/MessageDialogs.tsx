import { useState } from 'react'
import { DRAFT_NAME_MAX } from '@shared/drafts/draft'
import { Button } from '@renderer/components/Button'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { Dialog } from '@renderer/components/Dialog'

type RenameProps = { label: string; name: string; onRename(name: string): void; onClose(): void }

/** A name for one message of the draft; an empty name gives it back its number. */
export function RenameMessageDialog({ label, name, onRename, onClose }: RenameProps) {
  const [value, setValue] = useState(name)
  return (
    <Dialog
      title={`Rename ${label.toLowerCase()}`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button tone="primary" type="submit" form="rename-message">
            Rename
          </Button>
        </>
      }
    >
      <form
        id="rename-message"
        className="field"
        onSubmit={(event) => {
          event.preventDefault()
          onRename(value)
        }}
      >
        <label className="field__label" htmlFor="rename-message-name">
          Message name
        </label>
        <input
          id="rename-message-name"
          className="input"
          value={value}
          maxLength={DRAFT_NAME_MAX}
          onChange={(event) => setValue(event.target.value)}
        />
        <p className="field__hint">Only for you: the name is not sent. Leave it empty for a number.</p>
      </form>
    </Dialog>
  )
}

type RemoveProps = { label: string; summary: string; onConfirm(): void; onClose(): void }

/** Removing a message that has something in it asks first; undo (Ctrl+Z) brings it back too. */
export function RemoveMessageDialog({ label, summary, onConfirm, onClose }: RemoveProps) {
  return (
    <ConfirmDialog
      title={`Remove ${label.toLowerCase()}?`}
      confirmLabel="Remove message"
      skippable
      tone="danger"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        “{summary}” and everything in it (embeds, components, files, thread) leave the draft. Undo brings it
        back.
      </p>
    </ConfirmDialog>
  )
}
