import { z } from 'zod'
import * as L from './limits'
import { codePointString, tooLong } from './text'
import { LABEL } from './problemLabels'
import type { Sentence } from './sentence'
import { sentence, zodMessage } from './sentence'

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
  const add = (said: Sentence, params: { code: string; used?: number; limit?: number }) =>
    ctx.addIssue({ code: 'custom', message: said.message, params: { ...params, phrase: said.phrase } })
  if (key.length === 0) {
    add(sentence('problem.text.empty', 'The key cannot be empty.', undefined, { label: LABEL.key }), {
      code: 'empty',
    })
  } else if (key.length > L.METADATA_KEY_MAX) {
    add(tooLong(LABEL.key, key.length, L.METADATA_KEY_MAX), {
      code: 'too_long',
      used: key.length,
      limit: L.METADATA_KEY_MAX,
    })
  } else if (!METADATA_KEY_PATTERN.test(key)) {
    add(
      sentence(
        'problem.key.pattern',
        'The key may use only lowercase letters a-z, digits 0-9 and underscores.',
      ),
      {
        code: 'invalid_key',
      },
    )
  }
})

// The shape of localisation maps is not in the contract; Discord maps a locale code to a string
// with the same limits as the base text (discord-wire §13.1).
const localizations = (label: Sentence, max: number) =>
  z.record(z.string(), codePointString({ label, max, min: 1 })).optional()

export const metadataRecordSchema = z.object({
  type: z.literal(
    [1, 2, 3, 4, 5, 6, 7, 8],
    zodMessage(sentence('problem.record.type', 'The type must be a comparison type from 1 to 8.')),
  ),
  key: metadataKeySchema,
  name: codePointString({ label: LABEL.name, max: L.METADATA_NAME_MAX, min: 1 }),
  name_localizations: localizations(LABEL.localisedName, L.METADATA_NAME_MAX),
  description: codePointString({ label: LABEL.description, max: L.METADATA_DESCRIPTION_MAX, min: 1 }),
  description_localizations: localizations(LABEL.localisedDescription, L.METADATA_DESCRIPTION_MAX),
})
export type MetadataRecord = z.infer<typeof metadataRecordSchema>

/** The whole set an application publishes with PUT: at most 5, keys unique. */
export const metadataRecordsSchema = z
  .array(metadataRecordSchema)
  .max(
    L.METADATA_RECORDS_MAX,
    zodMessage(
      sentence(
        'problem.records.max',
        `An application can have at most ${L.METADATA_RECORDS_MAX} metadata records.`,
        {
          max: String(L.METADATA_RECORDS_MAX),
        },
      ),
    ),
  )
  .superRefine((records, ctx) => {
    const seen = new Set<string>()
    records.forEach((record, i) => {
      if (seen.has(record.key)) {
        const said = sentence(
          'problem.records.duplicateKey',
          `The key "${record.key}" is used by another record; keys must be unique.`,
          { key: record.key },
        )
        ctx.addIssue({
          code: 'custom',
          message: said.message,
          path: [i, 'key'],
          params: { code: 'duplicate', phrase: said.phrase },
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
  platform_name: codePointString({ label: LABEL.platformName, max: L.PLATFORM_NAME_MAX }).optional(),
  platform_username: codePointString({
    label: LABEL.platformUsername,
    max: L.PLATFORM_USERNAME_MAX,
  }).optional(),
  metadata: z
    .record(metadataKeySchema, codePointString({ label: LABEL.value, max: L.METADATA_VALUE_MAX }))
    .superRefine((values, ctx) => {
      if (Object.keys(values).length > L.METADATA_RECORDS_MAX) {
        const said = sentence(
          'problem.metadata.valuesMax',
          `At most ${L.METADATA_RECORDS_MAX} metadata values can be set, one per record.`,
          { max: String(L.METADATA_RECORDS_MAX) },
        )
        ctx.addIssue({
          code: 'custom',
          message: said.message,
          params: { code: 'too_many', limit: L.METADATA_RECORDS_MAX, phrase: said.phrase },
        })
      }
    })
    .optional(),
})
export type RoleConnection = z.infer<typeof roleConnectionSchema>
