import { z } from 'zod'
import * as L from './limits'
import { codePointString } from './text'

// Linked roles: application role connection metadata records and a user's role connection
// (service-interface.md "Role connection metadata record", "User role connection"; discord-wire §13).

/** Comparison types 1–8. */
export const MetadataType = {
  INTEGER_LESS_THAN_OR_EQUAL: 1,
  INTEGER_GREATER_THAN_OR_EQUAL: 2,
  INTEGER_EQUAL: 3,
  INTEGER_NOT_EQUAL: 4,
  DATETIME_LESS_THAN_OR_EQUAL: 5,
  DATETIME_GREATER_THAN_OR_EQUAL: 6,
  BOOLEAN_EQUAL: 7,
  BOOLEAN_NOT_EQUAL: 8,
} as const

export const METADATA_KEY_PATTERN = /^[a-z0-9_]{1,50}$/

export const metadataKeySchema = z.string().superRefine((key, ctx) => {
  if (key.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'The key cannot be empty.', params: { code: 'empty' } })
  } else if (key.length > L.METADATA_KEY_MAX) {
    ctx.addIssue({
      code: 'custom',
      message: `The key is ${key.length} characters long; Discord allows at most ${L.METADATA_KEY_MAX}.`,
      params: { code: 'too_long', used: key.length, limit: L.METADATA_KEY_MAX },
    })
  } else if (!METADATA_KEY_PATTERN.test(key)) {
    ctx.addIssue({
      code: 'custom',
      message: 'The key may use only lowercase letters a-z, digits 0-9 and underscores.',
      params: { code: 'invalid_key' },
    })
  }
})

// The shape of localisation maps is not in the contract; Discord maps a locale code to a string
// with the same limits as the base text (discord-wire §13.1).
const localizations = (label: string, max: number) =>
  z.record(z.string(), codePointString({ label, max, min: 1 })).optional()

export const metadataRecordSchema = z.object({
  type: z.literal([1, 2, 3, 4, 5, 6, 7, 8], { message: 'The type must be a comparison type from 1 to 8.' }),
  key: metadataKeySchema,
  name: codePointString({ label: 'The name', max: L.METADATA_NAME_MAX, min: 1 }),
  name_localizations: localizations('A localised name', L.METADATA_NAME_MAX),
  description: codePointString({ label: 'The description', max: L.METADATA_DESCRIPTION_MAX, min: 1 }),
  description_localizations: localizations('A localised description', L.METADATA_DESCRIPTION_MAX),
})
export type MetadataRecord = z.infer<typeof metadataRecordSchema>

/** The whole set an application publishes with PUT: at most 5, keys unique. */
export const metadataRecordsSchema = z
  .array(metadataRecordSchema)
  .max(L.METADATA_RECORDS_MAX, {
    message: `An application can have at most ${L.METADATA_RECORDS_MAX} metadata records.`,
  })
  .superRefine((records, ctx) => {
    const seen = new Set<string>()
    records.forEach((record, i) => {
      if (seen.has(record.key)) {
        ctx.addIssue({
          code: 'custom',
          message: `The key "${record.key}" is used by another record; keys must be unique.`,
          path: [i, 'key'],
          params: { code: 'duplicate' },
        })
      }
      seen.add(record.key)
    })
  })
export type MetadataRecords = z.infer<typeof metadataRecordsSchema>

/**
 * A user's role connection (PUT body). Every metadata value is text of at most 100 characters, also
 * integers (decimal text) and booleans ("1"/"0"); the service parses it by the record's type.
 */
export const roleConnectionSchema = z.object({
  platform_name: codePointString({ label: 'The platform name', max: L.PLATFORM_NAME_MAX }).optional(),
  platform_username: codePointString({
    label: 'The platform username',
    max: L.PLATFORM_USERNAME_MAX,
  }).optional(),
  metadata: z
    .record(metadataKeySchema, codePointString({ label: 'The value', max: L.METADATA_VALUE_MAX }))
    .superRefine((values, ctx) => {
      if (Object.keys(values).length > L.METADATA_RECORDS_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${L.METADATA_RECORDS_MAX} metadata values can be set, one per record.`,
          params: { code: 'too_many', limit: L.METADATA_RECORDS_MAX },
        })
      }
    })
    .optional(),
})
export type RoleConnection = z.infer<typeof roleConnectionSchema>
