import { RpcError } from '@shared/rpc/errors'
import type { StagingBridge } from '@shared/rpc/staging'
import type { FilePipe } from './filePipe'
import { cancelled, unreachable } from './filePipe'

/**
 * The Electron file pipe: the bytes are read in the page and handed to the preload in one IPC call, so
 * progress is reported once the bytes are read and once they are staged; abort works until the call.
 */
export function ipcFiles(bridge: StagingBridge): FilePipe {
  return {
    async stage(file, { onProgress, signal }) {
      if (signal?.aborted) throw cancelled()
      // A Uint8Array crosses the context bridge and IPC as a copy of the bytes on every Electron version.
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (signal?.aborted) throw cancelled()
      onProgress?.(0, file.size)
      const envelope = await call(() => bridge.stage(file.name, file.type, bytes))
      if (!envelope.ok) throw new RpcError(envelope.error)
      onProgress?.(file.size, file.size)
      return envelope.value
    },

    async read(handle) {
      const envelope = await call(() => bridge.readStaged(handle))
      if (!envelope.ok) throw new RpcError(envelope.error)
      const { bytes, contentType } = envelope.value
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType })
    },
  }
}

async function call<T>(invoke: () => Promise<T>): Promise<T> {
  try {
    return await invoke()
  } catch {
    throw unreachable()
  }
}
