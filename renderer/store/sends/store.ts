import { create } from 'zustand'
import type { Phrase } from '@shared/i18n'
import type { RpcErrorData } from '@shared/rpc'
import type { FileRef, SentMessage, Target } from '@shared/rpc/areas/send'
import { said } from '@shared/rpc/errors'
import { attempt, listen } from '../../api/attempt'
import { drop } from '../../util/drop'

/** One send or edit of a draft's message, as the send bar built it from the draft and its target. */
export type SendRequest = {
  draftId: string
  action: 'send' | 'edit'
  target: Target
  /** The saved webhook it goes through, remembered for next time; undefined for a pasted URL. */
  savedWebhookId: string | undefined
  /** Discord's Execute Webhook (or Edit) body. */
  data: Record<string, unknown>
  files: FileRef[]
  threadId: string | undefined
  /**
   * A new message of the draft (its messages[n].id): the services record it per webhook and refuse a
   * second copy (a `conflict`) unless `again` says the user confirmed one.
   */
  record?: { messageId: string; again: boolean }
  /** For an edit: the message to change and the attachments it keeps. */
  messageId?: string
  keepAttachmentIds?: string[]
}

export type RateLimitWait = { until: number; reason: 'bucket' | 'rateLimited' | 'global' | 'channel' }

export type SendOutcome =
  | { phase: 'idle' }
  | {
      phase: 'sending'
      draftId: string
      operationId: string
      action: 'send' | 'edit'
      progress: { sentBytes: number; totalBytes: number } | undefined
      wait: RateLimitWait | undefined
    }
  | {
      phase: 'sent'
      draftId: string
      action: 'send' | 'edit'
      message: SentMessage
      body: Record<string, unknown>
      /** Discord has it, but History could not record it, and why (English, and its phrase). */
      historyNotRecorded?: { message: string; phrase: Phrase | undefined }
    }
  | { phase: 'failed'; draftId: string; error: RpcErrorData }

export type SendsState = {
  outcome: SendOutcome
  /**
   * The saved webhook last sent to, so the composer can offer it again. It lives in the settings store
   * (settings.lastWebhookId, an id and never a token), so it survives a restart.
   */
  lastWebhookId: string | undefined
  /** 'idle' until restoreLastTarget ran; 'ready' once the settings answered (or could not). */
  lastTarget: 'idle' | 'loading' | 'ready'
  restoreLastTarget(): Promise<void>
  /** Posts (or edits) and waits for Discord's answer; never throws, the outcome says what happened. */
  send(request: SendRequest): Promise<SendOutcome>
  /**
   * One send among several running at once (a draft going to several webhooks; the services' queues
   * keep each webhook's sends in order). Its progress and waits go to `onChange`, not to `outcome`.
   */
  sendAlongside(request: SendRequest, onChange: (change: SendChange) => void): Promise<SendOutcome>
  /** The operations sendAlongside has under way. */
  alongside: readonly string[]
  /** Asks the services to stop every send under way; their outcomes then say they were cancelled. */
  cancel(): Promise<void>
  dismiss(): void
}

export const useSendsStore = create<SendsState>()((set, get) => ({
  outcome: { phase: 'idle' },
  lastWebhookId: undefined,
  lastTarget: 'idle',
  async restoreLastTarget() {
    if (get().lastTarget !== 'idle') return
    set({ lastTarget: 'loading' })
    const outcome = await attempt('settings.get', {})
    // A send made meanwhile is newer than what the settings held.
    const lastWebhookId = get().lastWebhookId ?? (outcome.ok ? outcome.value.settings.lastWebhookId : null)
    set({ lastWebhookId: lastWebhookId ?? undefined, lastTarget: 'ready' })
  },
  async send(request) {
    if (get().outcome.phase === 'sending') return get().outcome
    const operationId = newOperationId()
    const base = { phase: 'sending', draftId: request.draftId, operationId, action: request.action } as const
    set({ outcome: { ...base, progress: undefined, wait: undefined } })
    const { savedWebhookId } = request
    if (savedWebhookId && savedWebhookId !== get().lastWebhookId) {
      set({ lastWebhookId: savedWebhookId })
      // Kept for the next start; a failure to save it only costs that convenience.
      drop(attempt('settings.update', { settings: { lastWebhookId: savedWebhookId } }))
    }
    const outcome = await tracked(request, operationId, (change) => {
      const current = get().outcome
      if (current.phase === 'sending' && current.operationId === operationId)
        set({ outcome: { ...current, ...change } })
    })
    set({ outcome })
    return outcome
  },
  alongside: [],
  async sendAlongside(request, onChange) {
    const operationId = newOperationId()
    set({ alongside: [...get().alongside, operationId] })
    try {
      return await tracked(request, operationId, onChange)
    } finally {
      set({ alongside: get().alongside.filter((id) => id !== operationId) })
    }
  },
  async cancel() {
    const current = get().outcome
    const ids = [...(current.phase === 'sending' ? [current.operationId] : []), ...get().alongside]
    await Promise.all(ids.map((operationId) => attempt('send.cancel', { operationId })))
  },
  dismiss() {
    if (get().outcome.phase !== 'sending') set({ outcome: { phase: 'idle' } })
  },
}))

/** What changed in a send under way: bytes uploaded, or a rate-limit wait (undefined once it is over). */
export type SendChange = {
  progress?: { sentBytes: number; totalBytes: number }
  wait?: RateLimitWait | undefined
}

/** Posts one request while following its progress and waits. */
async function tracked(
  request: SendRequest,
  operationId: string,
  update: (change: SendChange) => void,
): Promise<SendOutcome> {
  const stop = follow(operationId, update)
  try {
    return await post(request, operationId)
  } finally {
    stop()
  }
}

/** Progress and rate-limit waits of one operation; returns the unsubscribe. */
function follow(operationId: string, update: (change: SendChange) => void): () => void {
  const stopProgress = listen('send.onDidProgress', (event) => {
    if (event.operationId !== operationId) return
    // Bytes moving means the wait is over.
    update({ progress: { sentBytes: event.sentBytes, totalBytes: event.totalBytes }, wait: undefined })
  })
  const stopWait = listen('rateLimit.onDidWait', (event) => {
    if (event.operationId === operationId) update({ wait: { until: event.until, reason: event.reason } })
  })
  return () => {
    stopProgress()
    stopWait()
  }
}

async function post(request: SendRequest, operationId: string): Promise<SendOutcome> {
  const { draftId, action, target, data, files, threadId } = request
  if (action === 'edit' && request.messageId) {
    const outcome = await attempt('message.edit', {
      target,
      messageId: request.messageId,
      message: data,
      threadId,
      files,
      keepAttachmentIds: request.keepAttachmentIds ?? [],
      operationId,
    })
    if (!outcome.ok) return { phase: 'failed', draftId, error: outcome.error }
    const { message } = outcome.value
    return { phase: 'sent', draftId, action, message, body: data, ...notRecorded(outcome.value) }
  }
  // wait=true makes Discord answer with the message, so the page can link to it.
  const outcome = await attempt('message.send', {
    target,
    message: data,
    threadId,
    files,
    wait: true,
    operationId,
    ...(request.record && { record: { draftId, ...request.record } }),
  })
  if (!outcome.ok) return { phase: 'failed', draftId, error: outcome.error }
  if (!outcome.value.message) {
    const error: RpcErrorData = {
      kind: 'unknownOutcome',
      ...said('last.sends.noMessage', 'Discord did not return the message.'),
    }
    return { phase: 'failed', draftId, error }
  }
  return {
    phase: 'sent',
    draftId,
    action,
    message: outcome.value.message,
    body: data,
    ...notRecorded(outcome.value),
  }
}

function notRecorded(result: {
  historyNotRecorded?: string
  historyNotRecordedPhrase?: Phrase | undefined
}): Pick<Extract<SendOutcome, { phase: 'sent' }>, 'historyNotRecorded'> {
  const message = result.historyNotRecorded
  if (!message) return {}
  return { historyNotRecorded: { message, phrase: result.historyNotRecordedPhrase } }
}

function newOperationId(): string {
  return `send-${crypto.randomUUID()}`
}
