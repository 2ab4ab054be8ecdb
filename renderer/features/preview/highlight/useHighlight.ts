import { useEffect, useMemo, useState } from 'react'
import { drop } from '@renderer/util/drop'
import { languageOf } from './languages'
import type * as HighlighterModule from './highlighter'
import type { Token } from './tokenTree'

type Highlighter = typeof HighlighterModule

// highlight.js's core loads with the first code block in a known language, not with the page (issue 23).
let highlighter: Highlighter | undefined
let pending: Promise<Highlighter> | undefined
function loadHighlighter(): Promise<Highlighter> {
  pending ??= import('./highlighter').then((module) => (highlighter = module))
  return pending
}

function isReady(language: string): boolean {
  return highlighter?.isLoaded(language) ?? false
}

/**
 * The highlighted tokens of a code block, or undefined while its language loads (the block shows plain
 * text meanwhile) and for languages that are not highlighted.
 */
export function useHighlight(tag: string, code: string): Token[] | undefined {
  const language = languageOf(tag)
  const [loaded, setLoaded] = useState(() => (language ? isReady(language) : false))
  useEffect(() => {
    if (!language || isReady(language)) return
    let live = true
    drop(
      (async () => {
        const ok = await (await loadHighlighter()).loadLanguage(language)
        if (live && ok) setLoaded(true)
      })(),
    )
    return () => {
      live = false
    }
  }, [language])
  return useMemo(
    () =>
      language && (loaded || isReady(language)) ? highlighter?.highlightTokens(language, code) : undefined,
    [language, loaded, code],
  )
}
