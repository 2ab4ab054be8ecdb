// Discord's OpenAPI description as a schema oracle for the emulator's tests: validates a request or
// response body against the operation's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv2020 } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const file = path.resolve(repoRoot, '../shared/spec/discord-openapi/openapi.json')

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>
}
type Doc = {
  paths: Record<string, Record<string, Operation>>
  components: { responses: Record<string, Operation['responses'][string]> }
}

const doc = JSON.parse(readFileSync(file, 'utf8')) as Doc
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/)
ajv.addFormat('int32', true)
ajv.addFormat('int64', true)
ajv.addSchema(doc as object, 'openapi')

/** Rewrites local refs so a fragment compiles against the registered document. */
function anchored(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi#/'))
}

function operation(method: string, template: string): Operation {
  const op = doc.paths[template]?.[method.toLowerCase()]
  if (!op) throw new Error(`no operation ${method} ${template} in openapi.json`)
  return op
}

function check(schema: unknown, value: unknown, what: string): void {
  const validate = ajv.compile(anchored(schema) as object)
  if (!validate(value)) {
    throw new Error(
      `${what} does not match openapi.json: ${ajv.errorsText(validate.errors, { separator: '\n' })}`,
    )
  }
}

/** Throws unless `body` matches the request schema of METHOD /path/{template}. */
export function assertRequest(
  method: string,
  template: string,
  body: unknown,
  type = 'application/json',
): void {
  const schema = operation(method, template).requestBody?.content[type]?.schema
  if (!schema) throw new Error(`no ${type} request body for ${method} ${template}`)
  check(schema, body, `request ${method} ${template}`)
}

/** Throws unless `body` matches the response schema for `status` (or its 4XX class). */
export function assertResponse(method: string, template: string, status: number, body: unknown): void {
  const responses = operation(method, template).responses
  let response = responses[String(status)] ?? responses[`${String(status)[0]}XX`]
  if (response?.$ref) response = doc.components.responses[response.$ref.split('/').pop() as string]
  const schema = response?.content?.['application/json']?.schema
  if (!schema) throw new Error(`no JSON response ${status} for ${method} ${template}`)
  // Discord's spec types the inner `_errors[].code` as an integer, while the wire (and Discord's own docs)
  // carry strings such as BASE_TYPE_REQUIRED; error bodies are checked at the top level only.
  const checked =
    status >= 400 && typeof body === 'object' && body !== null ? { ...body, errors: undefined } : body
  check(schema, JSON.parse(JSON.stringify(checked)), `response ${status} ${method} ${template}`)
}
