import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Template } from '@shared/rpc/areas/templates'
import { builtInValues } from '@shared/templates'
import { attempt } from '@renderer/api/attempt'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'

/** One field per placeholder; date and time start filled and stay editable. */
function initialValues(template: Template): Record<string, string> {
  const builtIns = builtInValues({ now: new Date() })
  return Object.fromEntries(template.placeholders.map((name) => [name, builtIns[name] ?? '']))
}

/**
 * The values of a template's placeholders. "Create draft" makes and opens the filled draft; a missing
 * value or a problem is listed with its path, and everything typed stays in the form.
 */
export function FillTemplateForm({
  template,
  onBack,
  onCreated,
}: {
  template: Template
  onBack(): void
  onCreated(): void
}) {
  const t = useT()
  const [values, setValues] = useState(() => initialValues(template))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RpcErrorData>()

  const create = async () => {
    setBusy(true)
    await useDraftsStore.getState().flush()
    const outcome = await attempt('templates.use', { templateId: template.id, values })
    if (!outcome.ok) {
      setBusy(false)
      setError(outcome.error)
      return
    }
    await useDraftsStore.getState().open(outcome.value.draft.id)
    await useDraftsStore.getState().refreshList()
    onCreated()
  }

  return (
    <form
      id="fill-template"
      className="templates-form"
      aria-label={t('composer.templates.fill.values', { name: template.name })}
      onSubmit={(event) => {
        event.preventDefault()
        void create()
      }}
    >
      {template.placeholders.length === 0 ? (
        <p>{t('composer.templates.fill.nothing')}</p>
      ) : (
        <p className="field__hint">{t('composer.templates.fill.hint')}</p>
      )}
      {template.placeholders.map((name) => (
        <div className="field" key={name}>
          <label className="field__label" htmlFor={`template-value-${name}`}>
            {name}
          </label>
          <input
            id={`template-value-${name}`}
            className="input"
            value={values[name] ?? ''}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        </div>
      ))}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      <div className="templates-form__actions">
        <Button onClick={onBack}>{t('composer.templates.fill.back')}</Button>
        <Button tone="primary" type="submit" busy={busy}>
          {t('composer.templates.fill.create')}
        </Button>
      </div>
    </form>
  )
}
