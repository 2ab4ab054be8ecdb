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
  return recording
}

/** What a send prints: Discord's message with --wait; without it, {"status":204} as ever. */
export function sendResult(wait: boolean | undefined, result: { status: number; message: unknown }): unknown {
  if (wait && result.message) return result.message
  return { status: wait ? result.status : 204 }
}
