import type { KeyboardEvent } from 'react'
import { useWebhooksStore } from '../../store/webhooks/store'
import type { ChannelGroup, ServerGroup } from '../../store/webhooks/types'
import { drop } from '../../util/drop'
import { EditableName } from './EditableName'
import { MoveButtons, moveKey } from './MoveButtons'
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
  const renamePlace = useWebhooksStore((state) => state.renamePlace)
  const move = useWebhooksStore((state) => state.move)
  const id = server.id
  const onKeyDown = (event: KeyboardEvent) => {
    if (!id || !reorderable) return
    const delta = moveKey(event)
    if (delta) drop(move('servers', id, delta))
  }
  return (
    <section className="server" aria-label={`Server ${server.name}`}>
      <header className="server__head" onKeyDown={onKeyDown}>
        <h2 className="server__name">
          {id ? (
            <EditableName
              name={server.name}
              what={`server ${server.name}`}
              onSave={(name) => renamePlace('server', id, name)}
            />
          ) : (
            server.name
          )}
        </h2>
        {id && !server.name.includes(id) && <code className="server__id">{id}</code>}
        {id && reorderable && (
          <MoveButtons
            what={`server ${server.name}`}
            first={first}
            last={last}
            onMove={(delta) => drop(move('servers', id, delta))}
          />
        )}
      </header>
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
  const renamePlace = useWebhooksStore((state) => state.renamePlace)
  const move = useWebhooksStore((state) => state.move)
  const id = channel.id
  const count = channel.webhooks.length
  const onKeyDown = (event: KeyboardEvent) => {
    if (!id || !reorderable) return
    const delta = moveKey(event)
    if (delta) drop(move('channels', id, delta))
  }
  return (
    <section className="channel" aria-label={`Channel ${channel.name}`}>
      <header className="channel__head" onKeyDown={onKeyDown}>
        <h3 className="channel__name">
          {id ? (
            <EditableName
              name={channel.name}
              prefix="#"
              what={`channel ${channel.name}`}
              onSave={(name) => renamePlace('channel', id, name)}
            />
          ) : (
            channel.name
          )}
        </h3>
        {id && !channel.name.includes(id) && <code className="server__id">{id}</code>}
        <span className="channel__count">{count === 1 ? '1 webhook' : `${count} webhooks`}</span>
        {id && reorderable && (
          <MoveButtons
            what={`channel ${channel.name}`}
            first={first}
            last={last}
            onMove={(delta) => drop(move('channels', id, delta))}
          />
        )}
      </header>
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
