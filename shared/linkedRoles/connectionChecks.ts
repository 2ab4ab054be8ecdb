import type { Phrase } from '../i18n/phrase'
import { sentence } from '../discord/sentence'
import { isIsoTimestamp } from '../discord/text'
import { RECORD_TYPES } from './recordTypes'

// What Discord does with a user's values, checked before any request: a value is read by the type of
// the application's record with its key (discord-wire §13.1). Integers are decimal text; booleans are
// "1" or "0", since Discord counts "true" as false (issue #5755); datetimes are ISO 8601.

/** A value Discord would refuse: the sentence in English and as a phrase (check.*) for the reader. */
export type ValueIssue = { path: string; message: string; phrase: Phrase }

type PublishedRecord = { key: string; type: number }

/** Every value that Discord would refuse or misread, with its path (metadata.<key>). */
export function connectionValueIssues(
  records: readonly PublishedRecord[],
  metadata: Readonly<Record<string, unknown>>,
): ValueIssue[] {
  const issues: ValueIssue[] = []
  for (const [key, value] of Object.entries(metadata)) {
    const path = `metadata.${key}`
    const record = records.find((r) => r.key === key)
    const kind = RECORD_TYPES.find((t) => t.type === record?.type)?.kind
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    if (!record || !kind) {
      const known = records.map((r) => `"${r.key}"`).join(', ')
      issues.push({
        path,
        ...(known
          ? sentence(
              'check.record.unknown',
              `The application has no record "${key}" (its records: ${known}).`,
              { key, known },
            )
          : sentence(
              'check.record.unknownNone',
              `The application has no record "${key}" (its records: none).`,
              {
                key,
              },
            )),
      })
    } else if (kind === 'integer' && !/^-?\d+$/.test(text)) {
      const value = JSON.stringify(text)
      issues.push({
        path,
        ...sentence('check.value.integer', `${value} is not a whole number, as the record "${key}" needs.`, {
          value,
          key,
        }),
      })
    } else if (kind === 'boolean' && text !== '1' && text !== '0') {
      const value = JSON.stringify(text)
      issues.push({
        path,
        ...(/^(true|false)$/i.test(text)
          ? sentence(
              'check.value.booleanWord',
              `Discord counts "${text}" as false on the boolean record "${key}"; write "1" for true or "0" for false.`,
              { word: text, key },
            )
          : sentence(
              'check.value.boolean',
              `${value} is not "1" or "0", as the boolean record "${key}" needs.`,
              {
                value,
                key,
              },
            )),
      })
    } else if (kind === 'datetime' && !isIsoTimestamp(text)) {
      const value = JSON.stringify(text)
      issues.push({
        path,
        ...sentence(
          'check.value.datetime',
          `${value} is not an ISO 8601 date, as the record "${key}" needs.`,
          {
            value,
            key,
          },
        ),
      })
    }
  }
  return issues
}

/** Keys used by more than one record of a raw records file, as problems at the later records. */
export function duplicateRecordKeys(records: unknown): ValueIssue[] {
  if (!Array.isArray(records)) return []
  const seen = new Set<string>()
  const issues: ValueIssue[] = []
  records.forEach((record: unknown, i) => {
    const key = typeof record === 'object' && record !== null ? (record as { key?: unknown }).key : undefined
    if (typeof key !== 'string') return
    if (seen.has(key))
      issues.push({
        path: `[${i}].key`,
        ...sentence(
          'problem.records.duplicateKey',
          `The key "${key}" is used by another record; keys must be unique.`,
          { key },
        ),
      })
    seen.add(key)
  })
  return issues
}
