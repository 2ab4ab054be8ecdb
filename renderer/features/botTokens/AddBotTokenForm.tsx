import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useT } from '../../i18n/store'
import { useBotTokensStore } from '../../store/botTokens/store'
import { applyIssues } from '../../util/applyIssues'
import { drop } from '../../util/drop'
import { useVaultFirst } from '../vault'
import type { AddBotTokenValues } from './botTokenSchemas'
import { addBotTokenSchema } from './botTokenSchemas'

/**
 * Label and token; the token field empties as soon as the services have it. Without an open vault, Add
 * asks to create or unlock it right here, then saves.
 */
export function AddBotTokenForm() {
  const t = useT()
  const add = useBotTokensStore((state) => state.add)
  const [error, setError] = useState<RpcErrorData>()
  const form = useForm<AddBotTokenValues>({
    resolver: zodResolver(addBotTokenSchema(t)),
    defaultValues: { label: '', token: '' },
  })
  const { errors, isSubmitting } = form.formState
  const vault = useVaultFirst('saveBotToken')
  const save = async ({ label, token }: AddBotTokenValues) => {
    setError(undefined)
    const outcome = await add(label.trim(), token.trim())
    if (outcome.ok) form.reset()
    else if (!applyIssues(outcome.error, form.setError, { label: 'label', token: 'token' }))
      setError(outcome.error)
  }
  const onSubmit = form.handleSubmit((values) => vault.run(() => drop(save(values))))
  return (
    <>
      <form className="stack" aria-label={t('botTokens.add.form')} noValidate onSubmit={onSubmit}>
        <div className="form-grid form-grid--narrow-first">
          <Field id="bot-label" label={t('botTokens.add.label')} error={errors.label?.message}>
            <input
              {...form.register('label')}
              {...describedBy('bot-label', errors.label?.message, false)}
              className="input"
              autoComplete="off"
            />
          </Field>
          <Field
            id="bot-token"
            label={t('botTokens.add.token')}
            hint={t('botTokens.add.token.hint')}
            error={errors.token?.message}
          >
            <input
              {...form.register('token')}
              {...describedBy('bot-token', errors.token?.message, true)}
              className="input input--mono"
              type="password"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
        </div>
        {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
        <FormActions submit={t('botTokens.add.submit')} tone="secondary" busy={isSubmitting} />
      </form>
      {/* Outside the form: the dialog's own forms must not nest in this one. */}
      {vault.dialog}
    </>
  )
}
