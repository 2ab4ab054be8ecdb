import { useState } from 'react'
import { DRAFT_NAME_MAX } from '@shared/drafts/draft'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { useT } from '@renderer/i18n/store'

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
  const t = useT()
  const [value, setValue] = useState(name)
  const trimmed = value.trim()
  const submit = () => {
    if (trimmed) onRename(trimmed)
  }
  return (
    <Dialog
      title={t('composer.drafts.rename.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button tone="primary" type="submit" form="rename-draft" disabled={!trimmed}>
            {t('composer.rename')}
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
          {t('composer.drafts.rename.name')}
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
