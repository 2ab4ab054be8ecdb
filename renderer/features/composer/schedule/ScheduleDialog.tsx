import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Repeat } from '@shared/schedules/occurrences'
import { REPEATS } from '@shared/schedules/occurrences'
import { parseWallTime } from '@shared/schedules/zonedTime'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { Field } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import type { ScheduleTiming } from '@renderer/store/schedules/store'
import { localTimeZone } from '@renderer/store/schedules/store'
import { repeatLabel, scheduleSummary } from './summary'
import { useScheduleWords } from './words'

type ScheduleDialogProps = {
  /** Where the draft goes, as the summary names it ("#general"). */
  targets: string[]
  initial: ScheduleTiming
  /** Editing an existing schedule: offers to take the draft's current content. */
  editing: boolean
  onSubmit(timing: ScheduleTiming, refreshContent: boolean): Promise<RpcErrorData | undefined>
  onClose(): void
}

/** Date, time and repeat for a scheduled send, with the sentence that says what will happen. */
export function ScheduleDialog({ targets, initial, editing, onSubmit, onClose }: ScheduleDialogProps) {
  const t = useT()
  const words = useScheduleWords()
  const [date, setDate] = useState(initial.at.slice(0, 10))
  const [time, setTime] = useState(initial.at.slice(11, 16))
  const [repeat, setRepeat] = useState<Repeat>(initial.repeat)
  const [refresh, setRefresh] = useState(true)
  const [error, setError] = useState<RpcErrorData>()
  const [busy, setBusy] = useState(false)
  const at = `${date}T${time}`
  const valid = parseWallTime(at) !== null

  const submit = async () => {
    if (!valid || busy) return
    setBusy(true)
    const failure = await onSubmit({ at, repeat }, editing && refresh)
    setBusy(false)
    if (failure) setError(failure)
    else onClose()
  }

  return (
    <Dialog
      title={t(editing ? 'composer.schedule.dialog.changeTitle' : 'composer.schedule.dialog.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button tone="primary" type="submit" form="schedule-send" disabled={!valid} busy={busy}>
            {t(editing ? 'composer.schedule.dialog.save' : 'composer.schedule.dialog.submit')}
          </Button>
        </>
      }
    >
      <form
        id="schedule-send"
        className="schedule-form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <div className="schedule-form__when">
          <Field
            id="schedule-date"
            label={t('composer.schedule.dialog.date')}
            error={date ? undefined : t('composer.schedule.dialog.pickDate')}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                className="input"
                value={date}
                required
                onChange={(e) => setDate(e.target.value)}
              />
            )}
          </Field>
          <Field
            id="schedule-time"
            label={t('composer.schedule.dialog.time')}
            error={time ? undefined : t('composer.schedule.dialog.pickTime')}
          >
            {(control) => (
              <input
                {...control}
                type="time"
                className="input"
                value={time}
                required
                onChange={(e) => setTime(e.target.value)}
              />
            )}
          </Field>
          <Field id="schedule-repeat" label={t('composer.schedule.dialog.repeat')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value as Repeat)}
              >
                {REPEATS.map((value) => (
                  <option key={value} value={value}>
                    {repeatLabel(value, t)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {editing && (
          <label className="schedule-form__check">
            <input type="checkbox" checked={refresh} onChange={(e) => setRefresh(e.target.checked)} />
            {t('composer.schedule.dialog.refresh')}
          </label>
        )}
        <p className="schedule-form__summary" aria-live="polite">
          {valid ? scheduleSummary(at, repeat, targets, words) : t('composer.schedule.dialog.pickBoth')}
        </p>
        <p className="schedule-form__hint">
          {t('composer.schedule.dialog.hint', { zone: localTimeZone() })} <code>herald schedule run</code>
        </p>
        {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      </form>
    </Dialog>
  )
}
