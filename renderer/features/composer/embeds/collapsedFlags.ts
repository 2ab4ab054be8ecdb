import { moveItem } from '@renderer/store/drafts/reducers'

// Which embeds are collapsed is screen state, kept by position; these keep it with its embed when
// embeds move, are duplicated or removed.

export function toggled(flags: readonly boolean[], at: number): boolean[] {
  const next = [...flags]
  next[at] = !flags[at]
  return next
}

export function moved(flags: readonly boolean[], from: number, to: number, count: number): boolean[] {
  return moveItem(padded(flags, count), from, to)
}

export function duplicated(flags: readonly boolean[], at: number, count: number): boolean[] {
  const next = padded(flags, count)
  next.splice(at + 1, 0, next[at] ?? false)
  return next
}

export function removed(flags: readonly boolean[], at: number, count: number): boolean[] {
  return padded(flags, count).filter((_, i) => i !== at)
}

function padded(flags: readonly boolean[], count: number): boolean[] {
  return Array.from({ length: Math.max(count, flags.length) }, (_, i) => flags[i] ?? false)
}
