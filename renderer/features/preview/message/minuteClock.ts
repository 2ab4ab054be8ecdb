import { useEffect, useState } from 'react'

/**
 * The current time, renewed at each minute's turn while `live` (one timer per preview, none otherwise),
 * so a header reading "Today at 16:20" never shows a minute already past.
 */
export function useMinuteClock(live: boolean): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!live) return
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const at = new Date()
      setNow(at)
      timer = setTimeout(tick, 60_000 - (at.getTime() % 60_000))
    }
    tick()
    return () => clearTimeout(timer)
  }, [live])
  return now
}
