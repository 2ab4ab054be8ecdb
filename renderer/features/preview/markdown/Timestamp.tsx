import { useEffect, useState } from 'react'
import type { TimestampStyle } from './ast'
import { formatTimestamp, fullTimestamp } from './formatTimestamp'
import { useTimeLocale } from '../useTimeLocale'

/** Relative times ("in 5 minutes") move on as Discord's do; the others never change. */
function useNow(live: boolean): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!live) return
    const timer = setInterval(() => setNow(new Date()), 30_000)
    return () => clearInterval(timer)
  }, [live])
  return now
}

/** `<t:unix:style>` in the app's language and the computer's time zone, with the full date as its tooltip. */
export function Timestamp({ unix, style }: { unix: number; style: TimestampStyle }) {
  const now = useNow(style === 'R')
  const where = useTimeLocale()
  return (
    <time
      className="md-timestamp"
      dateTime={new Date(unix * 1000).toISOString()}
      title={fullTimestamp(unix, where)}
    >
      {formatTimestamp(unix, style, now, where)}
    </time>
  )
}
