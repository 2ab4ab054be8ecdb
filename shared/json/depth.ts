/**
 * Whether a value (already built: an IPC argument) nests deeper than `max` levels. Iterative, so the
 * check itself cannot overflow the stack it protects; a shared or cyclic reference is walked once.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const seen = new Set<object>()
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    if (depth + 1 > max) return true
    seen.add(current)
    for (const child of Array.isArray(current) ? current : Object.values(current))
      stack.push([child, depth + 1])
  }
  return false
}
