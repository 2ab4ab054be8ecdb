import { valueList } from '@shared/i18n/phrase'
import type { DraftTarget } from '@shared/drafts/draft'
import type { Locale, Translate } from '@shared/i18n'
import { PSEUDO_LOCALE } from '@shared/i18n'
import { REPEAT_MESSAGES, type Repeat } from '@shared/schedules/occurrences'
import type { Schedule } from '@shared/schedules/schedule'
import { formatWallTime, parseWallTime, wallTimeAt } from '@shared/schedules/zonedTime'
import { currentTranslator } from '@renderer/i18n/current'
import type { ServerGroup } from '@renderer/store/webhooks/types'

// The words the schedule dialog, the list and the missed prompt use for when and where: `t` and the
// locale of the page (the current ones by default, for code outside components).

/** The language and the messages a schedule is described in. */
export type ScheduleWords = { t: Translate; locale: Locale }

const english = (): ScheduleWords => ({ t: currentTranslator(), locale: 'en' })

const dayFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A short weekday, day and month in the locale; English as Herald always wrote it ("Tue 24 Nov"). */
function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale)
  if (!format) {
    const tag = locale === 'en' || locale === PSEUDO_LOCALE ? 'en-GB' : locale
    format = new Intl.DateTimeFormat(tag, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
    dayFormats.set(locale, format)
  }
  return format
}

/** "Tue 24 Nov at 09:00", from the user's wall time (formatted as typed, whatever the zone). */
export function describeWallTime(at: string, words: ScheduleWords = english()): string {
  const wall = parseWallTime(at)
  if (!wall) return at
  const day = dayFormat(words.locale).format(new Date(Date.UTC(wall.year, wall.month - 1, wall.day)))
  const shown = words.locale === 'en' || words.locale === PSEUDO_LOCALE ? day.replace(',', '') : day
  return words.t('composer.schedule.dayAt', { day: shown, time: at.slice(11) })
}

/** An instant as the wall time it is in the schedule's zone: "Wed 25 Nov at 09:00". */
export function describeInstant(iso: string, timeZone: string, words: ScheduleWords = english()): string {
  return describeWallTime(formatWallTime(wallTimeAt(Date.parse(iso), timeZone)), words)
}

/** "Every week": how often a schedule sends, as the dialog's menu and the list say it. */
export function repeatLabel(repeat: Repeat, t: Translate): string {
  return t(REPEAT_MESSAGES[repeat])
}

/** "Sends on Tue 24 Nov at 09:00 to #announcements, #general, then every day." */
export function scheduleSummary(
  at: string,
  repeat: Repeat,
  targets: string[],
  words: ScheduleWords = english(),
): string {
  // The targets are channel names and masked URLs: joined as Herald lists them, not as prose.
  const when = describeWallTime(at, words)
  return targets.length > 0
    ? words.t('composer.schedule.summary', { when, where: valueList(words.t, targets), repeat })
    : words.t('composer.schedule.summaryNowhere', { when, repeat })
}

/** "#general" for a saved webhook in a known channel; the masked URL for a pasted one. */
export function targetLabel(
  servers: readonly ServerGroup[],
  target: DraftTarget,
  t: Translate = currentTranslator(),
): string {
  if (target.kind === 'sealed') return target.maskedUrl
  for (const server of servers) {
    for (const channel of server.channels) {
      const hook = channel.webhooks.find((webhook) => webhook.id === target.webhookId)
      if (hook) return `#${channel.name}`
    }
  }
  return t('composer.schedule.removedWebhook')
}

/** When a schedule sends next, or why it does not. */
export function nextSendText(schedule: Schedule, words: ScheduleWords = english()): string {
  if (schedule.state === 'done' || !schedule.nextAt) return words.t('composer.schedule.nothingLeft')
  const when = describeInstant(schedule.nextAt, schedule.timeZone, words)
  return words.t(schedule.state === 'missed' ? 'composer.schedule.missedDue' : 'composer.schedule.sends', {
    when,
  })
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
