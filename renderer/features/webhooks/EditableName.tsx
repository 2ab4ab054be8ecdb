import { zodResolver } from '@hookform/resolvers/zod'
import type { KeyboardEvent } from 'react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Outcome } from '../../api/attempt'
import { Button } from '../../components/Button'
import { describedBy } from '../../components/Field'
import { useT } from '../../i18n/store'
import { saidText } from '@shared/rpc/saidText'
import type { NameValues } from './webhookSchemas'
import { nameSchema } from './webhookSchemas'

type EditableNameProps = {
  name: string
  /** How a screen reader names the thing: "server Demo", "channel general", "webhook Alerts". */
  what: string
  className?: string
  prefix?: string
  disabled?: boolean
  onSave(name: string): Promise<Outcome<unknown>>
}

/** A name with a Rename button that turns into a small form; Enter saves, Escape cancels. */
export function EditableName({ name, what, className, prefix, disabled, onSave }: EditableNameProps) {
  const [editing, setEditing] = useState(false)
  const t = useT()
  if (!editing) {
    return (
      <span className={['editable-name', className].filter(Boolean).join(' ')}>
        <span className="editable-name__text">
          {prefix}
          {name}
        </span>
        <Button
          tone="ghost"
          className="button--small"
          aria-label={t('webhooks.rename.named', { what })}
          disabled={disabled}
          onClick={() => setEditing(true)}
        >
          {t('webhooks.rename')}
        </Button>
      </span>
    )
  }
  return <NameForm name={name} what={what} onSave={onSave} onDone={() => setEditing(false)} />
}

function NameForm({
  name,
  what,
  onSave,
  onDone,
}: Pick<EditableNameProps, 'name' | 'what' | 'onSave'> & { onDone(): void }) {
  const id = useId()
  const t = useT()
  const form = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { name } })
  const error = form.formState.errors.name?.message
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await onSave(values.name.trim())
    if (outcome.ok) onDone()
    else form.setError('name', { type: 'server', message: saidText(t, outcome.error) })
  })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onDone()
    }
  }
  return (
    <form
      className="name-form"
      aria-label={t('webhooks.rename.named', { what })}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <input
        {...form.register('name')}
        {...describedBy(id, error, false)}
        aria-label={t('webhooks.rename.newName', { what })}
        className="input input--small"
        autoFocus
        autoComplete="off"
      />
      <Button type="submit" tone="primary" className="button--small" busy={form.formState.isSubmitting}>
        {t('webhooks.save')}
      </Button>
      <Button tone="ghost" className="button--small" onClick={onDone}>
        {t('common.cancel')}
      </Button>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </form>
  )
}
