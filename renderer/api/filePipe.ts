import type { StagedFileInfo } from '@shared/drafts/draft'
import { RpcError } from '@shared/rpc/errors'
import { pageSaid } from './pageSaid'

export type StageOptions = {
  /** Bytes sent so far of the file's total, as the upload goes. */
  onProgress?(sentBytes: number, totalBytes: number): void
  /** Aborting rejects with an RpcError of kind `cancelled`; nothing stays staged. */
  signal?: AbortSignal
}

/** How the page's picked files reach the services' staging, per shell. */
export type FilePipe = {
  stage(file: File, options: StageOptions): Promise<StagedFileInfo>
  read(handle: string): Promise<Blob>
}

export const cancelled = () => new RpcError({ kind: 'cancelled', ...pageSaid.fileNotAttached() })

export const unreachable = () => new RpcError({ kind: 'network', ...pageSaid.noAnswer() })
