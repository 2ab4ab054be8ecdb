import { memo } from 'react'
import { asRecord, asString } from '../read'
import { useT } from '@renderer/i18n/store'
import { calendarTime } from '../markdown/formatTimestamp'
import { useTimeLocale } from '../useTimeLocale'
import { Part } from '../Part'
import { PreviewImage } from '../PreviewImage'
import { useMediaSrc } from './useMediaSrc'

type Props = { footer: unknown; timestamp: unknown; index: number }

/**
 * Footer icon and plain text, then the embed's timestamp as "Today at …" (its icon needs the text).
 * Memoised on what it reads: typing in the embed's description leaves the footer as it was.
 */
export const EmbedFooter = memo(function EmbedFooter({ footer: value, timestamp, index }: Props) {
  const t = useT()
  const where = useTimeLocale()
  const footer = asRecord(value)
  const text = asString(footer?.text)
  const icon = useMediaSrc(text ? asString(footer?.icon_url) : undefined)
  const raw = asString(timestamp)
  const at = raw ? new Date(raw) : undefined
  const time = at && !Number.isNaN(at.getTime()) ? at : undefined
  if (!text && !time) return null
  return (
    <Part id={`embeds.${index}.footer.text`} className="embed__footer">
      {icon.src !== undefined && <PreviewImage className="embed__footer-icon" src={icon.src} alt="" />}
      <span className="embed__footer-text" dir="auto">
        {text}
        {text && time && <span className="embed__footer-separator">•</span>}
        {time && <time dateTime={time.toISOString()}>{calendarTime(time, new Date(), t, where)}</time>}
      </span>
    </Part>
  )
})
