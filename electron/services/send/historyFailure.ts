import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'
import { writeCause } from '../stores/writeFailure'

/**
 * Why History could not record a message, in words a user can act on (never a path), said whole per
 * cause so each language words it its own way.
 */
export function historyFailure(error: unknown): Said {
  // A store's own error carries the file-system error as its cause.
  const cause = error instanceof RpcError && error.cause !== undefined ? error.cause : error
  switch (writeCause(cause)) {
    case 'diskFull':
      return said('stored.history.diskFull', 'History could not record it: the disk is full.')
    case 'denied':
      return said('stored.history.denied', 'History could not record it: this user may not write there.')
    case 'noFolder':
      return said('stored.history.noFolder', 'History could not record it: the folder does not exist.')
    case 'isFolder':
      return said('stored.history.isFolder', 'History could not record it: it is a folder.')
    case 'notFolder':
      return said(
        'stored.history.notFolder',
        'History could not record it: a part of the path is not a folder.',
      )
    default:
      return said('stored.history.notWritten', 'History could not record it: it could not be written.')
  }
}

/** The send result's fields saying History did not record the message (none when it did). */
export function notRecordedFields(failure: Said | undefined) {
  return failure ? { historyNotRecorded: failure.message, historyNotRecordedPhrase: failure.phrase } : {}
}
