import { useState } from 'react'
import type { RpcErrorData } from '@shared/rpc'
import type { Repeat } from '@shared/schedules/occurrences'
import { REPEAT_LABELS, REPEATS } from '@shared/schedules/occurrences'
import { parseWallTime } from '@shared/schedules/zonedTime'
import { Button } from '@renderer/components/Button'
import { Dialog } from '@renderer/components/Dialog'
import { ErrorNotice } from '@renderer/components/ErrorNotice'
import { Field } from '@renderer/components/Field'
import type { ScheduleTiming } from '@renderer/store/schedules/store'
import { localTimeZone } from '@renderer/store/schedules/store'
import { scheduleSummary } from './summary'

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
      title={editing ? 'Change scheduled send' : 'Schedule send'}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button tone="primary" type="submit" form="schedule-send" disabled={!valid} busy={busy}>
            {editing ? 'Save schedule' : 'Schedule'}
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
          <Field id="schedule-date" label="Date" error={date ? undefined : 'Pick a date.'}>
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
          <Field id="schedule-time" label="Time" error={time ? undefined : 'Pick a time.'}>
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
          <Field id="schedule-repeat" label="Repeat">
            {(control) => (
              <select
                {...control}
                className="input"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value as Repeat)}
              >
                {REPEATS.map((value) => (
                  <option key={value} value={value}>
                    {REPEAT_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {editing && (
          <label className="schedule-form__check">
            <input type="checkbox" checked={refresh} onChange={(e) => setRefresh(e.target.checked)} />
            Send the draft as it is now (not the copy made when it was scheduled)
          </label>
        )}
        <p className="schedule-form__summary" aria-live="polite">
          {valid ? scheduleSummary(at, repeat, targets) : 'Pick a date and a time.'}
        </p>
        <p className="schedule-form__hint">
          Times are in {localTimeZone()}. Herald keeps a copy of the draft as it is now; it sends while Herald
          runs, or from <code>herald schedule run</code>.
        </p>
        {error && <ErrorNotice error={error} onDismiss={() => setError(undefined)} />}
      </form>
    </Dialog>
  )
}
