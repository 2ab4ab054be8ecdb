import type { Handler } from '../../../shared/rpc/bind'
import type { statusMethods } from '../../../shared/rpc/areas/status'
import type { StoreDeps } from '../stores/dataStore'
import { openStatusStore } from '../stores/statusStore'
import type { StatusServiceDeps } from './statusService'
import { StatusService } from './statusService'

export { StatusService, STATUS_DEBOUNCE_MS } from './statusService'

export type StatusHandlers = { [M in keyof typeof statusMethods & string]: Handler<M> }

/** The status area: status.json in the data folder, edits through the send engine. */
export function createStatus(deps: { storeDeps: StoreDeps } & Omit<StatusServiceDeps, 'store' | 'clock'>) {
  const { storeDeps, ...rest } = deps
  const status = new StatusService({ ...rest, store: openStatusStore(storeDeps), clock: storeDeps.clock })
  const handlers: StatusHandlers = {
    'status.list': async () => ({ statuses: status.list() }),
    'status.mark': async (input) => ({ status: status.mark(input) }),
    'status.unmark': async ({ name }) => ({ removed: status.unmark(name) }),
    'status.update': ({ name, message }) => status.update(name, message),
    'status.repost': async ({ name, message }) => ({ status: await status.repost(name, message) }),
  }
  return { status, handlers }
}
