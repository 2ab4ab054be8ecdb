import type { Draft } from '@shared/drafts/draft'
import type { MessageSent } from '@shared/drafts/draft'
import { sendInputOf } from '@shared/drafts/sendInput'
import type { FileRef } from '@shared/rpc/areas/send'
import { RpcError } from '@shared/rpc/errors'
import type { MessageOutcome, TargetOutcome } from '@shared/schedules/schedule'
import type { UploadFile } from '../discord'
import type { SendEngine } from '../send'

export type DraftSendDeps = {
  /** The send engine (send/handlers.ts): validation, defaults, rate-limit queues, history. */
  engine: SendEngine
  /** Staged handles to files on disk (the staging service). */
  resolveFiles(files: readonly FileRef[]): UploadFile[]
  /** The server of a saved webhook, for message links; null when unknown. */
  guildOf?(webhookId: string): string | null
}

/** What a saved draft (or a schedule's copy of one) carries that a send needs. */
export type SendableDraft = Pick<Draft, 'messages' | 'targets'>

/**
 * Sends every message of a draft, in order, to each of its targets, one target after another. A failed
 * message stops that target's later messages (their order matters) but not the other targets.
 */
export async function sendDraft(draft: SendableDraft, deps: DraftSendDeps): Promise<TargetOutcome[]> {
  const results: TargetOutcome[] = []
  const several = draft.targets.length > 1
  for (const to of draft.targets) {
    const messages: MessageOutcome[] = []
    let failed = false
    // The first message to a new forum post opens it; the others follow into it.
    let opened: MessageSent | undefined
    for (const message of draft.messages) {
      if (failed) {
        messages.push({ status: 'skipped', reason: 'An earlier message to this webhook failed.' })
        continue
      }
      try {
        const input = sendInputOf(message, to, opened, several)
        const result = await deps.engine.send({ ...input, wait: true, files: deps.resolveFiles(input.files) })
        const sent = result.message
        if (!sent) throw new Error('Discord returned no message.')
        const guild = deps.guildOf?.(to.webhookId) ?? null
        const link = guild ? `https://discord.com/channels/${guild}/${sent.channel_id}/${sent.id}` : null
        opened ??= { at: '', messageId: sent.id, channelId: sent.channel_id, link }
        messages.push({ status: 'sent', messageId: sent.id, channelId: sent.channel_id, link })
      } catch (error) {
        failed = true
        messages.push({ status: 'failed', reason: reasonOf(error) })
      }
    }
    results.push({ webhookId: to.webhookId, messages })
  }
  return results
}

/** The reason a user reads: the service's message, with the first problem's path when it has one. */
function reasonOf(error: unknown): string {
  if (error instanceof RpcError) {
    const issue = 'issues' in error.data ? error.data.issues[0] : undefined
    return issue ? `${error.message} ${issue.path}: ${issue.message}` : error.message
  }
  return error instanceof Error ? error.message : 'The send failed.'
}
