import type { Draft, DraftTarget } from '@shared/drafts/draft'
import { MessageFlags } from '@shared/discord/limits'
import type { Json } from './data'
import { updateData, updateMessage, withKey } from './data'

/** The message-level text fields the composer edits directly in the body. */
export type MessageTextKey = 'content' | 'username' | 'avatar_url' | 'thread_name'

export function setMessageText(draft: Draft, index: number, key: MessageTextKey, value: string): Draft {
  // Content is kept even when empty, so the JSON view always shows where to type.
  return updateData(draft, index, (data) =>
    key === 'content' ? { ...data, content: value } : withKey(data, key, value),
  )
}

export type ToggledFlag = 'SUPPRESS_EMBEDS' | 'SUPPRESS_NOTIFICATIONS'

export function setFlag(draft: Draft, index: number, flag: ToggledFlag, on: boolean): Draft {
  const bit = MessageFlags[flag]
  return updateData(draft, index, (data) => {
    const flags = typeof data.flags === 'number' ? data.flags : 0
    return withKey(data, 'flags', on ? flags | bit : flags & ~bit || undefined)
  })
}

export function hasFlag(data: Json, flag: ToggledFlag): boolean {
  return typeof data.flags === 'number' && (data.flags & MessageFlags[flag]) !== 0
}

export function setAllowedMentions(draft: Draft, index: number, mentions: Json | undefined): Draft {
  return updateData(draft, index, (data) => {
    const next = { ...data }
    if (mentions === undefined) delete next.allowed_mentions
    else next.allowed_mentions = mentions
    return next
  })
}

/** Tags of a new forum post (`applied_tags`). */
export function setAppliedTags(draft: Draft, index: number, tagIds: string[]): Draft {
  return updateData(draft, index, (data) => withKey(data, 'applied_tags', tagIds))
}

/** Posts into an existing thread; clears a new post's name and tags, since Discord refuses both. */
export function setThreadId(draft: Draft, index: number, threadId: string | undefined): Draft {
  return updateMessage(draft, index, (message) => {
    const next = { ...message }
    if (threadId) {
      next.threadId = threadId
      const data = { ...message.data }
      delete data.thread_name
      delete data.applied_tags
      next.data = data
    } else delete next.threadId
    return next
  })
}

export function setTarget(draft: Draft, target: DraftTarget | undefined): Draft {
  return { ...draft, targets: target ? [target] : [] }
}

export function setName(draft: Draft, name: string): Draft {
  return { ...draft, name }
}
