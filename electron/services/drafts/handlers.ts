import type { Handler } from '@shared/rpc/bind'
import type { FileStaging } from '../staging'
import type { ChannelInfoService } from './channelInfo'
import type { DraftsService } from './draftsService'
import type { SealedUrls } from './sealedUrls'

export type DraftsHandlers = {
  'drafts.list': Handler<'drafts.list'>
  'drafts.get': Handler<'drafts.get'>
  'drafts.create': Handler<'drafts.create'>
  'drafts.save': Handler<'drafts.save'>
  'drafts.open': Handler<'drafts.open'>
  'drafts.rename': Handler<'drafts.rename'>
  'drafts.duplicate': Handler<'drafts.duplicate'>
  'drafts.delete': Handler<'drafts.delete'>
  'drafts.sealUrl': Handler<'drafts.sealUrl'>
  'files.discard': Handler<'files.discard'>
  'files.info': Handler<'files.info'>
  'channels.describe': Handler<'channels.describe'>
}

/** The drafts, staged files and channel parts of the contract, over the services that do the work. */
export function createDraftsHandlers(services: {
  drafts: DraftsService
  staging: FileStaging
  sealedUrls: SealedUrls
  channels: ChannelInfoService
}): DraftsHandlers {
  const { drafts, staging, sealedUrls, channels } = services
  return {
    'drafts.list': async () => drafts.list(),
    'drafts.get': async ({ id }) => ({ draft: drafts.get(id) }),
    'drafts.create': async (input) => ({ draft: await drafts.create(input) }),
    'drafts.save': async ({ draft, undoHandles, undoRefs }) => ({
      updatedAt: await drafts.save(draft, undoHandles, undoRefs),
    }),
    'drafts.open': async ({ id }) => ({ draft: drafts.open(id) }),
    'drafts.rename': async ({ id, name }) => ({ draft: await drafts.rename(id, name) }),
    'drafts.duplicate': async ({ id }) => ({ draft: await drafts.duplicate(id) }),
    'drafts.delete': async ({ id }) => ({ deleted: await drafts.delete(id) }),
    'drafts.sealUrl': async ({ url }) => ({ target: sealedUrls.seal(url) }),
    'files.discard': async ({ handles }) => ({ removed: await drafts.discardUnheld(handles) }),
    'files.info': async ({ handles }) => {
      const files = []
      const missing = []
      for (const handle of handles) {
        const info = staging.info(handle)
        if (info) files.push(info)
        else missing.push(handle)
      }
      return { files, missing }
    },
    'channels.describe': async ({ webhookId }) => channels.describe(webhookId),
  }
}
