import { useEffect, useMemo, useState } from 'react'
import { drop } from '@renderer/util/drop'
import { highlightTokens, isLoaded, languageOf, loadLanguage } from './highlighter'
import type { Token } from './tokenTree'

/**
 * The highlighted tokens of a code block, or undefined while its language loads (the block shows plain
 * text meanwhile) and for languages that are not highlighted.
 */
export function useHighlight(tag: string, code: string): Token[] | undefined {
  const language = languageOf(tag)
  const [loaded, setLoaded] = useState(() => (language ? isLoaded(language) : false))
  useEffect(() => {
    if (!language || isLoaded(language)) return
    let live = true
    drop(
      (async () => {
        const ok = await loadLanguage(language)
        if (live && ok) setLoaded(true)
      })(),
    )
    return () => {
      live = false
    }
  }, [language])
  return useMemo(
    () => (language && (loaded || isLoaded(language)) ? highlightTokens(language, code) : undefined),
    [language, loaded, code],
  )
}
