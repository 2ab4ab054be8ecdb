import { useT } from '../../i18n/store'
import type { ChannelGroup, ServerGroup } from '../../store/webhooks/types'
import { placeName } from '../../store/webhooks/selectors'
import { PlaceHead } from './PlaceHead'
import { WebhookRow } from './WebhookRow'

type GroupsProps = { servers: ServerGroup[]; locked: boolean; reorderable: boolean }

/** Servers, then their channels, then the channels' webhooks, each level named and ordered by the user. */
export function LibraryGroups({ servers, locked, reorderable }: GroupsProps) {
  const t = useT()
  return (
    <div className="library" aria-label={t('webhooks.groups.label')}>
      {servers.map((server, index) => (
        <ServerSection
          key={server.id ?? 'unknown'}
          server={server}
          first={index === 0}
          last={index === servers.length - 1}
          locked={locked}
          reorderable={reorderable}
        />
      ))}
    </div>
  )
}

type ServerProps = {
  server: ServerGroup
  first: boolean
  last: boolean
  locked: boolean
  reorderable: boolean
}

function ServerSection({ server, first, last, locked, reorderable }: ServerProps) {
  const t = useT()
  const name = placeName(t, 'server', server)
  return (
    <section className="server" aria-label={t('webhooks.groups.server', { name })}>
      <PlaceHead
        place="server"
        id={server.id}
        name={name}
        first={first}
        last={last}
        reorderable={reorderable}
      />
      {server.channels.map((channel, index) => (
        <ChannelSection
          key={channel.id ?? 'unknown'}
          channel={channel}
          first={index === 0}
          last={index === server.channels.length - 1}
          locked={locked}
          reorderable={reorderable}
        />
      ))}
    </section>
  )
}

type ChannelProps = {
  channel: ChannelGroup
  first: boolean
  last: boolean
  locked: boolean
  reorderable: boolean
}

function ChannelSection({ channel, first, last, locked, reorderable }: ChannelProps) {
  const t = useT()
  const count = channel.webhooks.length
  const name = placeName(t, 'channel', channel)
  return (
    <section className="channel" aria-label={t('webhooks.groups.channel', { name })}>
      <PlaceHead
        place="channel"
        id={channel.id}
        name={name}
        first={first}
        last={last}
        reorderable={reorderable}
      >
        <span className="channel__count">{t('webhooks.groups.count', { count })}</span>
      </PlaceHead>
      <ul className="webhook-list">
        {channel.webhooks.map((webhook, index) => (
          <WebhookRow
            key={webhook.id}
            webhook={webhook}
            first={!reorderable || index === 0}
            last={!reorderable || index === count - 1}
            locked={locked}
          />
        ))}
      </ul>
    </section>
  )
}
