import type { CSSProperties } from 'react'

/** Characters the figure can need: "used/limit", with room for `used` to run past the limit's digits. */
function widthInCharacters(used: number, limit: number): number {
  const digits = Math.max(String(used).length, String(limit).length)
  return digits + 1 + String(limit).length
}

/**
 * "used/limit" as the eye reads it (screen readers get the sentence beside it). The figure changes with
 * every keystroke, so it is a box of its own fixed size that the browser lays out alone instead of
 * laying out the page from its root (issue 23; composer-content.css, "Counters").
 */
export function CountFigure({ used, limit }: { used: number; limit: number }) {
  const style = { '--count-chars': widthInCharacters(used, limit) } as CSSProperties
  return (
    <span className="count-figure" aria-hidden="true" style={style}>
      {used}/{limit}
    </span>
  )
}
