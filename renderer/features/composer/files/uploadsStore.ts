import { create } from 'zustand'
import { DRAFT_FILES_MAX } from '@shared/drafts/draft'
import type { Phrase } from '@shared/i18n'
import { RpcError } from '@shared/rpc/errors'
import { stageFile } from '@renderer/api/staging'
import { currentTranslator } from '@renderer/i18n/current'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import { uniqueName } from './fileNames'
import { rememberPreview } from './previews'
import { saidText } from '@shared/rpc/saidText'

/** A picked file on its way to the services' staging. */
export type Upload = {
  id: number
  draftId: string
  name: string
  sent: number
  total: number
  /** Set when staging failed; the row stays until dismissed. */
  error: string | undefined
  controller: AbortController
}

type UploadsState = {
  uploads: Upload[]
  /** Why some picked files were not taken (over Discord's 10), until the next pick. */
  refused: Phrase | undefined
  /** Stages files the user picked, dropped or pasted, and adds each to message `index` once staged. */
  attach(index: number, files: readonly File[]): void
  cancel(id: number): void
  dismiss(id: number): void
}

let nextId = 1
/**
 * Files are staged one after another, in the order they were picked: each joins the message as it
 * finishes, so staging them side by side would list them in whatever order their uploads ended.
 */
let queue: Promise<void> = Promise.resolve()

export const useUploadsStore = create<UploadsState>()((set, get) => {
  const patch = (id: number, change: Partial<Upload>) =>
    set({ uploads: get().uploads.map((u) => (u.id === id ? { ...u, ...change } : u)) })
  const forget = (id: number) => set({ uploads: get().uploads.filter((u) => u.id !== id) })

  async function stage(index: number, upload: Upload, file: File): Promise<void> {
    // Cancelled while it waited its turn.
    if (upload.controller.signal.aborted) return forget(upload.id)
    try {
      const info = await stageFile(file, {
        signal: upload.controller.signal,
        onProgress: (sent, total) => patch(upload.id, { sent, total }),
      })
      forget(upload.id)
      const draft = useDraftsStore.getState().draft
      // Another draft is open now: the staged copy is unreferenced, and the services drop it.
      if (draft?.id !== upload.draftId) return
      const taken = draft.messages[index]?.files.map((f) => f.name) ?? []
      const name = uniqueName(info.name, taken)
      rememberPreview(info.handle, file)
      draftActions.addFiles(index, [{ ...info, name, spoiler: false, description: '' }])
    } catch (error) {
      if (error instanceof RpcError && error.kind === 'cancelled') return forget(upload.id)
      const message =
        error instanceof RpcError
          ? saidText(currentTranslator(), error.data)
          : currentTranslator()('composer.files.attachFailed')
      patch(upload.id, { error: message })
    }
  }

  return {
    uploads: [],
    refused: undefined,
    attach(index, files) {
      const draft = useDraftsStore.getState().draft
      const message = draft?.messages[index]
      if (!draft || !message || files.length === 0) return
      const pending = get().uploads.filter((u) => u.draftId === draft.id && !u.error).length
      const room = Math.max(
        0,
        DRAFT_FILES_MAX - (message.reference?.kept.length ?? 0) - message.files.length - pending,
      )
      const taken = files.slice(0, room)
      const left = files.length - taken.length
      set({
        refused:
          left > 0
            ? { id: 'composer.files.refused', values: { count: left, max: DRAFT_FILES_MAX } }
            : undefined,
      })
      for (const file of taken) {
        const upload: Upload = {
          id: nextId++,
          draftId: draft.id,
          name: file.name || currentTranslator()('composer.files.pastedFile'),
          sent: 0,
          total: file.size,
          error: undefined,
          controller: new AbortController(),
        }
        set({ uploads: [...get().uploads, upload] })
        queue = queue.then(() => stage(index, upload, file))
        drop(queue)
      }
    },
    cancel(id) {
      get()
        .uploads.find((u) => u.id === id)
        ?.controller.abort()
    },
    dismiss: forget,
  }
})
