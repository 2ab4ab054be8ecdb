import type { ChannelGroup, ServerGroup } from '../../store/webhooks/types'
import { PlaceHead } from './PlaceHead'
import { WebhookRow } from './WebhookRow'

type GroupsProps = { servers: ServerGroup[]; locked: boolean; reorderable: boolean }

/** Servers, then their channels, then the channels' webhooks, each level named and ordered by the user. */
export function LibraryGroups({ servers, locked, reorderable }: GroupsProps) {
  return (
    <div className="library" aria-label="Saved webhooks">
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
  return (
    <section className="server" aria-label={`Server ${server.name}`}>
      <PlaceHead
        place="server"
        id={server.id}
        name={server.name}
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
  const count = channel.webhooks.length
  return (
    <section className="channel" aria-label={`Channel ${channel.name}`}>
      <PlaceHead
        place="channel"
        id={channel.id}
        name={channel.name}
        first={first}
        last={last}
        reorderable={reorderable}
      >
        <span className="channel__count">{count === 1 ? '1 webhook' : `${count} webhooks`}</span>
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
