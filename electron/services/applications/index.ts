import type { applicationsMethods } from '@shared/rpc/areas/applications'
import type { EventHub, Handler } from '@shared/rpc/bind'
import type { DiscordClient } from '../discord'
import type { Clock } from '../discord/clock'
import type { SecretBox } from '../library/webhookLibrary'
import type { Logger } from '../log'
import type { StoreDeps } from '../stores/dataStore'
import { ApplicationService } from './applicationService'
import { openApplicationStore } from './applicationStore'
import { LinkedRolesService } from './linkedRolesService'
import { OAuthService } from './oauthService'

export type ApplicationHandlers = {
  [M in keyof typeof applicationsMethods & string]: Handler<M>
}

export type ApplicationsDeps = {
  storeDeps: StoreDeps
  vault: SecretBox
  client: DiscordClient
  authBase: string
  openExternal(url: string): Promise<void>
  events: EventHub
  log: Logger
  now?: () => number
  /** Ends a Connect left unfinished after 5 minutes; tests pass a clock they move. */
  timer?: Pick<Clock, 'sleep'>
}

/** The applications, linkedRoles and oauth areas of the contract. */
export function createApplications(deps: ApplicationsDeps) {
  const applications = new ApplicationService({
    store: openApplicationStore(deps.storeDeps),
    vault: deps.vault,
    oauth2: deps.client.oauth2,
    now: deps.now,
  })
  const linkedRoles = new LinkedRolesService({ applications, client: deps.client })
  const oauth = new OAuthService({
    applications,
    oauth2: deps.client.oauth2,
    authBase: deps.authBase,
    openExternal: deps.openExternal,
    onDidChange: (applicationId, connection) =>
      deps.events.emit('oauth.onDidChange', { applicationId, connection }),
    log: deps.log,
    now: deps.now,
    timer: deps.timer,
  })
  const handlers: ApplicationHandlers = {
    'applications.list': async () => ({ applications: applications.list() }),
    'applications.add': async (input) => ({ application: applications.add(input) }),
    'applications.update': async ({ applicationId, ...change }) => ({
      application: applications.update(applicationId, change),
    }),
    'applications.remove': async ({ applicationId }) => {
      oauth.cancel(applicationId)
      // Best effort: a revoke that fails (offline) must not keep the user from removing the application.
      await oauth.disconnect(applicationId).catch(() => false)
      return { removed: applications.remove(applicationId) }
    },
    'linkedRoles.getMetadata': async ({ applicationId }) => ({
      records: await linkedRoles.getMetadata(applicationId),
    }),
    'linkedRoles.putMetadata': async ({ applicationId, records }) => ({
      records: await linkedRoles.putMetadata(applicationId, records),
    }),
    'linkedRoles.getConnection': async ({ applicationId }) => ({
      connection: await linkedRoles.getConnection(applicationId),
    }),
    'linkedRoles.putConnection': async ({ applicationId, connection }) => ({
      connection: await linkedRoles.putConnection(applicationId, connection),
    }),
    'oauth.connect': ({ applicationId }) => oauth.connect(applicationId),
    'oauth.cancel': async ({ applicationId }) => ({ cancelled: oauth.cancel(applicationId) }),
    'oauth.disconnect': async ({ applicationId }) => ({ revoked: await oauth.disconnect(applicationId) }),
    'oauth.clientCredentials': ({ applicationId, scope }) => oauth.clientCredentials(applicationId, scope),
  }
  return { applications, linkedRoles, oauth, handlers, dispose: () => oauth.dispose() }
}
