import { parseArgs } from 'node:util'
import { z } from 'zod'
import {
  metadataRecordSchema,
  metadataRecordsSchema,
  roleConnectionSchema,
  type RoleConnection,
} from '@shared/discord/linkedRoles'
import { isSnowflake } from '@shared/discord/snowflake'
import { connectionValueIssues, duplicateRecordKeys } from '@shared/linkedRoles/connectionChecks'
import { CONNECT_SCOPES, DEFAULT_REDIRECT_PORT } from '@shared/linkedRoles/redirect'
import { RpcError, issuesFromZod, said, type Issue, type Said } from '@shared/rpc/errors'
import { startAuthorization } from '@services/applications/authorizationFlow'
import { openInBrowser } from '@services/openBrowser'
import type { Command } from './commandType'
import type { CliIo } from './io'
import { readMessage, usageError } from './io'
import { EXIT } from './output'
import { savedBotToken } from './savedSecrets'
import { SECRETS, passphrase, requiredEnvSecret as secret } from './secretInput'
import { json, parse } from './cliArgs'
import { sayer, withParts } from './say'

// herald metadata|connection|oauth: the linked-roles and OAuth2 calls with the app's services. Secrets
// come only from the environment (or a file it names) or the vault, never from argv (any user can read it with `ps`).

function id(value: string | undefined, flag: string): string {
  if (!value) throw usageError(said('cli.giveFlag', `Give ${flag}.`, { flag }))
  if (!isSnowflake(value) || value.length < 17) {
    throw new RpcError({
      kind: 'invalidInput',
      ...said('cli.app.notAnId', `${flag} must be a Discord id (17 to 20 digits).`, { flag }),
      issues: [{ path: flag, ...said('cli.app.notAnIdValue', `"${value}" is not a Discord id.`, { value }) }],
    })
  }
  return value
}

/** Every problem of a file, with its path, and nothing sent (exit 2); `refusal` names the file. */
function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  refusal: Said,
  more: (parsed: z.output<S> | undefined) => Issue[] = () => [],
): z.output<S> {
  const parsed = schema.safeParse(value)
  const issues = parsed.success ? [] : issuesFromZod(parsed.error)
  // Problems zod stops short of (a check on the whole list is skipped once an element fails).
  for (const issue of more(parsed.success ? parsed.data : undefined))
    if (!issues.some((i) => i.path === issue.path && i.message === issue.message)) issues.push(issue)
  if (!parsed.success || issues.length > 0) {
    throw new RpcError({ kind: 'invalidInput', ...refusal, issues })
  }
  return parsed.data
}

const RECORDS_INVALID = said('cli2.app.recordsInvalid', 'The records file is not valid; nothing was sent.')

/** Each record's own problems and repeated keys, which zod skips once the list is too long. */
function eachRecordIssues(file: unknown): Issue[] {
  const each = z.array(metadataRecordSchema).safeParse(file)
  return [...(each.success ? [] : issuesFromZod(each.error)), ...duplicateRecordKeys(file)]
}

/** `what`: the refusal when the file is not given. */
async function readFile(positionals: string[], io: CliIo, what: Said): Promise<unknown> {
  if (!positionals[1]) throw usageError(what)
  return readMessage(positionals[1], io)
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The command's verb: one of two (get or put, token or login). */
function verb(positionals: string[], allowed: readonly [string, string], command: string): string {
  const [name] = positionals
  if (!name || !allowed.includes(name)) {
    const [first, second] = allowed
    throw usageError(
      said('cli.app.verbs', `herald ${command} takes ${first} or ${second}.`, { command, first, second }),
    )
  }
  return name
}

export const metadata: Command = async (argv, io, services) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { app: { type: 'string' }, bot: { type: 'string' } },
    }),
  )
  const action = verb(positionals, ['get', 'put'], 'metadata')
  const app = id(values.app, '--app <application id>')
  const records =
    action === 'put'
      ? await readFile(
          positionals,
          io,
          said('cli.app.giveRecords', 'Give the records JSON file (or - for standard input).'),
        ).then((file) => checked(metadataRecordsSchema, file, RECORDS_INVALID, () => eachRecordIssues(file)))
      : null
  const { config, client } = services()
  const token = values.bot
    ? await savedBotToken(config, values.bot, await passphrase(io))
    : await secret(io, 'HERALD_BOT_TOKEN', SECRETS.botToken)
  const result = records
    ? await client.bot.putRoleConnectionMetadata(token, app, records)
    : await client.bot.getRoleConnectionMetadata(token, app)
  io.stdout(json(result))
  return EXIT.ok
}

/**
 * The records a connection's values are checked against: a --records file, else the application's
 * published records when a bot token is at hand, else none (the values are checked for length only).
 */
async function publishedRecords(
  file: string | undefined,
  app: string,
  io: CliIo,
  services: Parameters<Command>[2],
): Promise<readonly { key: string; type: number }[] | null> {
  if (file) {
    const refusal = said(
      'cli2.app.recordsOptionInvalid',
      'The --records file is not valid; nothing was sent.',
    )
    return checked(metadataRecordsSchema, await readMessage(file, io), refusal)
  }
  const botToken = io.env.HERALD_BOT_TOKEN
  if (!botToken) {
    const say = await sayer(io.env)
    const sentence = said(
      'cli.app.notChecked',
      'values not checked against the application’s records (give --records FILE or HERALD_BOT_TOKEN)',
    )
    io.stderr(`herald: ${say(sentence)}\n`)
    return null
  }
  return services().client.bot.getRoleConnectionMetadata(botToken, app)
}

export const connection: Command = async (argv, io, services) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { app: { type: 'string' }, records: { type: 'string' } },
    }),
  )
  const action = verb(positionals, ['get', 'put'], 'connection')
  const app = id(values.app, '--app <application id>')
  let body: RoleConnection | null = null
  if (action === 'put') {
    const file = await readFile(
      positionals,
      io,
      said('cli.app.giveConnection', 'Give the connection JSON file (or - for standard input).'),
    )
    const records = await publishedRecords(values.records, app, io, services)
    const metadata = isRecord(file) && isRecord(file.metadata) ? file.metadata : {}
    const refusal = said('cli2.app.connectionInvalid', 'The connection file is not valid; nothing was sent.')
    body = checked(roleConnectionSchema, file, refusal, () =>
      records ? connectionValueIssues(records, metadata) : [],
    )
  }
  const token = await secret(io, 'HERALD_ACCESS_TOKEN', SECRETS.accessToken)
  const { client } = services()
  const result = body
    ? await client.oauth2.putUserRoleConnection(token, app, body)
    : await client.oauth2.getUserRoleConnection(token, app)
  io.stdout(json(result))
  return EXIT.ok
}

export const oauth: Command = async (argv, io, services) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        'client-id': { type: 'string' },
        scope: { type: 'string' },
        port: { type: 'string' },
        'no-open': { type: 'boolean' },
      },
    }),
  )
  const action = verb(positionals, ['token', 'login'], 'oauth')
  const clientId = id(values['client-id'], '--client-id <id>')
  const port = values.port === undefined ? DEFAULT_REDIRECT_PORT : Number(values.port)
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw usageError(said('cli.app.port', '--port must be a whole number from 1024 to 65535.'))
  }
  const clientSecret = await secret(io, 'HERALD_CLIENT_SECRET', SECRETS.clientSecret)
  const { client, config } = services()
  const credentials = { clientId, clientSecret }
  if (action === 'token') {
    const scope = values.scope?.trim()
    io.stdout(
      json(
        await client.oauth2.requestToken(credentials, {
          grant_type: 'client_credentials',
          ...(scope ? { scope } : {}),
        }),
      ),
    )
    return EXIT.ok
  }
  const say = await sayer(io.env)
  const authorization = await startAuthorization({
    oauth2: client.oauth2,
    authBase: config.authBase,
    client: credentials,
    port,
    scope: values.scope?.trim() || CONNECT_SCOPES,
    open: async (url) => {
      if (values['no-open']) return
      const outcome = await openInBrowser(url)
      if (outcome.opened) return
      const reason = outcome.reason.message
      const sentence = said(
        'cli.app.noBrowser',
        `could not open a browser (${reason}); open the URL yourself.`,
        {
          reason,
        },
      )
      io.stderr(`herald: ${say(withParts(sentence, { reason: outcome.reason }))}\n`)
    },
  })
  // The URL on a line of its own, whatever the language, so a terminal or a script can pick it up.
  const { redirectUri } = authorization
  const prompt = said('cli.app.authorize', `Open this URL to authorize (waiting on ${redirectUri}):`, {
    redirectUri,
  })
  io.stderr(`${say(prompt)}\n${authorization.authorizeUrl}\n`)
  io.stdout(json(await authorization.tokens))
  return EXIT.ok
}
