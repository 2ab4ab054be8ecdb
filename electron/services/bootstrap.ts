import type { Handler, Handlers } from '@shared/rpc/bind'
import type { Bootstrap } from '@shared/rpc/areas/bootstrap'

type Reads = Pick<
  Handlers,
  | 'app.info'
  | 'settings.get'
  | 'drafts.list'
  | 'drafts.open'
  | 'sends.list'
  | 'webhooks.list'
  | 'schedules.list'
  | 'vault.status'
  | 'status.list'
>

/**
 * `app.bootstrap`: the first screen's reads through the very handlers the page would call one by one,
 * so every part is what its own method answers. Opening the draft is what the composer does first
 * anyway; when it fails, `open` is null and the page opens (or creates) one itself, as before.
 */
export function bootstrapHandler(handlers: Reads): Handler<'app.bootstrap'> {
  return async () => {
    const none = {} as const
    const [info, settings, drafts, webhooks, schedules, vault, status] = await Promise.all([
      handlers['app.info'](none),
      handlers['settings.get'](none),
      handlers['drafts.list'](none),
      handlers['webhooks.list'](none),
      handlers['schedules.list'](none),
      handlers['vault.status'](none),
      handlers['status.list'](none),
    ])
    return {
      info,
      settings,
      drafts,
      open: await openDraft(handlers, drafts),
      webhooks,
      schedules,
      vault,
      status,
    }
  }
}

async function openDraft(handlers: Reads, drafts: Bootstrap['drafts']): Promise<Bootstrap['open']> {
  const id = drafts.openId ?? drafts.drafts[0]?.id
  if (!id) return null
  try {
    const opened = await handlers['drafts.open']({ id })
    return { id, opened, sends: await handlers['sends.list']({ draftId: id }) }
  } catch {
    return null
  }
}
