import { useEffect, useMemo } from 'react'
import '@renderer/styles/composer-schedule.css'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { useSchedulesStore } from '@renderer/store/schedules/store'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { MissedActions } from './MissedActions'
import { ScheduleRow } from './ScheduleRow'

/**
 * On start (and whenever a runner finds one): the scheduled sends that were due while nothing ran. None
 * is sent without the user's word; "Later" leaves them waiting in the scheduled list.
 */
export function MissedPrompt() {
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
      title="Missed scheduled sends"
      onClose={defer}
      actions={
        <Button onClick={defer} data-autofocus>
          Later
        </Button>
      }
    >
      <p className="schedule-missed__intro">
        {missed.length === 1 ? 'This scheduled send was' : 'These scheduled sends were'} due while Herald was
        not running. Nothing goes out until you choose.
      </p>
      <ul className="schedule-list" aria-label="Missed sends">
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
