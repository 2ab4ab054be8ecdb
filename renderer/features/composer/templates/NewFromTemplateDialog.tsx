import { useEffect, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Template } from '@shared/rpc/areas/templates'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { ConfirmActionDialog } from '@renderer/components/ConfirmActionDialog'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { FillTemplateForm } from './FillTemplateForm'
import { RenameTemplateDialog } from './RenameTemplateDialog'

type Pending = { kind: 'rename' | 'delete'; template: Template }

/** "New from template": the saved templates; choosing one asks for its values, then opens the new draft. */
export function NewFromTemplateDialog({ onClose }: { onClose(): void }) {
  const [templates, setTemplates] = useState<Template[]>()
  const [error, setError] = useState<RpcErrorData>()
  const [chosen, setChosen] = useState<Template>()
  const [pending, setPending] = useState<Pending>()

  const [version, setVersion] = useState(0)
  const load = () => setVersion((v) => v + 1)
  // Read again after each rename or delete; a late answer from an earlier read is ignored.
  useEffect(() => {
    let live = true
    void attempt('templates.list', {}).then((outcome) => {
      if (!live) return
      if (outcome.ok) setTemplates(outcome.value.templates)
      else setError(outcome.error)
    })
    return () => {
      live = false
    }
  }, [version])

  return (
    <Dialog
      title={chosen ? `New from “${chosen.name}”` : 'New from template'}
      onClose={onClose}
      actions={chosen ? undefined : <Button onClick={onClose}>Close</Button>}
    >
      {chosen ? (
        <FillTemplateForm template={chosen} onBack={() => setChosen(undefined)} onCreated={onClose} />
      ) : (
        <>
          {error && <ErrorNotice error={error} />}
          {templates?.length === 0 && <p>No templates yet. Open a draft and choose “Save as template…”.</p>}
          {templates && templates.length > 0 && (
            <ul className="templates-list" aria-label="Templates">
              {templates?.map((template) => (
                <li key={template.id} className="templates-list__row">
                  <div className="templates-list__text">
                    <span className="templates-list__name">{template.name}</span>
                    <span className="templates-list__meta">
                      {template.placeholders.length > 0
                        ? template.placeholders.map((name) => `{{${name}}}`).join(' ')
                        : 'No placeholders'}
                    </span>
                  </div>
                  <Button
                    tone="primary"
                    aria-label={`Use ${template.name}`}
                    onClick={() => setChosen(template)}
                  >
                    Use
                  </Button>
                  <Button
                    tone="ghost"
                    aria-label={`Rename ${template.name}`}
                    onClick={() => setPending({ kind: 'rename', template })}
                  >
                    Rename
                  </Button>
                  <Button
                    tone="ghost"
                    aria-label={`Delete ${template.name}`}
                    onClick={() => setPending({ kind: 'delete', template })}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {pending?.kind === 'rename' && (
        <RenameTemplateDialog
          template={pending.template}
          onClose={() => setPending(undefined)}
          onRenamed={() => {
            setPending(undefined)
            load()
          }}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmActionDialog
          title="Delete template"
          confirmLabel="Delete template"
          skippable
          tone="danger"
          onClose={() => {
            setPending(undefined)
            load()
          }}
          action={() => attempt('templates.delete', { templateId: pending.template.id })}
        >
          <p>Delete the template “{pending.template.name}”? Drafts made from it stay as they are.</p>
        </ConfirmActionDialog>
      )}
    </Dialog>
  )
}
