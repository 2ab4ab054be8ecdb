import type { Draft, DraftFile } from '@shared/drafts/draft'
import { DRAFT_FILES_MAX } from '@shared/drafts/draft'
import type { Json } from './data'
import { isRecord, moveItem, recordsOf, updateMessage } from './data'

export type FilePatch = Partial<Pick<DraftFile, 'name' | 'spoiler' | 'description'>>

/** Adds staged files at the end; what does not fit under Discord's 10 is left out (the caller says so). */
export function addFiles(draft: Draft, index: number, files: DraftFile[]): Draft {
  return updateMessage(draft, index, (message) => {
    const kept = message.reference?.kept.length ?? 0
    const room = Math.max(0, DRAFT_FILES_MAX - kept - message.files.length)
    return { ...message, files: [...message.files, ...files.slice(0, room)] }
  })
}

export function removeFile(draft: Draft, index: number, file: number): Draft {
  return updateMessage(draft, index, (message) => ({
    ...message,
    files: message.files.filter((_, i) => i !== file),
  }))
}

export function moveFile(draft: Draft, index: number, from: number, to: number): Draft {
  return updateMessage(draft, index, (message) => ({ ...message, files: moveItem(message.files, from, to) }))
}

/**
 * Renames, spoils or describes a file. A rename also updates the embeds that show it through
 * `attachment://`, so "use as embed image" keeps working after it.
 */
export function updateFile(draft: Draft, index: number, file: number, patch: FilePatch): Draft {
  return updateMessage(draft, index, (message) => {
    const current = message.files[file]
    if (!current) return message
    const next = { ...current, ...patch }
    const files = message.files.map((f, i) => (i === file ? next : f))
    const renamed = patch.name !== undefined && patch.name !== current.name
    const data = renamed ? renameAttachmentRefs(message.data, current.name, next.name) : message.data
    return { ...message, files, data }
  })
}

/** Drops an attachment a sent message has, from an edit: the PATCH will no longer keep it. */
export function removeKept(draft: Draft, index: number, attachmentId: string): Draft {
  return updateMessage(draft, index, (message) =>
    message.reference
      ? {
          ...message,
          reference: {
            ...message.reference,
            kept: message.reference.kept.filter((a) => a.id !== attachmentId),
          },
        }
      : message,
  )
}

const IMAGE_SLOTS = ['image', 'thumbnail'] as const
const ICON_SLOTS = ['author', 'footer'] as const

function renameAttachmentRefs(data: Json, from: string, to: string): Json {
  const old = `attachment://${from}`
  const swap = (slot: unknown, key: string): unknown =>
    isRecord(slot) && slot[key] === old ? { ...slot, [key]: `attachment://${to}` } : slot
  if (!Array.isArray(data.embeds)) return data
  const embeds = recordsOf(data.embeds).map((embed) => {
    const next = { ...embed }
    for (const slot of IMAGE_SLOTS) if (slot in next) next[slot] = swap(next[slot], 'url')
    for (const slot of ICON_SLOTS) if (slot in next) next[slot] = swap(next[slot], 'icon_url')
    return next
  })
  return { ...data, embeds }
}
