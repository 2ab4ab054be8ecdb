import type { Handler } from '@shared/rpc/bind'
import type { backupMethods } from '@shared/rpc/areas/backup'
import type { StoreDeps } from '../stores/dataStore'
import { openAwaitingWebhookStore } from '../stores/awaitingWebhookStore'
import { BackupService } from './backupService'
import type { BackupPorts } from './ports'

export { BackupService } from './backupService'
export type { BackupPorts } from './ports'

export type BackupHandlers = { [M in keyof typeof backupMethods & string]: Handler<M> }

/** The backup area: create, inspect and restore Herald's own backup; restored webhooks wait for their URL. */
export function createBackup(deps: {
  storeDeps: StoreDeps
  ports: BackupPorts
  appVersion: string
  apiBase: string
}) {
  const backup = new BackupService({
    ports: deps.ports,
    awaiting: openAwaitingWebhookStore(deps.storeDeps),
    appVersion: deps.appVersion,
    apiBase: deps.apiBase,
    clock: deps.storeDeps.clock,
  })
  const handlers: BackupHandlers = {
    'backup.create': async () => backup.create(),
    'backup.inspect': ({ text }) => backup.inspect(text),
    'backup.restore': ({ text, choices }) => backup.restore(text, choices),
    'backup.awaiting': async () => ({ webhooks: backup.awaiting() }),
    'backup.reconnect': async ({ webhookId, url }) => ({ webhook: await backup.reconnect(webhookId, url) }),
    'backup.forget': async ({ webhookId }) => ({ removed: backup.forget(webhookId) }),
  }
  return { backup, handlers }
}
