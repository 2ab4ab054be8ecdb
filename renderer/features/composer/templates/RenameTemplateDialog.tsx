import { useState } from 'react'
import { DRAFT_NAME_MAX } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'
import type { Template } from '@shared/rpc/areas/templates'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { useT } from '@renderer/i18n/store'

/** A template's new name. */
export function RenameTemplateDialog({
  template,
  onRenamed,
  onClose,
}: {
  template: Template
  onRenamed(): void
  onClose(): void
}) {
  const t = useT()
  const [name, setName] = useState(template.name)
  const [error, setError] = useState<RpcErrorData>()
  const rename = async () => {
    const outcome = await attempt('templates.rename', { templateId: template.id, name })
    if (outcome.ok) onRenamed()
    else setError(outcome.error)
  }
  return (
    <Dialog
      title={t('composer.templates.rename.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button tone="primary" type="submit" form="rename-template" disabled={!name.trim()}>
            {t('composer.rename')}
          </Button>
        </>
      }
    >
      <form
        id="rename-template"
        className="field"
        onSubmit={(event) => {
          event.preventDefault()
          void rename()
        }}
      >
        <label className="field__label" htmlFor="rename-template-name">
          {t('composer.templates.name')}
        </label>
        <input
          id="rename-template-name"
          className="input"
          value={name}
          maxLength={DRAFT_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
        {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      </form>
    </Dialog>
  )
}
