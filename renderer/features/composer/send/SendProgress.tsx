import { useEffect, useState } from 'react'
import { Button } from '@renderer/components/Button'
import type { RateLimitWait } from '@renderer/store/sends/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { drop } from '@renderer/util/drop'

export const REASONS: Record<RateLimitWait['reason'], string> = {
  bucket: 'this webhook may post only a few messages in a short time',
  rateLimited: 'Discord asked Herald to slow down',
  global: 'Discord limits how fast Herald may send overall',
  channel: 'this channel is receiving messages too quickly',
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`
}

/** Whole seconds until `until`, ticking while there is a wait. */
export function useSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === undefined) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [until])
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

type Props = {
  action: 'send' | 'edit'
  progress: { sentBytes: number; totalBytes: number } | undefined
  wait: RateLimitWait | undefined
}

/** While a send runs: bytes uploaded, or the rate-limit wait counting down, and Cancel. */
export function SendProgress({ action, progress, wait }: Props) {
  const cancel = useSendsStore((state) => state.cancel)
  const seconds = useSecondsLeft(wait?.until)
  const verb = action === 'edit' ? 'Saving the edit' : 'Sending'
  return (
    <div className="send-progress" role="status" aria-label={wait ? 'Waiting for the rate limit' : verb}>
      {wait ? (
        <p className="send-progress__text">
          <strong>Waiting for Discord&rsquo;s rate limit: {seconds} s</strong>
          <span className="send-progress__reason">
            {' '}
            ({REASONS[wait.reason]}). It sends by itself when the time is up.
          </span>
        </p>
      ) : (
        <p className="send-progress__text">
          {verb}…
          {progress &&
            progress.totalBytes > 0 &&
            ` ${megabytes(progress.sentBytes)} of ${megabytes(progress.totalBytes)}`}
        </p>
      )}
      {progress && progress.totalBytes > 0 && !wait && (
        <progress aria-label="Upload progress" max={progress.totalBytes} value={progress.sentBytes} />
      )}
      <Button onClick={() => drop(cancel())}>Cancel</Button>
    </div>
  )
}
