import type { FieldErrors, Resolver } from 'react-hook-form'
import type { Translate } from '@shared/i18n'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { PLATFORM_NAME_MAX, PLATFORM_USERNAME_MAX } from '@shared/discord/limits'
import { recordKind } from '@shared/linkedRoles/recordTypes'
import { decodeValue, encodeValue } from '@shared/linkedRoles/valueEncoding'
import type { RoleConnectionView } from '@shared/rpc/areas/applications'

/** One control per record key: text for numbers and dates, a boolean for switches. */
export type ConnectionValues = {
  platform_name: string
  platform_username: string
  values: Record<string, string | boolean>
}

export type ConnectionBody = {
  platform_name?: string
  platform_username?: string
  metadata: Record<string, string>
}

export function fromConnection(
  records: readonly MetadataRecord[],
  stored: RoleConnectionView | undefined,
): ConnectionValues {
  const values: Record<string, string | boolean> = {}
  for (const record of records)
    values[record.key] = decodeValue(recordKind(record.type), stored?.metadata[record.key])
  return {
    platform_name: stored?.platform_name ?? '',
    platform_username: stored?.platform_username ?? '',
    values,
  }
}

/**
 * The PUT body, or the problems by field. An empty number or date leaves the record out; a switch is
 * always sent, as "1" or "0" (never "true": Discord evaluates it as false).
 */
export function toConnection(
  records: readonly MetadataRecord[],
  form: ConnectionValues,
  t: Translate,
): { body: ConnectionBody; problems: Record<string, string> } {
  const problems: Record<string, string> = {}
  const metadata: Record<string, string> = {}
  for (const record of records) {
    const kind = recordKind(record.type)
    const input = form.values[record.key] ?? (kind === 'boolean' ? false : '')
    if (kind !== 'boolean' && String(input).trim() === '') continue
    const encoded = encodeValue(kind, input)
    if (encoded.ok) metadata[record.key] = encoded.value
    else problems[`values.${record.key}`] = encoded.message
  }
  if ([...form.platform_name].length > PLATFORM_NAME_MAX) {
    problems.platform_name = t('applications.connection.platformName.long', { max: PLATFORM_NAME_MAX })
  }
  if ([...form.platform_username].length > PLATFORM_USERNAME_MAX) {
    problems.platform_username = t('applications.connection.platformUsername.long', {
      max: PLATFORM_USERNAME_MAX,
    })
  }
  const body: ConnectionBody = { metadata }
  if (form.platform_name !== '') body.platform_name = form.platform_name
  if (form.platform_username !== '') body.platform_username = form.platform_username
  return { body, problems }
}

export function connectionResolver(
  records: readonly MetadataRecord[],
  t: Translate,
): Resolver<ConnectionValues> {
  return async (form) => {
    const { problems } = toConnection(records, form, t)
    if (Object.keys(problems).length === 0) return { values: form, errors: {} }
    const errors: Record<string, unknown> = {}
    const values: Record<string, unknown> = {}
    for (const [path, message] of Object.entries(problems)) {
      const error = { type: 'custom', message }
      if (path.startsWith('values.')) values[path.slice(7)] = error
      else errors[path] = error
    }
    if (Object.keys(values).length > 0) errors.values = values
    return { values: {}, errors: errors as FieldErrors<ConnectionValues> }
  }
}
