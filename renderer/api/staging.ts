import type { StagedFileInfo } from '@shared/drafts/draft'
import { RpcError } from '@shared/rpc/errors'
import type { StageOptions } from './filePipe'
import { connection } from '.'
import { pageSaid } from './pageSaid'

export type { StageOptions } from './filePipe'

const notConnected = () => new RpcError({ kind: 'network', ...pageSaid.notConnected() })

/**
 * Hands a picked file's bytes to Herald, which keeps them until a send or until no draft needs them, and
 * answers with an opaque handle. Drafts and sends name files by that handle, never by a path.
 * Rejects with an RpcError: `invalidInput` over a cap, `cancelled` when aborted, `network` when unreachable.
 */
export function stageFile(file: File, options: StageOptions = {}): Promise<StagedFileInfo> {
  if (connection.kind === 'none') return Promise.reject(notConnected())
  return connection.files.stage(file, options)
}

/** A staged file's bytes for a preview (make an object URL of it); `notFound` once it is unstaged. */
export function readStagedFile(handle: string): Promise<Blob> {
  if (connection.kind === 'none') return Promise.reject(notConnected())
  return connection.files.read(handle)
}
