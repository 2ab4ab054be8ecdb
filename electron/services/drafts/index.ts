import type { HeraldConfig } from '../config'
import type { FileStaging } from '../staging'
import { openSealedUrlStore } from '../stores/sealedUrlStore'
import type { StoreDeps } from '../stores/dataStore'
import type { SecretBox } from '../library/webhookLibrary'
import type { ChannelInfoDeps } from './channelInfo'
import { ChannelInfoService } from './channelInfo'
import { DraftFiles } from './draftFiles'
import type { HeldElsewhere } from './draftsService'
import { DraftsService } from './draftsService'
import type { DraftsHandlers } from './handlers'
import { createDraftsHandlers } from './handlers'
import { SealedUrls } from './sealedUrls'

export { ChannelInfoService } from './channelInfo'
export type { DiscordChannel } from './channelInfo'
export { DraftsService, newDraftId } from './draftsService'
export type { HeldElsewhere } from './draftsService'
export { SealedUrls } from './sealedUrls'

export type Drafts = { drafts: DraftsService; sealedUrls: SealedUrls; handlers: DraftsHandlers }

/**
 * Opens the drafts, the sealed URLs and the channel lookups on one data folder, then removes staged files
 * and sealed URLs no draft references (the start-up clean-up).
 */
export async function createDrafts(options: {
  config: Pick<HeraldConfig, 'apiBase'>
  storeDeps: StoreDeps
  staging: FileStaging
  vault: SecretBox
  channels: ChannelInfoDeps
  onDidChange?: (ids: string[]) => void
  heldElsewhere?: HeldElsewhere
}): Promise<Drafts> {
  const { storeDeps, staging } = options
  const sealedUrls = new SealedUrls({
    store: openSealedUrlStore(storeDeps),
    vault: options.vault,
    config: options.config,
    clock: storeDeps.clock,
  })
  const drafts = new DraftsService({
    files: new DraftFiles(storeDeps),
    staging,
    sealedUrls,
    storeDeps,
    onDidChange: options.onDidChange,
    heldElsewhere: options.heldElsewhere,
    clock: storeDeps.clock,
  })
  await drafts.collect()
  const channels = new ChannelInfoService(options.channels)
  return { drafts, sealedUrls, handlers: createDraftsHandlers({ drafts, staging, sealedUrls, channels }) }
}
