import type { Translate } from '@shared/i18n'
import type { UploadLimit } from '@shared/rpc/areas/webhooks'
import { currentTranslator } from '@renderer/i18n/current'
import type { Target } from '@shared/rpc/areas/send'
import type { Destination } from './destination'

/** Whether Send may go, and where: the send bar refuses while `ok` is false and shows the reason. */
export type TargetReadiness =
  | { ok: true; target: Target; threadId?: string; uploadLimitMiB: UploadLimit }
  | {
      ok: false
      reason: string
      /** The body path of the control to fix, when there is one. */ path?: string
    }

/** The thread parts of the message that decide where in the channel it lands. */
export type ThreadInput = { threadId: string | undefined; threadName: string; appliedTags: readonly string[] }

/** What Herald knows of the target's channel: from a bot token's view or from Discord's 220001 answer. */
export type ForumInput = { isForum: boolean; requireTag: boolean }

export function targetReadiness(
  destination: Destination,
  thread: ThreadInput,
  forum: ForumInput,
  defaultUploadLimitMiB: UploadLimit,
  t: Translate = currentTranslator(),
): TargetReadiness {
  if (destination.kind === 'none') return { ok: false, reason: destination.problem }
  if (destination.problem !== undefined || destination.send === undefined) {
    return { ok: false, reason: destination.problem ?? t('composer.target.cannotSend') }
  }
  const newPost = thread.threadId === undefined && thread.threadName.trim() !== ''
  if (forum.isForum && thread.threadId === undefined && !newPost) {
    return {
      ok: false,
      reason: t('composer.target.forumNeedsName'),
      path: 'thread_name',
    }
  }
  if (forum.isForum && newPost && forum.requireTag && thread.appliedTags.length === 0) {
    return {
      ok: false,
      reason: t('composer.target.forumNeedsTag'),
      path: 'applied_tags',
    }
  }
  const uploadLimitMiB =
    destination.located?.webhook.settings.effectiveUploadLimitMiB ?? defaultUploadLimitMiB
  return {
    ok: true,
    target: destination.send,
    ...(thread.threadId !== undefined ? { threadId: thread.threadId } : {}),
    uploadLimitMiB,
  }
}
