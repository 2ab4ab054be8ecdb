import { sentence, zodMessage } from '../discord/sentence'
import type { MessageKey } from '../i18n/translate'

/**
 * A contract schema's own sentence, remembered with its phrase (zodMessage) so issuesFromZod says it in
 * the reader's language; `english` is en.json's text for `id` (test/unit/shared/rpc/storedPhrases.test.ts).
 */
export function schemaSays(id: MessageKey, english: string): { message: string } {
  return zodMessage(sentence(id, english))
}
