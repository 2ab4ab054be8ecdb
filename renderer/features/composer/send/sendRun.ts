import { flushSync } from 'react-dom'
import type { DraftSent, MessageSent } from '@shared/drafts/draft'
import { currentTranslator } from '@renderer/i18n/current'
import { clearMessagesSent } from '@renderer/store/drafts/reducers'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { useSendsStore } from '@renderer/store/sends/store'
import { flushJsonEdit } from '../json/jsonEditorHandle'
import { useMessageSelection } from '../messages/selection'
import type { TargetReadiness } from './readinessSources'
import { sentFingerprint } from './resend'
import { isPartlySent, useSendRun } from './runStore'
import { guildOf, reactToFailure } from './sendDraft'
import { messageLink, sendRequestOf, webhookIdOf } from './sendRequest'

type Ready = Extract<TargetReadiness, { ok: true }>

/**
 * Sends the open draft's new messages in order through the one send queue, each with its own files and
 * thread, and stops at the first failure. Each posted message is recorded in the draft at once (and its
 * staged files let go), so pressing Send again resumes from the failed one without posting the others
 * twice; once every message is posted, the draft as a whole is marked sent and the next Send starts
 * a new run. `again`: the user confirmed posting what may already be in the channel (the services refuse
 * a second copy otherwise).
 */
export async function sendMessages(ready: Ready, again = false): Promise<void> {
  flushJsonEdit()
  const drafts = useDraftsStore.getState()
  await drafts.flush()
  const start = drafts.draft
  if (!start) return
  if (!isPartlySent(start.messages)) drafts.apply(clearMessagesSent)
  const draftId = start.id
  useSendRun.setState({ draftId, sendingId: undefined, failed: undefined })
  const fileNames: string[] = []
  let webhookId: string | undefined

  for (const id of start.messages.map((message) => message.id)) {
    const draft = useDraftsStore.getState().draft
    // Another draft was opened meanwhile: what is left waits for the user to come back and resume.
    if (draft?.id !== draftId) return useSendRun.setState({ sendingId: undefined })
    const index = draft.messages.findIndex((message) => message.id === id)
    const message = draft.messages[index]
    if (!message || message.sent) continue
    const request = sendRequestOf(draft, { target: ready.target, threadId: message.threadId }, index, again)
    if (!request) continue
    useSendRun.setState({ sendingId: id })
    const outcome = await useSendsStore.getState().send(request)
    if (outcome.phase !== 'sent') {
      const error =
        outcome.phase === 'failed'
          ? outcome.error
          : { kind: 'unknownOutcome' as const, message: currentTranslator()('composer.send.unfinished') }
      useSendRun.setState({ sendingId: undefined, failed: { messageId: id, error } })
      // The failed message opens in the editor, where its reason points.
      if (useDraftsStore.getState().draft?.id === draftId)
        flushSync(() => useMessageSelection.getState().select(index))
      reactToFailure(error, draft, request, index)
      return
    }
    const hook = outcome.message.webhook_id ?? webhookIdOf(draft, request.target)
    webhookId ??= typeof hook === 'string' ? hook : undefined
    const sent: MessageSent = {
      at: new Date().toISOString(),
      messageId: outcome.message.id,
      channelId: outcome.message.channel_id,
      link: messageLink(typeof hook === 'string' ? guildOf(hook) : null, outcome.message),
    }
    fileNames.push(...request.files.map((file) => file.name ?? ''))
    if (useDraftsStore.getState().draft?.id === draftId) useDraftsStore.getState().markMessageSent(id, sent)
  }
  useSendRun.setState({ sendingId: undefined })
  markDraftSent(draftId, webhookId, fileNames)
}

/** Every message is posted: the draft as a whole is sent, named by its first message. */
export function markDraftSent(draftId: string, webhookId: string | undefined, fileNames: string[]): void {
  const draft = useDraftsStore.getState().draft
  const first = draft?.messages[0]?.sent
  if (draft?.id !== draftId || !first || draft.messages.some((message) => !message.sent)) return
  const record: DraftSent = {
    at: new Date().toISOString(),
    webhookId: webhookId ?? draft.targets[0]?.webhookId ?? '',
    messageId: first.messageId,
    channelId: first.channelId,
    link: first.link,
    fingerprint: sentFingerprint(draft),
    action: 'send',
    fileNames,
  }
  useDraftsStore.getState().markSent(record)
}
