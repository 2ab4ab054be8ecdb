import { useState } from 'react'
import { DRAFT_NAME_MAX } from '@shared/drafts/draft'
import type { RpcErrorData } from '@shared/rpc'
import { findPlaceholders } from '@shared/templates'
import { attempt } from '@renderer/api/attempt'
import { FormDialogActions } from '@renderer/components/FormDialogActions'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { draftName } from '../drafts/draftName'
import { PlaceholderHelp } from './PlaceholderHelp'

/** "Save as template": a name, and what the open draft will ask for when a draft is made from it. */
export function SaveTemplateDialog({ onClose }: { onClose(): void }) {
  const t = useT()
  const draft = useDraftsStore((state) => state.draft)
  const [name, setName] = useState(() => (draft ? draftName(t, draft.name) : ''))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()
  const [saved, setSaved] = useState<string>()
  const placeholders = draft ? findPlaceholders(draft.messages) : []
  const hasFiles = draft?.messages.some((message) => message.files.length > 0) ?? false

  const save = async () => {
    if (!draft || !name.trim()) return
    setBusy(true)
    // The service saves what is on disk: write the open draft's last keystrokes first.
    await useDraftsStore.getState().flush()
    const outcome = await attempt('templates.saveFromDraft', { draftId: draft.id, name })
    setBusy(false)
    if (outcome.ok) setSaved(outcome.value.template.name)
    else setError(outcome.error)
  }

  return (
    <Dialog
      title={t('composer.templates.save.title')}
      onClose={onClose}
      actions={
        <FormDialogActions
          done={Boolean(saved)}
          onClose={onClose}
          form="save-template"
          disabled={!name.trim()}
          busy={busy}
        >
          {t('composer.templates.save.confirm')}
        </FormDialogActions>
      }
    >
      {saved ? (
        <p role="status">{t('composer.templates.save.done', { name: saved })}</p>
      ) : (
        <form
          id="save-template"
          className="templates-form"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="save-template-name">
              {t('composer.templates.name')}
            </label>
            <input
              id="save-template-name"
              className="input"
              value={name}
              maxLength={DRAFT_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <section aria-label={t('composer.templates.save.found')} className="templates-found">
            <h3 className="templates-found__title">{t('composer.templates.save.foundTitle')}</h3>
            {placeholders.length > 0 ? (
              <ul className="templates-found__list">
                {placeholders.map((placeholder) => (
                  <li key={placeholder}>
                    <code>{`{{${placeholder}}}`}</code>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="field__hint">{t('composer.templates.save.none')}</p>
            )}
          </section>
          <PlaceholderHelp />
          <p className="field__hint">
            {hasFiles ? t('composer.templates.save.filesDropped') : t('composer.templates.save.noFiles')}
          </p>
          {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
        </form>
      )}
    </Dialog>
  )
}
