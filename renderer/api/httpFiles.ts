import type { StagedFileInfo } from '@shared/drafts/draft'
import type { Envelope } from '@shared/rpc'
import { RpcError } from '@shared/rpc/errors'
import type { FilePipe } from './filePipe'
import { cancelled, unreachable } from './filePipe'
import { pageSaid } from './pageSaid'

const TOKEN_HEADER = 'X-Herald-Token'
const FILE_NAME_HEADER = 'X-Herald-File-Name'

/** The parts of XMLHttpRequest used here, so a test can pass a fake. */
export type Xhr = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'responseText'
  | 'onload'
  | 'onerror'
  | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> }

/**
 * The browser host's file pipe. POST /stage with XMLHttpRequest, because fetch reports no upload
 * progress; GET /staged/<handle> with the token header, which an <img src> could not send.
 */
export function httpFiles(token: string, makeXhr: () => Xhr = () => new XMLHttpRequest()): FilePipe {
  return {
    stage(file, { onProgress, signal }) {
      return new Promise<StagedFileInfo>((resolve, reject) => {
        if (signal?.aborted) return reject(cancelled())
        const xhr = makeXhr()
        const onAbort = () => xhr.abort()
        signal?.addEventListener('abort', onAbort, { once: true })
        const settle = (finish: () => void) => {
          signal?.removeEventListener('abort', onAbort)
          finish()
        }
        xhr.open('POST', '/stage')
        xhr.setRequestHeader(TOKEN_HEADER, token)
        xhr.setRequestHeader(FILE_NAME_HEADER, encodeURIComponent(file.name))
        xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
        xhr.upload.onprogress = (event) =>
          onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size)
        xhr.onload = () =>
          settle(() => {
            const outcome = readEnvelope(xhr.status, xhr.responseText)
            if (outcome instanceof RpcError) reject(outcome)
            else {
              onProgress?.(file.size, file.size)
              resolve(outcome)
            }
          })
        xhr.onerror = () => settle(() => reject(unreachable()))
        xhr.onabort = () => settle(() => reject(cancelled()))
        xhr.send(file)
      })
    },

    async read(handle) {
      let response: Response
      try {
        response = await fetch(`/staged/${encodeURIComponent(handle)}`, {
          headers: { [TOKEN_HEADER]: token },
          cache: 'no-store',
        })
      } catch {
        throw unreachable()
      }
      if (response.status === 404) {
        throw new RpcError({ kind: 'notFound', ...pageSaid.notStaged() })
      }
      if (!response.ok) throw refusedOrUnreachable(response.status)
      return response.blob()
    },
  }
}

/** Every answer of POST /stage is an Envelope (413 included), except the guard's 401/403. */
function readEnvelope(status: number, text: string): StagedFileInfo | RpcError {
  if (status === 401 || status === 403) return refusedOrUnreachable(status)
  let envelope: Envelope<StagedFileInfo>
  try {
    envelope = JSON.parse(text) as Envelope<StagedFileInfo>
  } catch {
    return unreachable()
  }
  return envelope.ok ? envelope.value : new RpcError(envelope.error)
}

function refusedOrUnreachable(status: number): RpcError {
  if (status !== 401 && status !== 403) return unreachable()
  return new RpcError({ kind: 'network', ...pageSaid.disconnected() })
}
