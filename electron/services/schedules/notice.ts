import type { Schedule, TargetOutcome } from '@shared/schedules/schedule'

/** How a scheduled send ended, in the words of a system notification (shown when the window is not focused). */
export function scheduleNotice(
  schedule: Pick<Schedule, 'name'>,
  results: readonly TargetOutcome[],
): { title: string; body: string } {
  const name = `“${schedule.name || 'Untitled draft'}”`
  const short = results.filter((target) => target.messages.some((m) => m.status !== 'sent')).length
  if (short === 0) {
    const where = results.length === 1 ? 'its target' : `all ${results.length} targets`
    return { title: `Scheduled send of ${name} went out`, body: `It went to ${where}.` }
  }
  return {
    title: `Scheduled send of ${name} did not reach ${short} of ${results.length} targets`,
    body: 'Open Herald’s scheduled sends to see why.',
  }
}
