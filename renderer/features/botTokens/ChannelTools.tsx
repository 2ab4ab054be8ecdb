import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { BotTokenView } from '../../../shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Field, describedBy } from '../../components/Field'
import { botTokensSelectors, useBotTokensStore } from '../../store/botTokens/store'
import type { ChannelValues } from './botTokenSchemas'
import { channelSchema } from './botTokenSchemas'
import { ChannelWebhookList } from './ChannelWebhookList'
import { CreateWebhookForm } from './CreateWebhookForm'
import { DeleteByIdForm } from './DeleteByIdForm'

/** For one channel, with one bot token: list its webhooks, create one, delete one by id. */
export function ChannelTools({ tokens, locked }: { tokens: BotTokenView[]; locked: boolean }) {
  const listChannel = useBotTokensStore((state) => state.listChannel)
  const channel = useBotTokensStore(botTokensSelectors.channel)
  const form = useForm<ChannelValues>({
    resolver: zodResolver(channelSchema),
    defaultValues: { botTokenId: tokens[0]?.id ?? '', channelId: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(({ botTokenId, channelId }) => listChannel(botTokenId, channelId.trim()))
  return (
    <section className="stack channel-tools" aria-labelledby="channel-tools-heading">
      <h3 id="channel-tools-heading" className="subsection-title">
        A channel’s webhooks
      </h3>
      <form
        className="form-grid form-grid--inline"
        aria-label="Choose a channel"
        noValidate
        onSubmit={onSubmit}
      >
        <Field id="channel-bot" label="Bot token">
          <select {...form.register('botTokenId')} id="channel-bot" className="input" disabled={locked}>
            {tokens.map((token) => (
              <option key={token.id} value={token.id}>
                {token.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="channel-id" label="Channel id" error={errors.channelId?.message}>
          <input
            {...form.register('channelId')}
            {...describedBy('channel-id', errors.channelId?.message, false)}
            className="input input--mono"
            inputMode="numeric"
            autoComplete="off"
            disabled={locked}
          />
        </Field>
        <div className="form-grid__button">
          <Button
            type="submit"
            busy={channel.phase === 'loading'}
            disabled={locked || channel.phase === 'loading'}
          >
            List webhooks
          </Button>
        </div>
      </form>
      {channel.phase === 'failed' && <ErrorNotice error={channel.error} />}
      {(channel.phase === 'ready' || channel.phase === 'failed') && (
        <>
          {channel.phase === 'ready' && (
            <ChannelWebhookList
              botTokenId={channel.botTokenId}
              channelId={channel.channelId}
              webhooks={channel.webhooks}
            />
          )}
          <CreateWebhookForm botTokenId={channel.botTokenId} channelId={channel.channelId} />
        </>
      )}
      <DeleteByIdForm tokens={tokens} disabled={locked} />
    </section>
  )
}
