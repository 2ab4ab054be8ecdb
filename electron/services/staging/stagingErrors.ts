import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'

/**
 * Refused because a cap would be passed. Its own class so the browser host can answer 413 instead of
 * an ordinary error envelope.
 */
export class StagingLimitError extends RpcError {
  constructor(sentence: Said) {
    super({ kind: 'invalidInput', ...sentence, issues: [{ path: 'file', ...sentence }] })
    this.name = 'StagingLimitError'
  }
}

/** A staged-file handle that is not (or no longer) staged, where a send wants it: files[n]. */
export function notStaged(path: string): RpcError {
  const sentence = said('service.staging.notStaged', 'This file is no longer staged; attach it again.')
  return new RpcError({ kind: 'invalidInput', ...sentence, issues: [{ path, ...sentence }] })
}
