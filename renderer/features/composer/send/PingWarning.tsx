import type { Pings } from './sources/pings'
import { describePings } from './sources/pings'

/** Beside Send: exactly whom the message will ping, when it pings anyone. */
export function PingWarning({ pings }: { pings: Pings }) {
  const text = describePings(pings)
  if (!text) return null
  return (
    <p className="send-pings" role="note" aria-label="Pings">
      <span aria-hidden="true" className="send-pings__icon">
        @
      </span>
      {text}
    </p>
  )
}
