/**
 * True when the two records hold the same keys with the same values by identity, except under `skip`:
 * whether a new version of a draft (or of one of its messages) changed anything but those keys.
 */
export function sameExcept(a: object, b: object, skip: readonly string[]): boolean {
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  return keys.every((key) => skip.includes(key) || Object.is(left[key], right[key]))
}
