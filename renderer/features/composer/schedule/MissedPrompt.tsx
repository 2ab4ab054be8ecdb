import { useEffect, useMemo } from 'react'
import '@renderer/styles/composer-schedule.css'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { useT } from '@renderer/i18n/store'
import { useSchedulesStore } from '@renderer/store/schedules/store'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { MissedActions } from './MissedActions'
import { ScheduleRow } from './ScheduleRow'

/**
 * On start (and whenever a runner finds one): the scheduled sends that were due while nothing ran. None
 * is sent without the user's word; "Later" leaves them waiting in the scheduled list.
 */
export function MissedPrompt() {
  const t = useT()
  const start = useSchedulesStore((state) => state.start)
  const startWebhooks = useWebhooksStore((state) => state.start)
  useEffect(() => start(), [start])
  useEffect(() => startWebhooks(), [startWebhooks])
  const schedules = useSchedulesStore((state) => state.schedules)
  const deferred = useSchedulesStore((state) => state.missedDeferred)
  const defer = useSchedulesStore((state) => state.deferMissed)
  const missed = useMemo(() => schedules.filter((s) => s.state === 'missed'), [schedules])
  if (deferred || missed.length === 0) return null
  return (
    <Dialog
      title={t('composer.schedule.missed.title')}
      onClose={defer}
      actions={
        <Button onClick={defer} data-autofocus>
          {t('composer.schedule.missed.later')}
        </Button>
      }
    >
      <p className="schedule-missed__intro">
        {t('composer.schedule.missed.intro', { count: missed.length })}
      </p>
      <ul className="schedule-list" aria-label={t('composer.schedule.missed.label')}>
        {missed.map((schedule) => (
          <ScheduleRow
            key={schedule.id}
            schedule={schedule}
            actions={<MissedActions schedule={schedule} />}
          />
        ))}
      </ul>
    </Dialog>
  )
}
