import type { CliServices } from './services'

/**
 * `--no-history`: every command that sends through the data folder records in its History, as the app
 * would, unless told not to.
 */
export const historyOption = { 'no-history': { type: 'boolean' } } as const

/**
 * Applies --no-history and says whether this run records. A recorded send needs Discord's message (its
 * id), so it asks Discord to wait for it even without --wait; what is printed stays as --wait says.
 */
export function recordsHistory(values: { 'no-history'?: boolean }, services: () => CliServices): boolean {
  const recording = values['no-history'] !== true
  services().history.recording = recording
  if (recording) services().history.preload()
  return recording
}

/** What a send prints: Discord's message with --wait; without it, {"status":204} as ever. */
export function sendResult(wait: boolean | undefined, result: { status: number; message: unknown }): unknown {
  if (wait && result.message) return result.message
  return { status: wait ? result.status : 204 }
}

/**
 * The line on standard error after a post or an edit: where the message is, and what could not be saved
 * (a run that exits 0 after a warning must still say the message is on Discord, so nobody posts it again).
 * The server is known only for a saved webhook; a pasted URL's message is named by channel and id.
 */
export function postedNote(
  action: 'posted' | 'edited',
  result: { message: { id: string; channel_id: string } | null; historyNotRecorded?: string },
  link: string | null | undefined,
): string {
  const { message } = result
  const where = !message
    ? `${action} (without --wait Discord returns no message, so there is no link)`
    : link
      ? `${action} ${link}`
      : `${action} message ${message.id} in channel ${message.channel_id}`
  const warning = result.historyNotRecorded
    ? `herald: warning: ${result.historyNotRecorded} The message is on Discord all the same.\n`
    : ''
  return `herald: ${where}\n${warning}`
}
