import type { Formats, Translate } from '@shared/i18n'
import { useFormats, useT } from '@renderer/i18n/store'
import type { Pings } from '../mentions/pings'

/** "@everyone, 2 roles (<id>, <id>)": whom the warning beside Send names; undefined when nobody. */
export function pingWarningText(pings: Pings, t: Translate, formats: Formats): string | undefined {
  const parts: string[] = []
  if (pings.everyone) parts.push('@everyone')
  if (pings.here) parts.push('@here')
  // The ids are Discord's: listed as they are, in the locale's list style.
  const ids = (list: string[]) => formats.list(list)
  if (pings.roles.length > 0) {
    parts.push(t('composer.send.pings.roles', { count: pings.roles.length, ids: ids(pings.roles) }))
  }
  if (pings.users.length > 0) {
    parts.push(t('composer.send.pings.users', { count: pings.users.length, ids: ids(pings.users) }))
  }
  return parts.length > 0 ? t('composer.send.pings.text', { who: formats.list(parts) }) : undefined
}

/** Beside Send: exactly whom the message will ping, when it pings anyone. */
export function PingWarning({ pings }: { pings: Pings }) {
  const t = useT()
  const formats = useFormats()
  const text = pingWarningText(pings, t, formats)
  if (!text) return null
  return (
    <p className="send-pings" role="note" aria-label={t('composer.send.pings.label')}>
      <span aria-hidden="true" className="send-pings__icon">
        @
      </span>
      {text}
    </p>
  )
}
