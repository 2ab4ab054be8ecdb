/**
 * Where the arrow keys move the focus in a toolbar (one tab stop; arrows, Home and End inside it), or
 * undefined for keys the toolbar leaves alone. Wraps at both ends.
 */
export function rovingTarget(current: number, key: string, count: number): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
