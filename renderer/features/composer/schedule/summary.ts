import type { DraftTarget } from '@shared/drafts/draft'
import type { Repeat } from '@shared/schedules/occurrences'
import type { Schedule } from '@shared/schedules/schedule'
import { formatWallTime, parseWallTime, wallTimeAt } from '@shared/schedules/zonedTime'
import type { ServerGroup } from '@renderer/store/webhooks/types'

// The words the schedule dialog, the list and the missed prompt use for when and where.

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** "Tue 24 Nov at 09:00", from the user's wall time (formatted as typed, whatever the zone). */
export function describeWallTime(at: string): string {
  const wall = parseWallTime(at)
  if (!wall) return at
  const day = dayFormat.format(new Date(Date.UTC(wall.year, wall.month - 1, wall.day)))
  return `${day.replace(',', '')} at ${at.slice(11)}`
}

/** An instant as the wall time it is in the schedule's zone: "Wed 25 Nov at 09:00". */
export function describeInstant(iso: string, timeZone: string): string {
  return describeWallTime(formatWallTime(wallTimeAt(Date.parse(iso), timeZone)))
}

const REPEAT_PHRASES: Record<Repeat, string> = {
  none: '',
  daily: 'then every day',
  weekdays: 'then every weekday',
  weekly: 'then every week',
  monthly: 'then every month',
}

/** "Sends on Tue 24 Nov at 09:00 to #announcements, #general, then every day." */
export function scheduleSummary(at: string, repeat: Repeat, targets: string[]): string {
  const where = targets.length > 0 ? ` to ${targets.join(', ')}` : ''
  const again = REPEAT_PHRASES[repeat] ? `, ${REPEAT_PHRASES[repeat]}` : ''
  return `Sends on ${describeWallTime(at)}${where}${again}.`
}

/** "#general" for a saved webhook in a known channel; the masked URL for a pasted one. */
export function targetLabel(servers: readonly ServerGroup[], target: DraftTarget): string {
  if (target.kind === 'sealed') return target.maskedUrl
  for (const server of servers) {
    for (const channel of server.channels) {
      const hook = channel.webhooks.find((webhook) => webhook.id === target.webhookId)
      if (hook) return `#${channel.name}`
    }
  }
  return 'a removed webhook'
}

/** When a schedule sends next, or why it does not. */
export function nextSendText(schedule: Schedule): string {
  if (schedule.state === 'done' || !schedule.nextAt) return 'Nothing left to send'
  const when = describeInstant(schedule.nextAt, schedule.timeZone)
  return schedule.state === 'missed' ? `Missed: was due ${when}` : `Sends ${when}`
}

/** The next full hour from now, as the dialog's starting date and time. */
export function defaultWallTime(now = new Date()): string {
  const next = new Date(now.getTime() + 3_600_000)
  next.setMinutes(0, 0, 0)
  return formatWallTime({
    year: next.getFullYear(),
    month: next.getMonth() + 1,
    day: next.getDate(),
    hour: next.getHours(),
    minute: 0,
  })
}

/** Where "Change" starts: the next occurrence as a wall time in the schedule's zone, or its start. */
export function nextWallTime(schedule: Schedule): string {
  return schedule.nextAt
    ? formatWallTime(wallTimeAt(Date.parse(schedule.nextAt), schedule.timeZone))
    : schedule.start
}
