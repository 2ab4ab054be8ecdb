import { useState } from 'react'
import { DRAFT_NAME_MAX } from '@shared/drafts/draft'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'

/** A small dialog for the open draft's name. */
export function RenameDialog({
  name,
  onRename,
  onClose,
}: {
  name: string
  onRename(name: string): void
  onClose(): void
}) {
  const [value, setValue] = useState(name)
  const trimmed = value.trim()
  const submit = () => {
    if (trimmed) onRename(trimmed)
  }
  return (
    <Dialog
      title="Rename draft"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button tone="primary" type="submit" form="rename-draft" disabled={!trimmed}>
            Rename
          </Button>
        </>
      }
    >
      <form
        id="rename-draft"
        className="field"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <label className="field__label" htmlFor="rename-draft-name">
          Draft name
        </label>
        <input
          id="rename-draft-name"
          className="input"
          value={value}
          maxLength={DRAFT_NAME_MAX}
          onChange={(event) => setValue(event.target.value)}
        />
      </form>
    </Dialog>
  )
}
