import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { attempt } from '../../api/attempt'
import type { BotTokenView } from '@shared/rpc/areas/botTokens'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useT } from '../../i18n/store'
import { botTokensSelectors, useBotTokensStore } from '../../store/botTokens/store'
import type { ChannelValues } from './botTokenSchemas'
import { channelSchema } from './botTokenSchemas'
import { BotTokenSelect } from './BotTokenSelect'
import { ChannelWebhookList } from './ChannelWebhookList'
import { CreateWebhookForm } from './CreateWebhookForm'
import { DeleteByIdForm } from './DeleteByIdForm'
import { ChannelPicker, useKnownChannels } from './ChannelPicker'
import { channelByName, type KnownChannel } from './channelByName'

/** The channels of every server the bot token is in (botTokens.servers); none while locked or failing. */
function useBotChannels(botTokenId: string, locked: boolean): KnownChannel[] {
  const [channels, setChannels] = useState<{ tokenId: string; list: KnownChannel[] }>()
  useEffect(() => {
    if (!botTokenId || locked) return
    let current = true
    void attempt('botTokens.servers', { botTokenId }).then((outcome) => {
      if (!current || !outcome.ok) return
      const list = outcome.value.servers.flatMap((server) =>
        server.channels.map((c) => ({ id: c.id, name: c.name, server: server.name })),
      )
      setChannels({ tokenId: botTokenId, list })
    })
    return () => {
      current = false
    }
  }, [botTokenId, locked])
  return channels?.tokenId === botTokenId ? channels.list : []
}

/** For one channel, with one bot token: list its webhooks, create one, delete one by id. */
export function ChannelTools({ tokens, locked }: { tokens: BotTokenView[]; locked: boolean }) {
  const t = useT()
  const listChannel = useBotTokensStore((state) => state.listChannel)
  const channel = useBotTokensStore(botTokensSelectors.channel)
  const form = useForm<ChannelValues>({
    resolver: zodResolver(channelSchema(t)),
    defaultValues: { botTokenId: tokens[0]?.id ?? '', channelId: '' },
  })
  const { errors } = form.formState
  const channelId = useWatch({ control: form.control, name: 'channelId' })
  const botTokenId = useWatch({ control: form.control, name: 'botTokenId' })
  const botChannels = useBotChannels(botTokenId, locked)
  const known = useKnownChannels(botChannels)
  const onSubmit = form.handleSubmit(({ botTokenId, channelId }) => {
    const found = channelByName(channelId, known, t)
    if (!found.ok) return form.setError('channelId', { message: found.message })
    return listChannel(botTokenId, found.id)
  })
  return (
    <section className="stack channel-tools" aria-labelledby="channel-tools-heading">
      <h3 id="channel-tools-heading" className="subsection-title">
        {t('botTokens.channelTools.title')}
      </h3>
      <form
        className="form-grid form-grid--inline"
        aria-label={t('botTokens.channelTools.form')}
        noValidate
        onSubmit={onSubmit}
      >
        <BotTokenSelect
          id="channel-bot"
          label={t('botTokens.add.token')}
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
          botChannels={botChannels}
        />
        <div className="form-grid__button">
          <Button
            type="submit"
            busy={channel.phase === 'loading'}
            disabled={locked || channel.phase === 'loading'}
          >
            {t('botTokens.channelTools.list')}
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
