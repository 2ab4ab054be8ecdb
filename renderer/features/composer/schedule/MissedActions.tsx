import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Schedule } from '@shared/schedules/schedule'
import { Button } from '@renderer/components/Button'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { useT } from '@renderer/i18n/store'
import { useSchedulesStore } from '@renderer/store/schedules/store'

/** Send now / Skip for one missed schedule; the list reloads on the services' change event. */
export function MissedActions({ schedule }: { schedule: Schedule }) {
  const t = useT()
  const resolve = useSchedulesStore((state) => state.resolveMissed)
  const [busy, setBusy] = useState<'send' | 'skip'>()
  const [error, setError] = useState<RpcErrorData>()
  const name = schedule.name || t('composer.send.notice.untitled')
  const act = async (action: 'send' | 'skip') => {
    setBusy(action)
    const result = await resolve(schedule.id, action)
    setBusy(undefined)
    if (!result.ok) setError(result.error)
  }
  return (
    <>
      <Button
        tone="primary"
        busy={busy === 'send'}
        disabled={busy !== undefined}
        aria-label={t('composer.schedule.sendNowLabel', { name })}
        onClick={() => void act('send')}
      >
        {t('composer.schedule.sendNow')}
      </Button>
      <Button
        busy={busy === 'skip'}
        disabled={busy !== undefined}
        aria-label={t('composer.schedule.skipLabel', { name })}
        onClick={() => void act('skip')}
      >
        {t('composer.schedule.skip')}
      </Button>
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </>
  )
}
