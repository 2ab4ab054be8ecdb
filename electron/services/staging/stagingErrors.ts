import { RpcError } from '@shared/rpc/errors'

/**
 * Refused because a cap would be passed. Its own class so the browser host can answer 413 instead of
 * an ordinary error envelope.
 */
export class StagingLimitError extends RpcError {
  constructor(message: string) {
    super({ kind: 'invalidInput', message, issues: [{ path: 'file', message }] })
    this.name = 'StagingLimitError'
  }
}

/** A staged-file handle that is not (or no longer) staged, where a send wants it: files[n]. */
export function notStaged(path: string): RpcError {
  const message = 'This file is no longer staged; attach it again.'
  return new RpcError({ kind: 'invalidInput', message, issues: [{ path, message }] })
}
