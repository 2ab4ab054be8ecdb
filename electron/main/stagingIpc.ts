import { readFile } from 'node:fs/promises'
import type { StagedFileInfo } from '@shared/drafts/draft'
import type { Envelope } from '@shared/rpc'
import { RpcError, rpcError } from '@shared/rpc/errors'
import type { StagedBytes } from '@shared/rpc/staging'
import { READ_STAGED_CHANNEL, STAGE_CHANNEL } from '@shared/rpc/staging'
import { createLogger } from '@services/log'
import type { FileStaging } from '@services/staging'
import { handleTrusted } from './security/ipcGuard'

const log = createLogger('main/staging')

/**
 * The Electron side of staging: herald:stage takes a picked file's name, type and bytes; herald:readStaged
 * gives a staged file's bytes back for the preview. Both go through the sender check and answer Envelopes.
 */
export function bindStagingIpc(options: { staging: FileStaging; pageUrl: string }): () => void {
  const { staging, pageUrl } = options
  const stopStage = handleTrusted(STAGE_CHANNEL, pageUrl, (_event, name, contentType, bytes) =>
    answer<StagedFileInfo>(async () => {
      const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes
      if (typeof name !== 'string' || !(data instanceof Uint8Array)) {
        throw new RpcError({ kind: 'invalidInput', message: 'Send a file name and its bytes.', issues: [] })
      }
      return staging.stage(name, typeof contentType === 'string' ? contentType : undefined, data)
    }),
  )
  const stopRead = handleTrusted(READ_STAGED_CHANNEL, pageUrl, (_event, handle) =>
    answer<StagedBytes>(async () => {
      const file = typeof handle === 'string' ? staging.resolve(handle) : undefined
      if (!file) throw rpcError('notFound', 'This file is no longer staged; attach it again.')
      return { name: file.name, contentType: file.contentType, bytes: await readFile(file.path) }
    }),
  )
  return () => {
    stopStage()
    stopRead()
  }
}

/** An RpcError crosses as data, like the contract's methods; anything else is logged and `internal`. */
async function answer<T>(work: () => Promise<T>): Promise<Envelope<T>> {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    if (error instanceof RpcError) return { ok: false, error: error.data }
    log.error('staging failed', error)
    return { ok: false, error: { kind: 'internal', message: 'Herald could not keep this file.' } }
  }
}
