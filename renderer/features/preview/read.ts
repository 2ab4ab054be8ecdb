/**
 * Safe readers for the message body, which the preview receives as Discord's JSON (unknown values): a
 * wrong type anywhere shows as absent instead of breaking the preview while the user types.
 */
export type Json = Record<string, unknown>

export function asRecord(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function asRecords(value: unknown): Json[] {
  return asArray(value).flatMap((item) => {
    const record = asRecord(item)
    return record ? [record] : []
  })
}
