import type { Phrase, Translate } from '@shared/i18n'
import { phraseText } from '@shared/i18n/phrase'
import type { RpcErrorData } from './errors'

/**
 * A service's sentence in the reader's language (the page's, the terminal's): its phrase translated, else
 * its English message. A
 * phrase this page cannot say (an id its catalogue lacks, an argument missing) falls back to the English
 * rather than showing an id or breaking the notice.
 */
export function saidText(t: Translate, said: { message: string; phrase?: Phrase | undefined }): string {
  const sentence = translated(t, said.phrase)
  if (sentence === undefined) return said.message
  // An unknown outcome ends with how to check it; it is said only when the whole message can be.
  const hint = 'hint' in said ? (said as Extract<RpcErrorData, { kind: 'unknownOutcome' }>).hint : undefined
  if (!hint) return sentence
  const then = translated(t, hint)
  return then === undefined ? said.message : `${sentence} ${then}`
}

function translated(t: Translate, phrase: Phrase | undefined): string | undefined {
  if (!phrase) return undefined
  try {
    // A phrase may hold phrases of its own (`parts`: a field's name said inside the sentence, the CLI's
    // "… See herald --help.").
    const text = phraseText(t, phrase, phrase.id)
    return text === phrase.id ? undefined : text
  } catch {
    return undefined
  }
}
