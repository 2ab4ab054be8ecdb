import { useEffect, useState } from 'react'

/** How long typing pauses before a problem with the text is shown. */
export const SETTLE_MS = 800

/**
 * A problem with a text, shown once typing pauses and live from then on until it is fixed. Half-typed
 * text is not an error; and showing it on blur would push the page down under the user's next click.
 */
export function useSettledProblem(value: string, problem: string | undefined): string | undefined {
  const [revealed, setRevealed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(Boolean(problem)), problem ? SETTLE_MS : 0)
    return () => clearTimeout(timer)
  }, [value, problem])
  return problem && revealed ? problem : undefined
}
