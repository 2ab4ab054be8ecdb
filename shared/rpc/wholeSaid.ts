import type { Phrase } from '@shared/i18n'
import type { RpcErrorData, Said } from './errors'

/**
 * An error's whole sentence as one phrase, for a place that keeps only a sentence (a connection's last
 * failure): its own phrase, then how to check what happened (an unknown outcome's hint), or Discord's own
 * words as Discord wrote them (its issues that carry no phrase). Undefined when the error has no phrase:
 * its English message is then all there is to say.
 */
export function wholeSaid(error: RpcErrorData): Said | undefined {
  if (!error.phrase) return undefined
  const { message } = error
  if (error.kind === 'unknownOutcome' && error.hint)
    return {
      message,
      phrase: { id: 'stored.error.thenHint', parts: { sentence: error.phrase, hint: error.hint } },
    }
  const issues = 'issues' in error ? error.issues : []
  const words = issues
    .filter((issue) => !issue.phrase)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
  if (words.length === 0) return { message, phrase: error.phrase }
  const phrase: Phrase = {
    id: 'stored.error.discordSays',
    values: { words: words.join('; ') },
    parts: { sentence: error.phrase },
  }
  return { message, phrase }
}
