import { valueList } from '@shared/i18n/phrase'
import type { ReactNode } from 'react'
import type { Translate } from '@shared/i18n'
import type { Schedule } from '@shared/schedules/schedule'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { nextSendText, repeatLabel, targetLabel } from './summary'
import { useScheduleWords } from './words'

/** How the last occurrence went: all sent, or how many messages failed. */
function lastRunText(schedule: Schedule, t: Translate): string | undefined {
  const run = schedule.lastRun
  if (!run) return undefined
  const outcomes = run.results.flatMap((target) => target.messages)
  const failed = outcomes.filter((m) => m.status !== 'sent').length
  return failed === 0
    ? t('composer.schedule.row.lastSent', { count: outcomes.length })
    : t('composer.schedule.row.lastFailed', { failed, count: outcomes.length })
}

/** Why a missed one waits for the user. */
function missedText(schedule: Schedule, t: Translate): string | undefined {
  if (schedule.state !== 'missed') return undefined
  if (schedule.missedReason === 'interrupted') {
    return t('composer.schedule.row.interrupted')
  }
  const count = schedule.missedCount
  return count > 1 ? t('composer.schedule.row.missedMany', { count }) : t('composer.schedule.row.missedOne')
}

/** One schedule: its draft's name, when, how often, where, how the last run went; actions at the end. */
export function ScheduleRow({ schedule, actions }: { schedule: Schedule; actions: ReactNode }) {
  const words = useScheduleWords()
  const { t } = words
  const servers = useWebhooksStore((state) => state.servers)
  const where = valueList(
    t,
    schedule.targets.map((target) => targetLabel(servers, target, t)),
  )
  const notes = [missedText(schedule, t), lastRunText(schedule, t)].filter(Boolean)
  const name = schedule.name || t('composer.send.notice.untitled')
  return (
    <li className={`schedule-row schedule-row--${schedule.state}`} aria-label={name}>
      <div className="schedule-row__text">
        <p className="schedule-row__name">{name}</p>
        <p className="schedule-row__when">
          {t('composer.schedule.row.when', {
            next: nextSendText(schedule, words),
            repeat: repeatLabel(schedule.repeat, t),
            where,
          })}
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
