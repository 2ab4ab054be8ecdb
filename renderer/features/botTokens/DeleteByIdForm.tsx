import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { BotTokenView } from '@shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { useT } from '../../i18n/store'
import { BotTokenSelect } from './BotTokenSelect'
import { DeleteChannelWebhookDialog } from './DeleteChannelWebhookDialog'
import { DiscordIdField } from './DiscordIdField'
import type { DeleteByIdValues } from './botTokenSchemas'
import { deleteByIdSchema } from './botTokenSchemas'

/** Deletes any webhook the bot may manage, by its id, after a confirmation. */
export function DeleteByIdForm({ tokens, disabled }: { tokens: BotTokenView[]; disabled: boolean }) {
  const t = useT()
  const [confirming, setConfirming] = useState<{ webhookId: string; botTokenId: string }>()
  const [botTokenId, setBotTokenId] = useState(tokens[0]?.id ?? '')
  const form = useForm<DeleteByIdValues>({
    resolver: zodResolver(deleteByIdSchema(t)),
    defaultValues: { webhookId: '' },
  })
  const error = form.formState.errors.webhookId?.message
  const onSubmit = form.handleSubmit(({ webhookId }) =>
    setConfirming({ webhookId, botTokenId: botTokenId || tokens[0]?.id || '' }),
  )
  return (
    <form
      className="form-grid form-grid--inline"
      aria-label={t('botTokens.deleteById')}
      noValidate
      onSubmit={onSubmit}
    >
      {tokens.length > 1 && (
        <BotTokenSelect
          id="delete-bot"
          label={t('botTokens.deleteById.bot')}
          tokens={tokens}
          value={botTokenId}
          onChange={(event) => setBotTokenId(event.target.value)}
        />
      )}
      <DiscordIdField
        id="delete-webhook-id"
        label={t('botTokens.deleteById')}
        registration={form.register('webhookId')}
        error={error}
        disabled={disabled}
      />
      <div className="form-grid__button">
        <Button type="submit" className="button--danger-text" disabled={disabled}>
          {t('botTokens.deleteById.submit')}
        </Button>
      </div>
      {confirming && (
        <DeleteChannelWebhookDialog
          botTokenId={confirming.botTokenId}
          webhookId={confirming.webhookId}
          name={t('botTokens.webhook.unnamed', { id: confirming.webhookId })}
          onClose={() => {
            setConfirming(undefined)
            form.reset()
          }}
        />
      )}
    </form>
  )
}
