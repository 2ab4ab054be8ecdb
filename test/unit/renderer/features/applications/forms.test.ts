import { describe, expect, it } from 'vitest'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { toConnection, fromConnection } from '@renderer/features/applications/connectionForm'
import { fromRecords, metadataResolver, toRecords } from '@renderer/features/applications/metadataForm'
import type { MetadataValues } from '@renderer/features/applications/metadataForm'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import english from '@shared/i18n/compiled/en.json'

// The page's messages in English, as the forms show them by default.
const t = createTranslator('en', english as Catalogue)

const RECORDS: MetadataRecord[] = [
  { type: 2, key: 'level', name: 'Level', description: 'd', name_localizations: { fr: 'Niveau' } },
  { type: 6, key: 'since', name: 'Since', description: 'd' },
  { type: 7, key: 'ok', name: 'OK', description: 'd' },
]

const resolve = (values: MetadataValues) =>
  metadataResolver(t)(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('metadata editor rows', () => {
  it('round-trips records through the rows, localisations included', () => {
    expect(toRecords(fromRecords(RECORDS))).toEqual(RECORDS)
  })

  it('puts each problem on the field it concerns, localised rows by their locale', async () => {
    const values = fromRecords(RECORDS)
    values.records[0]!.key = 'Level!'
    values.records[0]!.localizations[0]!.name = 'n'.repeat(101)
    values.records[1]!.key = 'ok'
    values.records[2]!.localizations.push({ locale: '', name: 'x', description: '' })
    const { errors } = await resolve(values)
    const records = errors.records as unknown as Record<string, Record<string, unknown>>[]
    expect(records[0]?.key).toMatchObject({ message: expect.stringMatching(/only lowercase letters/) })
    const localized = records[0]?.localizations as unknown as Record<string, { message: string }>[]
    expect(localized[0]?.name?.message).toMatch(/at most 100/)
    expect(records[2]?.key).toMatchObject({ message: expect.stringMatching(/used by another record/) })
    expect(
      (records[2]?.localizations as unknown as Record<string, { message: string }>[])[0]?.locale?.message,
    ).toBe('Choose a locale.')
  })
})

describe('connection editor', () => {
  it('encodes each value by its record type and leaves empty numbers and dates out', () => {
    const form = fromConnection(RECORDS, undefined)
    form.values.level = '12'
    form.values.ok = true
    form.platform_name = 'Game'
    expect(toConnection(RECORDS, form, t)).toEqual({
      body: { platform_name: 'Game', metadata: { level: '12', ok: '1' } },
      problems: {},
    })
    form.values.since = '2024-02-29'
    form.values.level = 'twelve'
    expect(toConnection(RECORDS, form, t).problems).toEqual({
      'values.level': 'Enter a whole number, such as 42 or -3.',
    })
    expect(
      toConnection(RECORDS, { ...form, values: { ...form.values, level: '1' } }, t).body.metadata.since,
    ).toBe('2024-02-29T00:00:00.000Z')
  })

  it('shows stored values in the controls', () => {
    const form = fromConnection(RECORDS, {
      platform_name: null,
      platform_username: 'p',
      metadata: { level: '3', since: '2024-02-29T00:00:00.000Z', ok: 'true' },
    })
    expect(form).toEqual({
      platform_name: '',
      platform_username: 'p',
      values: { level: '3', since: '2024-02-29', ok: false },
    })
  })
})
