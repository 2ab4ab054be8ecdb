import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { BotTokenView } from '../../../shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { Field, describedBy } from '../../components/Field'
import { DeleteChannelWebhookDialog } from './DeleteChannelWebhookDialog'
import type { DeleteByIdValues } from './botTokenSchemas'
import { deleteByIdSchema } from './botTokenSchemas'

/** Deletes any webhook the bot may manage, by its id, after a confirmation. */
export function DeleteByIdForm({ tokens, disabled }: { tokens: BotTokenView[]; disabled: boolean }) {
  const [confirming, setConfirming] = useState<{ webhookId: string; botTokenId: string }>()
  const [botTokenId, setBotTokenId] = useState(tokens[0]?.id ?? '')
  const form = useForm<DeleteByIdValues>({
    resolver: zodResolver(deleteByIdSchema),
    defaultValues: { webhookId: '' },
  })
  const error = form.formState.errors.webhookId?.message
  const onSubmit = form.handleSubmit(({ webhookId }) =>
    setConfirming({ webhookId, botTokenId: botTokenId || tokens[0]?.id || '' }),
  )
  return (
    <form
      className="form-grid form-grid--inline"
      aria-label="Delete a webhook by id"
      noValidate
      onSubmit={onSubmit}
    >
      {tokens.length > 1 && (
        <Field id="delete-bot" label="With bot token">
          <select
            id="delete-bot"
            className="input"
            value={botTokenId}
            onChange={(event) => setBotTokenId(event.target.value)}
          >
            {tokens.map((token) => (
              <option key={token.id} value={token.id}>
                {token.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id="delete-webhook-id" label="Delete a webhook by id" error={error}>
        <input
          {...form.register('webhookId')}
          {...describedBy('delete-webhook-id', error, false)}
          className="input input--mono"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
        />
      </Field>
      <div className="form-grid__button">
        <Button type="submit" className="button--danger-text" disabled={disabled}>
          Delete…
        </Button>
      </div>
      {confirming && (
        <DeleteChannelWebhookDialog
          botTokenId={confirming.botTokenId}
          webhookId={confirming.webhookId}
          name={`webhook ${confirming.webhookId}`}
          onClose={() => {
            setConfirming(undefined)
            form.reset()
          }}
        />
      )}
    </form>
  )
}
