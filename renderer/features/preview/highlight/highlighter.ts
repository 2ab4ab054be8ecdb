import hljsCore from 'highlight.js/lib/core'
import { languageOf, loaderOf } from './languages'
import type { Token } from './tokenTree'
import { TokenTreeEmitter } from './tokenTree'

// Our own instance, so the emitter setting cannot leak into (or be changed by) any other user of hljs.
const hljs = hljsCore.newInstance()
hljs.configure({ __emitter: TokenTreeEmitter })

const loading = new Map<string, Promise<boolean>>()

/** Whether a language is registered and can be highlighted now, synchronously. */
export function isLoaded(name: string): boolean {
  return hljs.getLanguage(name) !== undefined
}

/** Loads and registers a language once; concurrent callers share the same import. */
export function loadLanguage(name: string): Promise<boolean> {
  const pending = loading.get(name)
  if (pending) return pending
  const load = loaderOf(name)
  const promise = load
    ? load().then(
        (module) => {
          hljs.registerLanguage(name, module.default)
          return true
        },
        () => false,
      )
    : Promise.resolve(false)
  loading.set(name, promise)
  return promise
}

/** The token tree of `code` in a loaded language; undefined when the language is not loaded. */
export function highlightTokens(name: string, code: string): Token[] | undefined {
  if (!isLoaded(name)) return undefined
  const result = hljs.highlight(code, { language: name, ignoreIllegals: true })
  const emitter = result._emitter
  return emitter instanceof TokenTreeEmitter ? emitter.root.children : undefined
}

export { languageOf }
