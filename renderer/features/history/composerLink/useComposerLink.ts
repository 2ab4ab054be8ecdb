import { useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import type { EditRequest } from '../../../store/history/composerRequest'
import { editedMessage, useComposerRequestStore } from '../../../store/history/composerRequest'
import { useSendsStore } from '../../../store/sends/store'

/** The fields of the composer that a request from the history fills. */
type LinkedValues = FieldValues & { webhookId?: string; content: string }

export type PendingDiff = { before: Record<string, unknown>; after: Record<string, unknown> }

/**
 * Joins the composer to the history: loads an "edit" or "duplicate" request into the form once, keeps
 * the composer in edit mode until the edit is sent or cancelled, and holds the diff shown before a PATCH.
 */
export function useComposerLink<T extends LinkedValues>(form: UseFormReturn<T>) {
  const pending = useComposerRequestStore((state) => state.pending)
  const serial = useComposerRequestStore((state) => state.serial)
  const clear = useComposerRequestStore((state) => state.clear)
  const applied = useRef(0)
  const [diff, setDiff] = useState<PendingDiff>()

  useEffect(() => {
    if (!pending || applied.current === serial) return
    applied.current = serial
    const content = typeof pending.payload.content === 'string' ? pending.payload.content : ''
    const webhookId = pending.kind === 'edit' ? pending.target.webhookId : pending.webhookId
    form.reset({ ...form.getValues(), webhookId, content } as T)
    form.setValue('content' as Path<T>, content as PathValue<T, Path<T>>)
    // The last send's notice is about another message.
    useSendsStore.getState().dismiss()
    // A duplicate is an ordinary new draft once loaded.
    if (pending.kind === 'draft') clear()
  }, [pending, serial, form, clear])

  const editing: EditRequest | undefined = pending?.kind === 'edit' ? pending : undefined

  /** Instead of sending: show what the edit changes and wait for the user's confirmation. */
  const reviewEdit = (content: string) => {
    if (!editing) return
    setDiff({ before: editing.payload, after: editedMessage(editing.payload, { content }) })
  }

  const cancelEdit = () => {
    clear()
    form.reset()
  }

  return { editing, diff, reviewEdit, closeDiff: () => setDiff(undefined), cancelEdit }
}
