import type { Phrase } from '@shared/i18n'
import type { Schedule, TargetOutcome } from '@shared/schedules/schedule'
import { said } from '@shared/rpc/errors'

/** A system notification: English text, and its phrases for the shell to say in the app's language. */
export type ScheduleNotice = { title: string; body: string; phrases: { title: Phrase; body: Phrase } }

/** How a scheduled send ended, in the words of a system notification (shown when the window is not focused). */
export function scheduleNotice(
  schedule: Pick<Schedule, 'name'>,
  results: readonly TargetOutcome[],
): ScheduleNotice {
  const name = schedule.name
  const short = results.filter((target) => target.messages.some((m) => m.status !== 'sent')).length
  const total = results.length
  if (short === 0) {
    const title = name
      ? said('notify.schedule.sent', `Scheduled send of “${name}” went out`, { name })
      : said('notify.schedule.sent.untitled', 'Scheduled send of “Untitled draft” went out')
    const body = said(
      'notify.schedule.sent.body',
      `It went to ${total === 1 ? 'its target' : `all ${total} targets`}.`,
      { total },
    )
    return notice(title, body)
  }
  const title = name
    ? said(
        'notify.schedule.short',
        `Scheduled send of “${name}” did not reach ${short} of ${total} ${total === 1 ? 'target' : 'targets'}`,
        { name, short, total },
      )
    : said(
        'notify.schedule.short.untitled',
        `Scheduled send of “Untitled draft” did not reach ${short} of ${total} ${total === 1 ? 'target' : 'targets'}`,
        { short, total },
      )
  return notice(title, said('notify.schedule.short.body', 'Open Herald’s scheduled sends to see why.'))
}

function notice(title: ReturnType<typeof said>, body: ReturnType<typeof said>): ScheduleNotice {
  return { title: title.message, body: body.message, phrases: { title: title.phrase, body: body.phrase } }
}
