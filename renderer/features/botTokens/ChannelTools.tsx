import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import type { BotTokenView } from '../../../shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { botTokensSelectors, useBotTokensStore } from '../../store/botTokens/store'
import type { ChannelValues } from './botTokenSchemas'
import { channelSchema } from './botTokenSchemas'
import { BotTokenSelect } from './BotTokenSelect'
import { ChannelWebhookList } from './ChannelWebhookList'
import { CreateWebhookForm } from './CreateWebhookForm'
import { DeleteByIdForm } from './DeleteByIdForm'
import { ChannelPicker } from './ChannelPicker'

/** For one channel, with one bot token: list its webhooks, create one, delete one by id. */
export function ChannelTools({ tokens, locked }: { tokens: BotTokenView[]; locked: boolean }) {
  const listChannel = useBotTokensStore((state) => state.listChannel)
  const channel = useBotTokensStore(botTokensSelectors.channel)
  const form = useForm<ChannelValues>({
    resolver: zodResolver(channelSchema),
    defaultValues: { botTokenId: tokens[0]?.id ?? '', channelId: '' },
  })
  const { errors } = form.formState
  const channelId = useWatch({ control: form.control, name: 'channelId' })
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
        <BotTokenSelect
          id="channel-bot"
          label="Bot token"
          tokens={tokens}
          {...form.register('botTokenId')}
          disabled={locked}
        />
        <ChannelPicker
          id="channel-id"
          registration={form.register('channelId')}
          value={channelId}
          error={errors.channelId?.message}
          disabled={locked}
        />
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
