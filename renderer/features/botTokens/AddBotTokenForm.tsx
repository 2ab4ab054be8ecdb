import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { FormActions } from '../../components/FormActions'
import { useBotTokensStore } from '../../store/botTokens/store'
import { applyIssues } from '../../util/applyIssues'
import { drop } from '../../util/drop'
import { useVaultFirst } from '../vault'
import type { AddBotTokenValues } from './botTokenSchemas'
import { addBotTokenSchema } from './botTokenSchemas'

const TOKEN_HINT =
  'Developer Portal → your application → Bot → Reset Token. Stored encrypted; shown masked afterwards.'

/**
 * Label and token; the token field empties as soon as the services have it. Without an open vault, Add
 * asks to create or unlock it right here, then saves.
 */
export function AddBotTokenForm() {
  const add = useBotTokensStore((state) => state.add)
  const [error, setError] = useState<RpcErrorData>()
  const form = useForm<AddBotTokenValues>({
    resolver: zodResolver(addBotTokenSchema),
    defaultValues: { label: '', token: '' },
  })
  const { errors, isSubmitting } = form.formState
  const vault = useVaultFirst('to save this bot token')
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
      <form className="stack" aria-label="Add a bot token" noValidate onSubmit={onSubmit}>
        <div className="form-grid form-grid--narrow-first">
          <Field id="bot-label" label="Label" error={errors.label?.message}>
            <input
              {...form.register('label')}
              {...describedBy('bot-label', errors.label?.message, false)}
              className="input"
              autoComplete="off"
            />
          </Field>
          <Field id="bot-token" label="Bot token" hint={TOKEN_HINT} error={errors.token?.message}>
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
        <FormActions submit="Add bot token" tone="secondary" busy={isSubmitting} />
      </form>
      {/* Outside the form: the dialog's own forms must not nest in this one. */}
      {vault.dialog}
    </>
  )
}
