import { useEffect, useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Template } from '@shared/rpc/areas/templates'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { ConfirmActionDialog } from '@renderer/components/ConfirmActionDialog'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { useT } from '@renderer/i18n/store'
import { FillTemplateForm } from './FillTemplateForm'
import { RenameTemplateDialog } from './RenameTemplateDialog'

type Pending = { kind: 'rename' | 'delete'; template: Template }

/** "New from template": the saved templates; choosing one asks for its values, then opens the new draft. */
export function NewFromTemplateDialog({ onClose }: { onClose(): void }) {
  const t = useT()
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
      title={
        chosen
          ? t('composer.templates.new.titleChosen', { name: chosen.name })
          : t('composer.templates.new.title')
      }
      onClose={onClose}
      actions={chosen ? undefined : <Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {chosen ? (
        <FillTemplateForm template={chosen} onBack={() => setChosen(undefined)} onCreated={onClose} />
      ) : (
        <>
          {error && <ErrorNotice error={error} />}
          {templates?.length === 0 && <p>{t('composer.templates.new.empty')}</p>}
          {templates && templates.length > 0 && (
            <ul className="templates-list" aria-label={t('composer.templates.new.list')}>
              {templates?.map((template) => (
                <li key={template.id} className="templates-list__row">
                  <div className="templates-list__text">
                    <span className="templates-list__name">{template.name}</span>
                    <span className="templates-list__meta">
                      {template.placeholders.length > 0
                        ? template.placeholders.map((name) => `{{${name}}}`).join(' ')
                        : t('composer.templates.new.noPlaceholders')}
                    </span>
                  </div>
                  <Button
                    tone="primary"
                    aria-label={t('composer.templates.new.useName', { name: template.name })}
                    onClick={() => setChosen(template)}
                  >
                    {t('composer.templates.new.use')}
                  </Button>
                  <Button
                    tone="ghost"
                    aria-label={t('composer.templates.new.renameName', { name: template.name })}
                    onClick={() => setPending({ kind: 'rename', template })}
                  >
                    {t('composer.rename')}
                  </Button>
                  <Button
                    tone="ghost"
                    aria-label={t('composer.templates.new.deleteName', { name: template.name })}
                    onClick={() => setPending({ kind: 'delete', template })}
                  >
                    {t('composer.templates.new.delete')}
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
          title={t('composer.templates.delete.title')}
          confirmLabel={t('composer.templates.delete.title')}
          skippable
          tone="danger"
          onClose={() => {
            setPending(undefined)
            load()
          }}
          action={() => attempt('templates.delete', { templateId: pending.template.id })}
        >
          <p>{t('composer.templates.delete.text', { name: pending.template.name })}</p>
        </ConfirmActionDialog>
      )}
    </Dialog>
  )
}
