import type { Phrase } from '../i18n/phrase'
import type { MessageKey } from '../i18n/translate'

/**
 * A sentence a user reads, twice: in English (`message`: the CLI's JSON, logs, the RPC envelope) and as
 * a phrase the page and the CLI say in their reader's language. The English is written here rather than
 * formatted from en.json, which would put every catalogue message into the page's first JavaScript; a
 * unit test checks that each English text is what en.json says for the phrase.
 */
export type Sentence = { message: string; phrase: Phrase }

export function sentence(
  id: MessageKey,
  message: string,
  values?: Record<string, string | number>,
  parts?: Record<string, Sentence>,
): Sentence {
  const phrase: Phrase = values ? { id, values } : { id }
  if (parts) {
    phrase.parts = {}
    for (const [name, part] of Object.entries(parts)) phrase.parts[name] = part.phrase
  }
  return { message, phrase }
}

// A zod check (.max, .int, .refine) keeps only the text of its message, so a schema's sentences are
// remembered by their English when the schema is built, and problemFromIssue finds the phrase again.
const bySchemaMessage = new Map<string, Phrase>()

/** The `{ message }` a zod check takes, for a sentence fixed when the schema is built. */
export function zodMessage(said: Sentence): { message: string } {
  bySchemaMessage.set(said.message, said.phrase)
  return { message: said.message }
}

/** The phrase of a schema's message, if it is one of ours. */
export function schemaPhrase(message: string): Phrase | undefined {
  return bySchemaMessage.get(message)
}

/** Every schema sentence built so far (for the test that compares them with en.json). */
export function schemaSentences(): Sentence[] {
  return [...bySchemaMessage].map(([message, phrase]) => ({ message, phrase }))
}
