import { useState } from 'react'
import { DRAFT_NAME_MAX } from '@shared/drafts/draft'
import { Button } from '@renderer/components/Button'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { Dialog } from '@renderer/components/Dialog'
import { useT } from '@renderer/i18n/store'

type RenameProps = { index: number; name: string; onRename(name: string): void; onClose(): void }

/** A name for one message of the draft; an empty name gives it back its number. */
export function RenameMessageDialog({ index, name, onRename, onClose }: RenameProps) {
  const t = useT()
  const [value, setValue] = useState(name)
  return (
    <Dialog
      title={t('composer.messages.rename', { number: index + 1 })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button tone="primary" type="submit" form="rename-message">
            {t('composer.rename')}
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
          {t('composer.messages.name')}
        </label>
        <input
          id="rename-message-name"
          className="input"
          value={value}
          maxLength={DRAFT_NAME_MAX}
          onChange={(event) => setValue(event.target.value)}
        />
        <p className="field__hint">{t('composer.messages.nameHint')}</p>
      </form>
    </Dialog>
  )
}

type RemoveProps = { index: number; name: string; summary: string; onConfirm(): void; onClose(): void }

/** Removing a message that has something in it asks first; undo (Ctrl+Z) brings it back too. */
export function RemoveMessageDialog({ index, name, summary, onConfirm, onClose }: RemoveProps) {
  const t = useT()
  return (
    <ConfirmDialog
      title={
        name
          ? t('composer.messages.removeDialog.titleNamed', { name })
          : t('composer.messages.removeDialog.title', { number: index + 1 })
      }
      confirmLabel={t('composer.messages.removeDialog.confirm')}
      skippable
      tone="danger"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('composer.messages.removeDialog.text', { summary })}</p>
    </ConfirmDialog>
  )
}
