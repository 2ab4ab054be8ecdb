import { useMemo } from 'react'
import type { TargetThread } from '@shared/drafts/draft'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { targetControlId } from './targetIds'
import { setTargetThread } from './targets'

/**
 * The thread controls' view of where in the channel messages land, so one set of controls serves a
 * message (one target: each message has its own thread) and a target (several: each target has one).
 */
export type ThreadBinding = {
  threadId: string | undefined
  threadName: string
  appliedTags: readonly string[]
  setThreadId(id: string | undefined): void
  setThreadName(name: string): void
  setAppliedTags(tags: string[]): void
  /** The DOM id of a thread control; the problem list and the preview link to these. */
  idOf(part: 'thread_id' | 'thread_name' | 'applied_tags' | 'thread_mode'): string
}

const NO_TAGS: readonly string[] = []

/** Message `index`'s own thread: messages[index].threadId and its body's thread_name, applied_tags. */
export function useMessageThread(index: number): ThreadBinding {
  const threadId = useDraftsStore((state) => state.draft?.messages[index]?.threadId)
  const threadName = useDraftsStore((state) => {
    const name = state.draft?.messages[index]?.data.thread_name
    return typeof name === 'string' ? name : ''
  })
  const appliedTags = useDraftsStore((state) => {
    const tags = state.draft?.messages[index]?.data.applied_tags
    return Array.isArray(tags) ? (tags as string[]) : NO_TAGS
  })
  return useMemo(
    () => ({
      threadId,
      threadName,
      appliedTags,
      setThreadId: (id) => draftActions.setThreadId(index, id),
      setThreadName: (name) => draftActions.setMessageText(index, 'thread_name', name),
      setAppliedTags: (tags) => draftActions.setAppliedTags(index, tags),
      idOf: (part) => controlId(index, part),
    }),
    [index, threadId, threadName, appliedTags],
  )
}

/** Target `target`'s thread (several targets); ids sit under the message on screen, `message`. */
export function useTargetThread(target: number, message: number): ThreadBinding {
  const thread = useDraftsStore((state) => state.draft?.targets[target]?.thread)
  return useMemo(() => {
    const change = (next: TargetThread) =>
      useDraftsStore.getState().apply((draft) => setTargetThread(draft, target, next))
    const current = thread ?? {}
    return {
      threadId: current.threadId,
      threadName: current.threadName ?? '',
      appliedTags: current.appliedTags ?? NO_TAGS,
      // An existing thread and a new post's name exclude each other, as Discord requires.
      setThreadId: (id) => change(id ? { threadId: id } : {}),
      setThreadName: (name) => change({ ...current, threadId: undefined, threadName: name }),
      setAppliedTags: (tags) => change({ ...current, threadId: undefined, appliedTags: tags }),
      idOf: (part) => targetControlId(message, target, part),
    }
  }, [thread, target, message])
}
