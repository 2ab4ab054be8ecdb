import { create } from 'zustand'
import type { RpcErrorData } from '../../../shared/rpc'
import { RpcError } from '../../../shared/rpc'
import type { Target } from '../../../shared/rpc/areas/send'
import { connection } from '../../api'
import { attempt } from '../../api/attempt'
import { drop } from '../../util/drop'

/** What the user asked to send, to a pasted URL or a saved webhook; the form has already checked it. */
export type SendRequest = { content: string } & ({ url: string } | { webhookId: string })

export type SendOutcome =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'sent'; messageId: string; channelId: string }
  | { phase: 'failed'; error: RpcErrorData }

export type SendsState = {
  outcome: SendOutcome
  /**
   * The saved webhook last sent to, so the composer can offer it again. It lives in the settings store
   * (settings.lastWebhookId, an id and never a token), so it survives a restart.
   */
  lastWebhookId: string | undefined
  /** 'idle' until restoreLastTarget ran; 'ready' once the settings answered (or could not). */
  lastTarget: 'idle' | 'loading' | 'ready'
  /** Reads the last target from the settings, once. */
  restoreLastTarget(): Promise<void>
  /** Posts the message and waits for Discord's answer; never throws, the outcome says what happened. */
  send(request: SendRequest): Promise<SendOutcome>
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
    set({ outcome: { phase: 'sending' } })
    if ('webhookId' in request && request.webhookId !== get().lastWebhookId) {
      set({ lastWebhookId: request.webhookId })
      // Kept for the next start; a failure to save it only costs that convenience.
      drop(attempt('settings.update', { settings: { lastWebhookId: request.webhookId } }))
    }
    const target: Target =
      'webhookId' in request
        ? { kind: 'saved', webhookId: request.webhookId }
        : { kind: 'url', url: request.url }
    const outcome = await post(target, request.content)
    set({ outcome })
    return outcome
  },
  dismiss() {
    if (get().outcome.phase !== 'sending') set({ outcome: { phase: 'idle' } })
  },
}))

async function post(target: Target, content: string): Promise<SendOutcome> {
  if (connection.kind === 'none') {
    return { phase: 'failed', error: { kind: 'network', message: 'This page is not connected to Herald.' } }
  }
  try {
    const result = await connection.api.call('message.send', {
      target,
      message: { content },
      // wait=true makes Discord answer with the message, so the page can show its id.
      wait: true,
    })
    if (!result.message) {
      return {
        phase: 'failed',
        error: { kind: 'unknownOutcome', message: 'Discord did not return the message.' },
      }
    }
    return { phase: 'sent', messageId: result.message.id, channelId: result.message.channel_id }
  } catch (error) {
    if (error instanceof RpcError) return { phase: 'failed', error: error.data }
    return { phase: 'failed', error: { kind: 'internal', message: 'Something went wrong in the page.' } }
  }
}
