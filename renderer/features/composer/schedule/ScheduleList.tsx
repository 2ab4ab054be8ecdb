import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Schedule } from '@shared/schedules/schedule'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { useSchedulesStore } from '@renderer/store/schedules/store'
import { MissedActions } from './MissedActions'
import { ScheduleRow } from './ScheduleRow'

/** Every scheduled send: change or cancel one; a missed one is sent or skipped from here too. */
export function ScheduleList({ onChange, onClose }: { onChange(schedule: Schedule): void; onClose(): void }) {
  const schedules = useSchedulesStore((state) => state.schedules)
  const cancel = useSchedulesStore((state) => state.cancel)
  const [error, setError] = useState<RpcErrorData>()
  const remove = async (schedule: Schedule) => {
    const result = await cancel(schedule.id)
    if (!result.ok) setError(result.error)
  }
  return (
    <Dialog title="Scheduled sends" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {schedules.length === 0 ? (
        <p className="schedule-list__empty">Nothing is scheduled. Use Schedule… beside Send.</p>
      ) : (
        <ul className="schedule-list" aria-label="Scheduled sends">
          {schedules.map((schedule) => {
            const name = schedule.name || 'Untitled draft'
            return (
              <ScheduleRow
                key={schedule.id}
                schedule={schedule}
                actions={
                  <>
                    {schedule.state === 'missed' && <MissedActions schedule={schedule} />}
                    {schedule.state !== 'done' && (
                      <Button aria-label={`Change…: ${name}`} onClick={() => onChange(schedule)}>
                        Change…
                      </Button>
                    )}
                    <Button
                      tone="ghost"
                      aria-label={`${schedule.state === 'done' ? 'Remove' : 'Cancel schedule'}: ${name}`}
                      onClick={() => void remove(schedule)}
                    >
                      {schedule.state === 'done' ? 'Remove' : 'Cancel schedule'}
                    </Button>
                  </>
                }
              />
            )
          })}
        </ul>
      )}
      {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
    </Dialog>
  )
}
