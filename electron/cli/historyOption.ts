import type { Phrase } from '@shared/i18n'
import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'
import type { Say } from './say'
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
 * "herald: posted <link>" and "herald: posted message <id> in channel <id>" are documented in README for
 * scripts to read: they stay English in every locale. The rest is said in the terminal's language.
 */
export function postedNote(
  action: 'posted' | 'edited',
  result: {
    message: { id: string; channel_id: string } | null
    historyNotRecorded?: string
    /** Typed by the contract's input side (unknown); the engine built it as a Phrase. */
    historyNotRecordedPhrase?: unknown
  },
  link: string | null | undefined,
  say: Say,
): string {
  const { message } = result
  const where = !message
    ? say(
        action === 'posted'
          ? said(
              'cli.postedNoLink',
              'posted (without --wait Discord returns no message, so there is no link)',
            )
          : said(
              'cli.editedNoLink',
              'edited (without --wait Discord returns no message, so there is no link)',
            ),
      )
    : link
      ? `${action} ${link}`
      : `${action} message ${message.id} in channel ${message.channel_id}`
  const why = result.historyNotRecorded
  if (!why) return `herald: ${where}\n`
  const warning = said('cli.historyNotRecorded', `warning: ${why} The message is on Discord all the same.`, {
    why,
  })
  return `herald: ${where}\nherald: ${say(notRecorded(warning, result.historyNotRecordedPhrase as Phrase | undefined))}\n`
}

/** The warning with History's reason said in the same language, when the reason came with its phrase. */
function notRecorded(warning: Said, why: Phrase | undefined): Said {
  return why ? { ...warning, phrase: { ...warning.phrase, parts: { why } } } : warning
}
