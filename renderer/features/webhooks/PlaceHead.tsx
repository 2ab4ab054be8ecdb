import type { KeyboardEvent, ReactNode } from 'react'
import { useT } from '../../i18n/store'
import { useWebhooksStore } from '../../store/webhooks/store'
import { drop } from '../../util/drop'
import { EditableName } from './EditableName'
import { MoveButtons, moveKey } from './MoveButtons'

type PlaceHeadProps = {
  place: 'server' | 'channel'
  /** Null for the "unknown" group, which can be neither renamed nor moved. */
  id: string | null
  name: string
  first: boolean
  last: boolean
  reorderable: boolean
  /** Shown between the name and the move buttons (a channel's webhook count). */
  children?: ReactNode
}

/** A server's or channel's heading: its name (renamable), its id until it is named, and move buttons. */
export function PlaceHead({ place, id, name, first, last, reorderable, children }: PlaceHeadProps) {
  const renamePlace = useWebhooksStore((state) => state.renamePlace)
  const move = useWebhooksStore((state) => state.move)
  const t = useT()
  const what = t(place === 'server' ? 'webhooks.what.server' : 'webhooks.what.channel', { name })
  const Heading = place === 'server' ? 'h2' : 'h3'
  const onMove = (delta: -1 | 1) => {
    if (id) drop(move(place === 'server' ? 'servers' : 'channels', id, delta))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!id || !reorderable) return
    const delta = moveKey(event)
    if (delta) onMove(delta)
  }
  return (
    <header className={`${place}__head`} onKeyDown={onKeyDown}>
      <Heading className={`${place}__name`}>
        {id ? (
          <EditableName
            name={name}
            {...(place === 'channel' && { prefix: '#' })}
            what={what}
            onSave={(newName) => renamePlace(place, id, newName)}
          />
        ) : (
          name
        )}
      </Heading>
      {id && !name.includes(id) && <code className="server__id">{id}</code>}
      {children}
      {id && reorderable && <MoveButtons what={what} first={first} last={last} onMove={onMove} />}
    </header>
  )
}
