import type { ReactNode } from 'react'
import { REPEAT_LABELS } from '@shared/schedules/occurrences'
import type { Schedule } from '@shared/schedules/schedule'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { nextSendText, targetLabel } from './summary'

/** How the last occurrence went: all sent, or how many messages failed. */
function lastRunText(schedule: Schedule): string | undefined {
  const run = schedule.lastRun
  if (!run) return undefined
  const outcomes = run.results.flatMap((target) => target.messages)
  const failed = outcomes.filter((m) => m.status !== 'sent').length
  return failed === 0
    ? `Last sent: all ${outcomes.length} message${outcomes.length === 1 ? '' : 's'} went out.`
    : `Last run: ${failed} of ${outcomes.length} messages failed.`
}

/** Why a missed one waits for the user. */
function missedText(schedule: Schedule): string | undefined {
  if (schedule.state !== 'missed') return undefined
  if (schedule.missedReason === 'interrupted') {
    return 'Herald stopped while sending this; some messages may have gone out. Check the channel first.'
  }
  const count = schedule.missedCount
  return count > 1
    ? `${count} occurrences passed while Herald was not running.`
    : 'Herald was not running then.'
}

/** One schedule: its draft's name, when, how often, where, how the last run went; actions at the end. */
export function ScheduleRow({ schedule, actions }: { schedule: Schedule; actions: ReactNode }) {
  const servers = useWebhooksStore((state) => state.servers)
  const where = schedule.targets.map((target) => targetLabel(servers, target)).join(', ')
  const notes = [missedText(schedule), lastRunText(schedule)].filter(Boolean)
  return (
    <li
      className={`schedule-row schedule-row--${schedule.state}`}
      aria-label={schedule.name || 'Untitled draft'}
    >
      <div className="schedule-row__text">
        <p className="schedule-row__name">{schedule.name || 'Untitled draft'}</p>
        <p className="schedule-row__when">
          {nextSendText(schedule)} · {REPEAT_LABELS[schedule.repeat]} · to {where}
        </p>
        {notes.map((note) => (
          <p key={note} className="schedule-row__note">
            {note}
          </p>
        ))}
      </div>
      <div className="schedule-row__actions">{actions}</div>
    </li>
  )
}
