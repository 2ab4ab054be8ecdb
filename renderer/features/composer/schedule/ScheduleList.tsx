import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Schedule } from '@shared/schedules/schedule'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { useT } from '@renderer/i18n/store'
import { useSchedulesStore } from '@renderer/store/schedules/store'
import { MissedActions } from './MissedActions'
import { ScheduleRow } from './ScheduleRow'

/** Every scheduled send: change or cancel one; a missed one is sent or skipped from here too. */
export function ScheduleList({ onChange, onClose }: { onChange(schedule: Schedule): void; onClose(): void }) {
  const t = useT()
  const schedules = useSchedulesStore((state) => state.schedules)
  const cancel = useSchedulesStore((state) => state.cancel)
  const [error, setError] = useState<RpcErrorData>()
  const remove = async (schedule: Schedule) => {
    const result = await cancel(schedule.id)
    if (!result.ok) setError(result.error)
  }
  return (
    <Dialog
      title={t('composer.schedule.list.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {schedules.length === 0 ? (
        <p className="schedule-list__empty">{t('composer.schedule.list.empty')}</p>
      ) : (
        <ul className="schedule-list" aria-label={t('composer.schedule.list.title')}>
          {schedules.map((schedule) => {
            const name = schedule.name || t('composer.send.notice.untitled')
            const done = schedule.state === 'done'
            return (
              <ScheduleRow
                key={schedule.id}
                schedule={schedule}
                actions={
                  <>
                    {schedule.state === 'missed' && <MissedActions schedule={schedule} />}
                    {schedule.state !== 'done' && (
                      <Button
                        aria-label={t('composer.schedule.list.changeLabel', { name })}
                        onClick={() => onChange(schedule)}
                      >
                        {t('composer.schedule.list.change')}
                      </Button>
                    )}
                    <Button
                      tone="ghost"
                      aria-label={t(
                        done ? 'composer.schedule.list.removeLabel' : 'composer.schedule.list.cancelLabel',
                        { name },
                      )}
                      onClick={() => void remove(schedule)}
                    >
                      {t(done ? 'composer.schedule.list.remove' : 'composer.schedule.list.cancel')}
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
