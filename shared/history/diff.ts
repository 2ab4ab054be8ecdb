/**
 * What an edit will change, for the page to show before it overwrites a sent message. Pure: compares two
 * JSON values field by field (arrays by position) and lists each leaf that differs with a path a user
 * reads (`embeds[0].title`). Absent and null are both "no value", as Discord treats them on edit.
 */
export type MessageChange = {
  path: string
  kind: 'added' | 'removed' | 'changed'
  before: unknown
  after: unknown
}

export function diffMessages(before: unknown, after: unknown): MessageChange[] {
  const changes: MessageChange[] = []
  walk(before, after, [], changes)
  return changes
}

type Key = string | number

function walk(before: unknown, after: unknown, path: Key[], out: MessageChange[]): void {
  if (isEmpty(before) && isEmpty(after)) return
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length)
    for (let i = 0; i < length; i++) walk(before[i], after[i], [...path, i], out)
    return
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    for (const key of [...keys].sort()) walk(before[key], after[key], [...path, key], out)
    return
  }
  if (isEmpty(before)) out.push({ path: formatPath(path), kind: 'added', before: null, after })
  else if (isEmpty(after)) out.push({ path: formatPath(path), kind: 'removed', before, after: null })
  else if (!sameLeaf(before, after)) out.push({ path: formatPath(path), kind: 'changed', before, after })
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Leaves, or an object against an array / scalar: equal only when their JSON is equal. */
function sameLeaf(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

function formatPath(path: readonly Key[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${key}` : key
  }
  return out || '(message)'
}
