import type { FieldErrors, Resolver } from 'react-hook-form'
import type { Translate } from '@shared/i18n'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { metadataRecordsSchema } from '@shared/discord/linkedRoles'

/** The editor's rows: text as typed, localisations as a list so a half-made row is kept. */
export type LocalizationRow = { locale: string; name: string; description: string }
export type RecordRow = {
  type: string
  key: string
  name: string
  description: string
  localizations: LocalizationRow[]
}
export type MetadataValues = { records: RecordRow[] }

export const emptyRecord = (): RecordRow => ({
  type: '2',
  key: '',
  name: '',
  description: '',
  localizations: [],
})

export function fromRecords(records: readonly MetadataRecord[]): MetadataValues {
  return {
    records: records.map((record) => {
      const locales = new Set([
        ...Object.keys(record.name_localizations ?? {}),
        ...Object.keys(record.description_localizations ?? {}),
      ])
      return {
        type: String(record.type),
        key: record.key,
        name: record.name,
        description: record.description,
        localizations: [...locales].map((locale) => ({
          locale,
          name: record.name_localizations?.[locale] ?? '',
          description: record.description_localizations?.[locale] ?? '',
        })),
      }
    }),
  }
}

/** Rows to Discord's records; an empty localised text is left out rather than sent empty. */
export function toRecords(values: MetadataValues): MetadataRecord[] {
  return values.records.map((row) => {
    const names: Record<string, string> = {}
    const descriptions: Record<string, string> = {}
    for (const l of row.localizations) {
      if (l.name !== '') names[l.locale] = l.name
      if (l.description !== '') descriptions[l.locale] = l.description
    }
    const record: MetadataRecord = {
      type: Number(row.type) as MetadataRecord['type'],
      key: row.key,
      name: row.name,
      description: row.description,
    }
    if (Object.keys(names).length > 0) record.name_localizations = names
    if (Object.keys(descriptions).length > 0) record.description_localizations = descriptions
    return record
  })
}

type Problems = Record<string, string>

/** Problems the shared schema cannot see: rows without a locale, a locale used twice, a row with no text. */
function rowProblems(values: MetadataValues, t: Translate): Problems {
  const out: Problems = {}
  values.records.forEach((row, i) => {
    const seen = new Set<string>()
    row.localizations.forEach((l, j) => {
      const at = `records.${i}.localizations.${j}`
      if (!l.locale) out[`${at}.locale`] = t('applications.localization.noLocale')
      else if (seen.has(l.locale)) out[`${at}.locale`] = t('applications.localization.twice')
      seen.add(l.locale)
      if (l.name === '' && l.description === '') out[`${at}.name`] = t('applications.localization.noText')
    })
  })
  return out
}

/** The shared schema's path ([i, 'name_localizations', locale]) to the row that holds it. */
function fieldOf(values: MetadataValues, path: readonly PropertyKey[]): string {
  const [i, field, locale] = path
  if (typeof i !== 'number') return 'root'
  if (field === 'name_localizations' || field === 'description_localizations') {
    const j = values.records[i]?.localizations.findIndex((l) => l.locale === locale) ?? -1
    return `records.${i}.localizations.${j}.${field === 'name_localizations' ? 'name' : 'description'}`
  }
  return `records.${i}.${String(field)}`
}

/** Checks with shared/discord/linkedRoles.ts, the same rules the services and the CLI apply. */
export const metadataResolver =
  (t: Translate): Resolver<MetadataValues> =>
  async (values) => {
    const problems = rowProblems(values, t)
    const parsed = metadataRecordsSchema.safeParse(toRecords(values))
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const at = fieldOf(values, issue.path)
        problems[at] ??= issue.message
      }
    }
    if (Object.keys(problems).length === 0) return { values, errors: {} }
    return { values: {}, errors: nest(problems) }
  }

function nest(problems: Problems): FieldErrors<MetadataValues> {
  const root: Record<string, unknown> = {}
  for (const [path, message] of Object.entries(problems)) {
    const parts = path.split('.')
    let node = root
    parts.slice(0, -1).forEach((part, index) => {
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '')
      node[part] ??= nextIsIndex ? [] : {}
      node = node[part] as Record<string, unknown>
    })
    node[parts.at(-1) as string] = { type: 'custom', message }
  }
  return root as FieldErrors<MetadataValues>
}
