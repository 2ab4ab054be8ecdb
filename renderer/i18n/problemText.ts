import type { Phrase, Translate } from '@shared/i18n'
import { phraseText } from '@shared/i18n'

/**
 * A problem's sentence (a Problem of shared/discord, a check's result) in the page's language: its
 * phrase, or its English `message` when it carries none (one from before phrases, or from the services).
 * Every place that shows a problem's text goes through here.
 */
export function problemText(t: Translate, problem: { message: string; phrase?: Phrase }): string {
  return phraseText(t, problem.phrase, problem.message)
}
