import { z } from 'zod'
import { metadataRecordSchema, metadataRecordsSchema, roleConnectionSchema } from '../../discord/linkedRoles'
import { DEFAULT_REDIRECT_PORT } from '../../linkedRoles/redirect'
import { event, method } from '../define'
import { phraseSchema } from '../errors'
import { credentialSchema } from './credential'
import { discordIdSchema } from './webhooks'
import { schemaSays } from '../schemaSays'

/** What Herald holds of a user's authorization; never the tokens themselves. */
export const connectionStateSchema = z.object({
  state: z.enum(['none', 'waiting', 'connected', 'reconnect']),
  /** Granted scopes, space-separated (connected). */
  scope: z.string().nullable(),
  /** When the access token expires, ISO 8601 (connected); Herald refreshes it before then. */
  expiresAt: z.string().nullable(),
  /** The user who approved, from GET /oauth2/@me (identify). */
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** While waiting: the URL the browser was sent to, so the user can open it by hand. */
  authorizeUrl: z.string().nullable(),
  /** Why the last attempt failed, or why the user must connect again (English). */
  message: z.string().nullable(),
  /** The same sentence to say in the reader's language; absent for a reason stored before phrases. */
  phrase: phraseSchema,
})
export type ConnectionState = z.infer<typeof connectionStateSchema>

/** A saved application as the page sees it: ids, label, masked secrets. */
export const applicationViewSchema = z.object({
  applicationId: discordIdSchema,
  label: z.string(),
  clientId: discordIdSchema,
  botTokenMasked: z.string(),
  clientSecretMasked: z.string(),
  redirectPort: z.number().int(),
  /** The exact URI to register under OAuth2 → Redirects in the developer portal. */
  redirectUri: z.string(),
  connection: connectionStateSchema,
  addedAt: z.string(),
})
export type ApplicationView = z.infer<typeof applicationViewSchema>

const portSchema = z
  .number(schemaSays('stored.contract.portNumber', 'Enter a port number.'))
  .int(schemaSays('applications.criterion.invalid', 'Enter a whole number.'))
  .min(
    1024,
    schemaSays(
      'stored.contract.portAdmin',
      'Use a port from 1024 to 65535 (lower ones need administrator rights).',
    ),
  )
  .max(65535, schemaSays('applications.port.range', 'Use a port from 1024 to 65535.'))

const applicationId = discordIdSchema

export const roleConnectionViewSchema = z.object({
  platform_name: z.string().nullable(),
  platform_username: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
})
export type RoleConnectionView = z.infer<typeof roleConnectionViewSchema>

export const applicationsMethods = {
  'applications.list': method(
    z.object({}),
    z.object({ applications: z.array(applicationViewSchema) }),
    'Saved applications, secrets masked.',
  ),
  'applications.add': method(
    z.object({
      label: z
        .string()
        .trim()
        .min(1, schemaSays('applications.label.empty', 'Enter a label.'))
        .max(100, schemaSays('botTokens.add.label.long', 'At most 100 characters.')),
      applicationId: z
        .string()
        .trim()
        .regex(
          /^\d{17,20}$/,
          schemaSays('stored.contract.applicationId', 'An application id is 17 to 20 digits.'),
        ),
      clientId: z
        .string()
        .trim()
        .regex(/^\d{17,20}$/, schemaSays('stored.contract.clientId', 'A client id is 17 to 20 digits.')),
      botToken: credentialSchema('bot token'),
      clientSecret: credentialSchema('client secret'),
      redirectPort: portSchema.default(DEFAULT_REDIRECT_PORT),
    }),
    z.object({ application: applicationViewSchema }),
    'Saves an application; the bot token and client secret are sealed in the vault.',
  ),
  'applications.update': method(
    z.object({
      applicationId,
      label: z
        .string()
        .trim()
        .min(1, schemaSays('applications.label.empty', 'Enter a label.'))
        .max(100)
        .optional(),
      redirectPort: portSchema.optional(),
    }),
    z.object({ application: applicationViewSchema }),
    'Renames an application or changes its loopback port.',
  ),
  'applications.remove': method(
    z.object({ applicationId }),
    z.object({ removed: z.boolean() }),
    'Forgets an application and its tokens (the user’s authorization is revoked first when possible).',
  ),
  'linkedRoles.getMetadata': method(
    z.object({ applicationId }),
    z.object({ records: z.array(metadataRecordSchema) }),
    'The published metadata records (GET, bot token).',
  ),
  'linkedRoles.putMetadata': method(
    z.object({ applicationId, records: metadataRecordsSchema }),
    z.object({ records: z.array(metadataRecordSchema) }),
    'Publishes the records; a PUT replaces the whole set.',
  ),
  'linkedRoles.getConnection': method(
    z.object({ applicationId }),
    z.object({ connection: roleConnectionViewSchema }),
    'The connected user’s role connection (GET, Bearer).',
  ),
  'linkedRoles.putConnection': method(
    z.object({ applicationId, connection: roleConnectionSchema }),
    z.object({ connection: roleConnectionViewSchema }),
    'Replaces every stored value of the connected user (PUT, Bearer).',
  ),
  'oauth.connect': method(
    z.object({ applicationId }),
    z.object({ authorizeUrl: z.string(), redirectUri: z.string() }),
    'Starts the loopback listener and opens the browser at the authorize URL; the result comes as an event.',
  ),
  'oauth.cancel': method(
    z.object({ applicationId }),
    z.object({ cancelled: z.boolean() }),
    'Stops waiting for the browser.',
  ),
  'oauth.disconnect': method(
    z.object({ applicationId }),
    z.object({ revoked: z.boolean() }),
    'Revokes the user’s tokens on Discord and forgets them.',
  ),
  'oauth.clientCredentials': method(
    z.object({
      applicationId,
      scope: z
        .string()
        .trim()
        .max(200)
        .regex(
          /^[a-z0-9._ ]*$/,
          'Scopes are lowercase words separated by spaces, such as identify connections.',
        )
        .default(''),
    }),
    z.object({ scope: z.string(), tokenType: z.string(), expiresIn: z.number(), expiresAt: z.string() }),
    'Asks for a client-credentials token (the owner’s); only its scope and expiry come back.',
  ),
}

export const applicationsEvents = {
  'oauth.onDidChange': event(
    z.object({ applicationId, connection: connectionStateSchema }),
    'An authorization started, finished, failed or needs to be done again.',
  ),
}
