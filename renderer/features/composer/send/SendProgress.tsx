import { useEffect, useState } from 'react'
import type { MessageKey, Translate } from '@shared/i18n'
import { Button } from '@renderer/components/Button'
import { useFormats, useT } from '@renderer/i18n/store'
import type { RateLimitWait } from '@renderer/store/sends/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { drop } from '@renderer/util/drop'

const REASONS: Record<RateLimitWait['reason'], MessageKey> = {
  bucket: 'composer.send.wait.bucket',
  rateLimited: 'composer.send.wait.rateLimited',
  global: 'composer.send.wait.global',
  channel: 'composer.send.wait.channel',
}

/** Why a send waits for Discord's rate limit, in a few words. */
export function waitReason(t: Translate, reason: RateLimitWait['reason']): string {
  return t(REASONS[reason])
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
  const t = useT()
  const formats = useFormats()
  const cancel = useSendsStore((state) => state.cancel)
  const seconds = useSecondsLeft(wait?.until)
  const edit = action === 'edit'
  const label = wait
    ? t('composer.send.progress.waitLabel')
    : t(edit ? 'composer.send.progress.saving' : 'composer.send.progress.sending')
  return (
    <div className="send-progress" role="status" aria-label={label}>
      {wait ? (
        <p className="send-progress__text">
          <strong>{t('composer.send.progress.wait', { seconds })}</strong>
          <span className="send-progress__reason">
            {' '}
            {t('composer.send.progress.waitWhy', { reason: waitReason(t, wait.reason) })}
          </span>
        </p>
      ) : (
        <p className="send-progress__text">
          {t(edit ? 'composer.send.progress.savingNow' : 'composer.send.progress.sendingNow')}
          {progress &&
            progress.totalBytes > 0 &&
            ` ${t('composer.send.progress.bytes', {
              sent: formats.bytes(progress.sentBytes),
              total: formats.bytes(progress.totalBytes),
            })}`}
        </p>
      )}
      {progress && progress.totalBytes > 0 && !wait && (
        <progress
          aria-label={t('composer.send.progress.upload')}
          max={progress.totalBytes}
          value={progress.sentBytes}
        />
      )}
      <Button onClick={() => drop(cancel())}>{t('common.cancel')}</Button>
    </div>
  )
}
