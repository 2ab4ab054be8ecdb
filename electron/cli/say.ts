import type { Phrase } from '@shared/i18n'
import type { Said } from '@shared/rpc/errors'
import { mayTranslate } from './help'

/**
 * A sentence of a command's result or prompt, in the terminal's language; one that came without a
 * phrase (from an older service) is printed as it came.
 */
export type Say = (sentence: { message: string; phrase?: Phrase | undefined }) => string

const loaded = new WeakMap<NodeJS.ProcessEnv, Promise<Say>>()

/**
 * The terminal's language for a command's results: in an English or unset locale the English written
 * beside each phrase (said() in shared/rpc/errors) is printed as it is, so no catalogue loads and
 * `herald send` starts as fast as before; any other locale loads the translator once, when the first
 * sentence is about to be printed.
 */
export function sayer(env: NodeJS.ProcessEnv): Promise<Say> {
  if (!mayTranslate(env)) return Promise.resolve(english)
  let say = loaded.get(env)
  if (!say) {
    say = (async () => {
      const [{ cliTranslator }, { phraseText }] = await Promise.all([
        import('./locale'),
        import('@shared/i18n'),
      ])
      const t = await cliTranslator(env)
      const translated: Say = (sentence) => phraseText(t, sentence.phrase, sentence.message)
      return translated
    })()
    loaded.set(env, say)
  }
  return say
}

const english: Say = (sentence) => sentence.message

/**
 * A sentence whose arguments are sentences themselves ("Cannot read {what} …"), each said in the same
 * language; the English values written beside them stay for the English reader, and for a part that
 * came without a phrase (a service's reason from an older Herald) in every language.
 */
export function withParts(
  sentence: Said,
  parts: Record<string, { message: string; phrase?: Phrase | undefined }>,
): Said {
  const phrases = Object.fromEntries(
    Object.entries(parts).flatMap(([name, part]) => (part.phrase ? [[name, part.phrase]] : [])),
  )
  return { ...sentence, phrase: { ...sentence.phrase, parts: { ...sentence.phrase.parts, ...phrases } } }
}
