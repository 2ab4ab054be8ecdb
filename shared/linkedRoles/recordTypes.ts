import type { MetadataType } from '../discord/linkedRoles'

/** The eight comparison types as the editor lists them (discord-wire §13.1). */
export type RecordType = (typeof MetadataType)[keyof typeof MetadataType]

export type RecordKind = 'integer' | 'datetime' | 'boolean'

export type RecordTypeInfo = {
  type: RecordType
  name: keyof typeof MetadataType
  kind: RecordKind
  /** What a server's requirement of N means, in one plain sentence. */
  sentence: string
}

// Datetimes compare the age in days of the stored date, as Discord evaluates them (discord-wire §13.1:
// the docs word types 5 and 6 the other way round; issue #5936).
export const RECORD_TYPES: readonly RecordTypeInfo[] = [
  {
    type: 1,
    name: 'INTEGER_LESS_THAN_OR_EQUAL',
    kind: 'integer',
    sentence: 'The user’s number is at most the number the server asks for.',
  },
  {
    type: 2,
    name: 'INTEGER_GREATER_THAN_OR_EQUAL',
    kind: 'integer',
    sentence: 'The user’s number is at least the number the server asks for.',
  },
  {
    type: 3,
    name: 'INTEGER_EQUAL',
    kind: 'integer',
    sentence: 'The user’s number equals the number the server asks for.',
  },
  {
    type: 4,
    name: 'INTEGER_NOT_EQUAL',
    kind: 'integer',
    sentence: 'The user’s number differs from the number the server asks for.',
  },
  {
    type: 5,
    name: 'DATETIME_LESS_THAN_OR_EQUAL',
    kind: 'datetime',
    sentence: 'The user’s date is within the last N days (its age in days is at most N).',
  },
  {
    type: 6,
    name: 'DATETIME_GREATER_THAN_OR_EQUAL',
    kind: 'datetime',
    sentence: 'The user’s date is at least N days ago (its age in days is at least N).',
  },
  {
    type: 7,
    name: 'BOOLEAN_EQUAL',
    kind: 'boolean',
    sentence: 'The user’s switch is on (stored as 1).',
  },
  {
    type: 8,
    name: 'BOOLEAN_NOT_EQUAL',
    kind: 'boolean',
    sentence: 'The user’s switch is off (stored as 0, or anything but 1).',
  },
]

export function recordTypeInfo(type: number): RecordTypeInfo | undefined {
  return RECORD_TYPES.find((info) => info.type === type)
}

export function recordKind(type: number): RecordKind {
  return recordTypeInfo(type)?.kind ?? 'integer'
}
