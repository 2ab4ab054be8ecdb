import { memo } from 'react'
import { LineIcon } from '../LineIcon'
import { Part } from '../Part'
import { calendarTime, formatTimestamp, fullTimestamp } from '../markdown/formatTimestamp'
import type { PreviewDensity } from '../types'
import { useTimeLocale } from '../useTimeLocale'
import { useT } from '@renderer/i18n/store'

/** `sentAt` in milliseconds: a number, so a host passing a new equal Date does not re-render the header. */
type Props = { name: string; sentAt: number; silent: boolean; density: PreviewDensity }

/** The command that sends a message silently: Discord's own word, the same in every language. */
const SILENT = '@silent'

function SilentMarker() {
  const t = useT()
  return (
    <span className="message__silent" title={t('preview.header.silent')}>
      <LineIcon
        d="M18 16v-5a6 6 0 0 0-9.5-4.9M6 9.8V16l-2 2h14M10 21h4M3 3l18 18"
        size={14}
        strokeWidth={2}
        linecap="round"
      />
      {SILENT}
    </span>
  )
}

/**
 * Name, APP tag and time. Cozy: "Name APP Today at 16:20" above the content. Compact: "16:20 APP Name"
 * on the content's own line, as Discord's compact mode draws it.
 */
export const MessageHeader = memo(function MessageHeader({ name, sentAt: sentAtMs, silent, density }: Props) {
  const t = useT()
  const where = useTimeLocale()
  const sentAt = new Date(sentAtMs)
  const unix = sentAtMs / 1000
  const time = (
    <time className="message__time" dateTime={sentAt.toISOString()} title={fullTimestamp(unix, where)}>
      {density === 'compact'
        ? formatTimestamp(unix, 't', sentAt, where)
        : calendarTime(sentAt, new Date(), t, where)}
    </time>
  )
  const app = <span className="message__app">{t('preview.header.app')}</span>
  const username = (
    <Part id="username" as="span" className="message__name" dir="auto">
      {name}
    </Part>
  )
  if (density === 'compact') {
    return (
      <h3 className="message__header message__header--compact">
        {time}
        {app}
        {username}
        {silent && <SilentMarker />}
      </h3>
    )
  }
  return (
    <h3 className="message__header">
      {username}
      {app}
      {time}
      {silent && <SilentMarker />}
    </h3>
  )
})
