import type { MetadataRecord } from '../discord/linkedRoles'

/** One line of what publishing would change, by key. */
export type RecordChange =
  | { kind: 'added'; key: string }
  | { kind: 'removed'; key: string }
  | { kind: 'changed'; key: string; fields: string[] }

const FIELDS = ['type', 'name', 'description', 'name_localizations', 'description_localizations'] as const

const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b))

/** Localisation maps compare without regard to key order; an empty map is the same as none. */
function normal(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

/** Published set → edited set. A PUT replaces the whole set, so a missing key is a removal. */
export function diffRecords(
  current: readonly MetadataRecord[],
  next: readonly MetadataRecord[],
): RecordChange[] {
  const changes: RecordChange[] = []
  for (const record of next) {
    const before = current.find((r) => r.key === record.key)
    if (!before) {
      changes.push({ kind: 'added', key: record.key })
      continue
    }
    const fields = FIELDS.filter((field) => !same(before[field], record[field]))
    if (fields.length > 0) changes.push({ kind: 'changed', key: record.key, fields: [...fields] })
  }
  for (const record of current) {
    if (!next.some((r) => r.key === record.key)) changes.push({ kind: 'removed', key: record.key })
  }
  return changes
}
