// Linked roles (wire spec 13): metadata records (Bot), a user's role connection (Bearer with
// role_connections.write for that application), and the evaluator with Discord's observed semantics:
// datetimes compare as age in days, booleans are true only as "1".
import {
  bearerAuth,
  botAuth,
  botBucket,
  json,
  noContent,
  snowflakeParam,
  type Core,
  type Route,
} from './core'
import { ApiError, errors, FormErrors, inner } from './errors'
import type { Ctx } from './http'
import { codePoints } from './ids'
import type { MetadataRecord, RoleConnection, RoleCriterion, RoleEvaluation } from './types'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export const MAX_METADATA_RECORDS = 5
const DAY_MS = 86_400_000

function text(e: FormErrors, path: (string | number)[], v: unknown, min: number, max: number): void {
  if (typeof v !== 'string') {
    e.add(path, inner.required().code, inner.required().message)
    return
  }
  const n = codePoints(v)
  if (n < min || n > max) {
    const m = inner.badLength(min, max)
    e.add(path, m.code, m.message)
  }
}

function localizations(e: FormErrors, path: (string | number)[], v: unknown, max: number): void {
  if (v === undefined || v === null) return
  if (!isObj(v)) {
    e.add(path, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a DictType')
    return
  }
  for (const [locale, value] of Object.entries(v)) text(e, [...path, locale], value, 1, max)
}

function validateRecords(body: unknown, legacy: boolean): MetadataRecord[] {
  const e = new FormErrors()
  if (!Array.isArray(body)) {
    e.add([], 'BASE_TYPE_LIST', 'Must be a list.')
    e.throwIfAny(legacy)
    return []
  }
  if (body.length > MAX_METADATA_RECORDS) {
    const m = inner.maxLength(MAX_METADATA_RECORDS)
    e.add([], m.code, m.message)
  }
  const keys = new Set<string>()
  const out = body.map((r: unknown, i: number): MetadataRecord => {
    if (!isObj(r)) {
      e.add([i], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
      return { type: 0, key: '', name: '', description: '' }
    }
    if (typeof r.type !== 'number' || !Number.isInteger(r.type) || r.type < 1 || r.type > 8) {
      e.add([i, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2, 3, 4, 5, 6, 7, 8).')
    }
    text(e, [i, 'key'], r.key, 1, 50)
    if (typeof r.key === 'string' && !/^[a-z0-9_]*$/.test(r.key)) {
      e.add([i, 'key'], 'STRING_TYPE_REGEX', 'String value did not match validation regex.')
    }
    if (typeof r.key === 'string') {
      if (keys.has(r.key))
        e.add([i, 'key'], 'APPLICATION_ROLE_CONNECTION_METADATA_DUPLICATE_KEY', 'Keys must be unique.')
      keys.add(r.key)
    }
    text(e, [i, 'name'], r.name, 1, 100)
    text(e, [i, 'description'], r.description, 1, 200)
    localizations(e, [i, 'name_localizations'], r.name_localizations, 100)
    localizations(e, [i, 'description_localizations'], r.description_localizations, 200)
    const record: MetadataRecord = {
      type: r.type as number,
      key: r.key as string,
      name: r.name as string,
      description: r.description as string,
    }
    if (isObj(r.name_localizations))
      record.name_localizations = r.name_localizations as Record<string, string>
    if (isObj(r.description_localizations)) {
      record.description_localizations = r.description_localizations as Record<string, string>
    }
    return record
  })
  e.throwIfAny(legacy)
  return out
}

/** Checks one user value against the record type it belongs to. */
function valueValid(type: number, value: string): boolean {
  if (type >= 1 && type <= 4) return /^-?\d+$/.test(value)
  if (type === 5 || type === 6) return !Number.isNaN(Date.parse(value))
  // Booleans: "1"/"0" evaluate; "true"/"false" are accepted but never evaluate as true (#5755).
  return ['1', '0', 'true', 'false'].includes(value)
}

function validateConnection(body: unknown, records: MetadataRecord[], legacy: boolean): RoleConnection {
  const e = new FormErrors()
  if (!isObj(body)) {
    e.add([], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
    e.throwIfAny(legacy)
  }
  const b = body as Obj
  const optional = (key: string, max: number): string | null => {
    const v = b[key]
    if (v === undefined || v === null) return null
    if (typeof v !== 'string') e.add([key], inner.string(v).code, inner.string(v).message)
    else if (codePoints(v) > max) e.add([key], inner.maxLength(max).code, inner.maxLength(max).message)
    return typeof v === 'string' ? v : null
  }
  const platform_name = optional('platform_name', 50)
  const platform_username = optional('platform_username', 100)
  const metadata: Record<string, string> = {}
  if (b.metadata !== undefined && b.metadata !== null) {
    if (!isObj(b.metadata))
      e.add(['metadata'], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a DictType')
    else {
      const entries = Object.entries(b.metadata)
      if (entries.length > MAX_METADATA_RECORDS) {
        e.add(
          ['metadata'],
          inner.maxLength(MAX_METADATA_RECORDS).code,
          inner.maxLength(MAX_METADATA_RECORDS).message,
        )
      }
      for (const [key, raw] of entries) {
        const record = records.find((r) => r.key === key)
        // Discord stores the stringified value; numbers and booleans arrive as text or JSON scalars.
        const value =
          typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null
        if (!record)
          e.add(
            ['metadata', key],
            'APPLICATION_ROLE_CONNECTION_METADATA_UNKNOWN_KEY',
            `Unknown metadata key "${key}".`,
          )
        else if (value === null) e.add(['metadata', key], inner.string(raw).code, inner.string(raw).message)
        else if (codePoints(value) < 1 || codePoints(value) > 100) {
          e.add(['metadata', key], inner.badLength(1, 100).code, inner.badLength(1, 100).message)
        } else if (!valueValid(record.type, value)) {
          e.add(
            ['metadata', key],
            'APPLICATION_ROLE_CONNECTION_METADATA_INVALID_VALUE',
            `Invalid value for type ${record.type}.`,
          )
        } else metadata[key] = value
      }
    }
  }
  e.throwIfAny(legacy)
  return { platform_name, platform_username, metadata, updatedAt: 0 }
}

function appFor(ctx: Ctx, core: Core) {
  const id = snowflakeParam(ctx, 'application_id')
  const app = core.state.application(id)
  if (!app) throw errors.unknownApplication()
  return app
}

/** Discord's schema has platform_name as a string (never null), so an unset one is left out. */
function render(c: RoleConnection | undefined): Obj {
  const out: Obj = { platform_username: c?.platform_username ?? null, metadata: c?.metadata ?? {} }
  if (c?.platform_name) out.platform_name = c.platform_name
  return out
}

async function requireJson(ctx: Ctx): Promise<unknown> {
  const parsed = await ctx.body()
  if (parsed.kind !== 'json') {
    throw new ApiError(400, {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        _errors: [
          {
            code: 'CONTENT_TYPE_INVALID',
            message: 'Expected "Content-Type" header to be "application/json".',
          },
        ],
      },
    })
  }
  return parsed.value
}

/** Only the application's own bot may read or replace its metadata records (checked after its bucket). */
function metadataOwner(ctx: Ctx, core: Core) {
  const bot = botAuth(ctx, core)
  const app = appFor(ctx, core)
  botBucket(ctx, core, 'applications/:id/role-connections/metadata', app.id)
  if (bot.id !== app.id) throw errors.missingAccess()
  return app
}

export const roleConnectionRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/applications/:application_id/role-connections/metadata',
    name: 'getRoleConnectionMetadata',
    async handler(ctx, core) {
      const app = metadataOwner(ctx, core)
      return json(app.roleConnectionMetadata)
    },
  },
  {
    method: 'PUT',
    pattern: '/applications/:application_id/role-connections/metadata',
    name: 'putRoleConnectionMetadata',
    async handler(ctx, core) {
      const app = metadataOwner(ctx, core)
      // A PUT overwrites the whole set.
      app.roleConnectionMetadata = validateRecords(await requireJson(ctx), ctx.legacy)
      return json(app.roleConnectionMetadata)
    },
  },
  ...['GET', 'PUT', 'DELETE'].map((method): Route => ({
    method,
    pattern: '/users/@me/applications/:application_id/role-connection',
    name: `${method.toLowerCase()}UserRoleConnection`,
    async handler(ctx, core) {
      const token = bearerAuth(ctx, core, 'role_connections.write')
      const app = appFor(ctx, core)
      // The scope must have been granted to this application.
      if (token.clientId !== app.id) throw errors.missingScope()
      const key = `${token.userId}:${app.id}`
      if (method === 'GET') return json(render(core.state.data.roleConnections[key]))
      if (method === 'DELETE') {
        delete core.state.data.roleConnections[key]
        return noContent()
      }
      const connection = validateConnection(await requireJson(ctx), app.roleConnectionMetadata, ctx.legacy)
      connection.updatedAt = core.now()
      // Each PUT replaces the stored values.
      core.state.data.roleConnections[key] = connection
      return json(render(connection))
    },
  })),
]

/** Does the user's stored value meet a role's criterion? (Test oracle, wire spec 13.1.) */
export function evaluateRoleConnection(core: Core, c: RoleCriterion): RoleEvaluation {
  const app = core.state.application(c.applicationId)
  const record = app?.roleConnectionMetadata.find((r) => r.key === c.key)
  if (!record)
    return { qualifies: false, type: null, userValue: null, reason: `no metadata record "${c.key}"` }
  const value = core.state.data.roleConnections[`${c.userId}:${c.applicationId}`]?.metadata[c.key]
  if (value === undefined) {
    return {
      qualifies: false,
      type: record.type,
      userValue: null,
      reason: 'the user has no value for this key',
    }
  }
  const t = record.type
  const n = Number(value)
  const result = (qualifies: boolean, reason: string, ageDays?: number): RoleEvaluation => ({
    qualifies,
    type: t,
    userValue: value,
    reason,
    ...(ageDays === undefined ? {} : { ageDays }),
  })
  switch (t) {
    case 1:
      return result(n <= c.value, `${n} <= ${c.value}`)
    case 2:
      return result(n >= c.value, `${n} >= ${c.value}`)
    case 3:
      return result(n === c.value, `${n} == ${c.value}`)
    case 4:
      return result(n !== c.value, `${n} != ${c.value}`)
    case 5:
    case 6: {
      // Age in days: type 5 = within the last N days, type 6 = at least N days ago (#5936).
      const age = Math.floor((core.now() - Date.parse(value)) / DAY_MS)
      return t === 5
        ? result(age <= c.value, `age ${age} days <= ${c.value}`, age)
        : result(age >= c.value, `age ${age} days >= ${c.value}`, age)
    }
    case 7:
      return result(value === '1', 'only "1" counts as true')
    default:
      return result(value !== '1', 'only "1" counts as true')
  }
}
