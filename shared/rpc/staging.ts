import type { StagedFileInfo } from '../drafts/draft'
import type { Transport } from './client'
import type { Envelope } from './envelope'

// Files travel beside the JSON contract: bytes would be wasteful as JSON, and a picked file needs upload
// progress. The browser host serves POST /stage and GET /staged/<handle>; Electron the two IPC channels
// below, exposed by the preload next to the Transport.

/** IPC channels (main and preload use the same names). */
export const STAGE_CHANNEL = 'herald:stage'
export const READ_STAGED_CHANNEL = 'herald:readStaged'

/** A staged file's bytes as Electron hands them to the page. */
export type StagedBytes = { name: string; contentType: string; bytes: Uint8Array }

/** What the Electron preload adds to the Transport on `window.herald`. */
export type StagingBridge = {
  stage(name: string, contentType: string, bytes: Uint8Array | ArrayBuffer): Promise<Envelope<StagedFileInfo>>
  readStaged(handle: string): Promise<Envelope<StagedBytes>>
}

/** `window.herald` in the Electron shell. */
export type HeraldBridge = Transport & StagingBridge
