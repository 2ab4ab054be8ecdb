import type { Pings } from '../mentions/pings'

/** "@everyone, 2 roles (<id>, <id>)": whom the warning beside Send names; undefined when nobody. */
export function pingWarningText(pings: Pings): string | undefined {
  const parts: string[] = []
  if (pings.everyone) parts.push('@everyone')
  if (pings.here) parts.push('@here')
  const listed = (ids: string[], one: string) =>
    `${ids.length} ${ids.length === 1 ? one : `${one}s`} (${ids.join(', ')})`
  if (pings.roles.length > 0) parts.push(listed(pings.roles, 'role'))
  if (pings.users.length > 0) parts.push(listed(pings.users, 'user'))
  return parts.length > 0 ? `This message will ping ${parts.join(', ')}.` : undefined
}

/** Beside Send: exactly whom the message will ping, when it pings anyone. */
export function PingWarning({ pings }: { pings: Pings }) {
  const text = pingWarningText(pings)
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
