import type { Handler } from '@shared/rpc/bind'
import type { InteropService } from './interopService'

export type InteropHandlers = {
  'drafts.import': Handler<'drafts.import'>
  'drafts.importWebhooks': Handler<'drafts.importWebhooks'>
  'drafts.export': Handler<'drafts.export'>
}

export function createInteropHandlers(interop: InteropService): InteropHandlers {
  return {
    'drafts.import': ({ text }) => interop.import(text),
    'drafts.importWebhooks': ({ token, keys }) => interop.importWebhooks(token, keys),
    'drafts.export': async ({ ids, includeWebhookUrls, share }) =>
      interop.export(ids, { includeWebhookUrls, share }),
  }
}
