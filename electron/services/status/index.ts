import path from 'node:path'
import type { Handler } from '@shared/rpc/bind'
import type { statusMethods } from '@shared/rpc/areas/status'
import type { StoreDeps } from '../stores/dataStore'
import { withFileLock } from '../stores/fileLock'
import { openStatusStore } from '../stores/statusStore'
import type { StatusServiceDeps } from './statusService'
import { StatusService } from './statusService'

export { StatusService, STATUS_DEBOUNCE_MS } from './statusService'

export type StatusHandlers = { [M in keyof typeof statusMethods & string]: Handler<M> }

/** Held by whichever process (the app, a `herald status update`) is editing a status message. */
const STATUS_LOCK = 'status.lock'

/** The status area: status.json in the data folder, edits through the send engine. */
export function createStatus(
  deps: { storeDeps: StoreDeps } & Omit<StatusServiceDeps, 'store' | 'clock' | 'exclusive'>,
) {
  const { storeDeps, ...rest } = deps
  const lock = path.join(storeDeps.dataDir, STATUS_LOCK)
  const store = openStatusStore(storeDeps)
  const status = new StatusService({
    ...rest,
    store,
    clock: storeDeps.clock,
    // status.json as the last holder left it: a `herald status update` may have reposted the message.
    exclusive: (run) =>
      withFileLock(lock, () => {
        store.reload()
        return run()
      }),
  })
  const handlers: StatusHandlers = {
    'status.list': async () => ({ statuses: status.list() }),
    'status.mark': async (input) => ({ status: status.mark(input) }),
    'status.unmark': async ({ name }) => ({ removed: status.unmark(name) }),
    'status.update': ({ name, message }) => status.update(name, message),
    'status.repost': async ({ name, message }) => ({ status: await status.repost(name, message) }),
  }
  return { status, handlers }
}
