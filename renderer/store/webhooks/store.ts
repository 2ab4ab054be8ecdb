import { create } from 'zustand'
import type { RpcErrorData } from '@shared/rpc'
import type { z } from 'zod'
import type { WebhookView, webhookSettingsPatchSchema } from '@shared/rpc/areas/webhooks'
import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'
import type { Outcome } from '../../api/attempt'
import { attempt, listen } from '../../api/attempt'
import { drop } from '../../util/drop'
import { sharedStart } from '../../util/sharedStart'
import type { ReorderKind } from './reducer'
import { applyOrder, moveId, removeWebhook, renamePlace, replaceWebhook, siblingIds } from './reducer'
import type { ServerGroup } from './types'

export type SettingsPatch = z.input<typeof webhookSettingsPatchSchema>

/** What webhooks.add answers: the webhook, whether it was saved already, and which places lack a name. */
export type AddedWebhook = {
  webhook: WebhookView
  alreadySaved: boolean
  unnamed: { server: boolean; channel: boolean }
}

export type CheckAllState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'done'; checked: number; invalid: number; failed: { webhookId: string; message: string }[] }
  | { phase: 'failed'; error: RpcErrorData }

export type WebhooksState = {
  servers: ServerGroup[]
  total: number
  status: 'idle' | 'loading' | 'ready' | 'failed'
  loadError: RpcErrorData | undefined
  /** The library's search box. */
  query: string
  checkAll: CheckAllState
  /**
   * Loads the library and follows webhooks.onDidChange; returns the unsubscribe. The services emit that
   * event for every change, the page's own included, so actions never reload the list themselves: the
   * event's reload is the one that shows their result.
   */
  start(): () => void
  /** Reloads the list; calls made while a reload runs share one more reload after it. */
  load(): Promise<void>
  setQuery(query: string): void
  add(url: string, label?: string): Promise<Outcome<AddedWebhook>>
  rename(webhookId: string, label: string): Promise<Outcome<unknown>>
  renamePlace(what: 'server' | 'channel', id: string, name: string): Promise<Outcome<unknown>>
  move(what: ReorderKind, id: string, delta: -1 | 1): Promise<Outcome<unknown>>
  updateSettings(webhookId: string, settings: SettingsPatch): Promise<Outcome<unknown>>
  /** The full URL for the explicit copy action; the caller writes it to the clipboard and keeps it nowhere. */
  copyUrl(webhookId: string): Promise<Outcome<{ url: string; warning: string }>>
  check(webhookId: string): Promise<Outcome<unknown>>
  runCheckAll(): Promise<void>
  dismissCheckAll(): void
  remove(webhookId: string): Promise<Outcome<unknown>>
  revoke(webhookId: string): Promise<Outcome<unknown>>
}

/**
 * Runs one load at a time. A call while one runs cannot use it (it may have read the library before the
 * change being announced), so it waits for a single follow-up run that serves every call made meanwhile.
 */
export function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  const start = (): Promise<void> => {
    running = run().finally(() => {
      running = undefined
    })
    return running
  }
  return () => {
    if (!running) return start()
    const again = () => {
      next = undefined
      return start()
    }
    next ??= running.then(again, again)
    return next
  }
}

const failed = (sentence: Said): Outcome<never> => ({ ok: false, error: { kind: 'conflict', ...sentence } })

/** The saved webhooks, grouped by server and channel as the service returns them. No tokens, no full URLs. */
export const useWebhooksStore = create<WebhooksState>()((set, get) => {
  const keep = (webhook: WebhookView) => set({ servers: replaceWebhook(get().servers, webhook) })
  return {
    servers: [],
    total: 0,
    status: 'idle',
    loadError: undefined,
    query: '',
    checkAll: { phase: 'idle' },
    start: sharedStart(() => {
      const stop = listen('webhooks.onDidChange', () => drop(get().load()))
      drop(get().load())
      return stop
    }),
    load: coalesced(async () => {
      if (get().status === 'idle') set({ status: 'loading' })
      const outcome = await attempt('webhooks.list', {})
      if (outcome.ok) {
        set({
          servers: outcome.value.servers,
          total: outcome.value.total,
          status: 'ready',
          loadError: undefined,
        })
      } else set({ status: 'failed', loadError: outcome.error })
    }),
    setQuery: (query) => set({ query }),
    async add(url, label) {
      // The services announce the new webhook with webhooks.onDidChange, whose reload shows it.
      return attempt('webhooks.add', { url, label: label || undefined })
    },
    async rename(webhookId, label) {
      const outcome = await attempt('webhooks.rename', { webhookId, label })
      if (outcome.ok) keep(outcome.value.webhook)
      return outcome
    },
    async renamePlace(what, id, name) {
      const outcome =
        what === 'server'
          ? await attempt('webhooks.renameServer', { serverId: id, name })
          : await attempt('webhooks.renameChannel', { channelId: id, name })
      if (outcome.ok) set({ servers: renamePlace(get().servers, what, id, name.trim()) })
      return outcome
    },
    async move(what, id, delta) {
      const before = get().servers
      const ids = moveId(siblingIds(before, what, id), id, delta)
      if (!ids) return failed(said('last.webhooks.atEdge', 'It is already at the edge.'))
      // Optimistic: the list moves at once; a failure puts it back.
      set({ servers: applyOrder(before, what, ids) })
      const outcome = await attempt('webhooks.reorder', { what, ids })
      if (!outcome.ok) set({ servers: before })
      return outcome
    },
    async updateSettings(webhookId, settings) {
      const outcome = await attempt('webhooks.updateSettings', { webhookId, settings })
      if (outcome.ok) keep(outcome.value.webhook)
      return outcome
    },
    copyUrl: (webhookId) => attempt('webhooks.copyUrl', { webhookId }),
    async check(webhookId) {
      const outcome = await attempt('webhooks.check', { webhookId })
      if (outcome.ok) keep(outcome.value.webhook)
      return outcome
    },
    async runCheckAll() {
      if (get().checkAll.phase === 'checking') return
      set({ checkAll: { phase: 'checking' } })
      const outcome = await attempt('webhooks.checkAll', {})
      if (!outcome.ok) {
        set({ checkAll: { phase: 'failed', error: outcome.error } })
        return
      }
      const { checked, invalid, failed: notChecked } = outcome.value
      // The marks arrive with the reload that webhooks.onDidChange causes.
      set({ checkAll: { phase: 'done', checked, invalid, failed: notChecked } })
    },
    dismissCheckAll: () => set({ checkAll: { phase: 'idle' } }),
    async remove(webhookId) {
      const outcome = await attempt('webhooks.remove', { webhookId })
      if (outcome.ok)
        set({ servers: removeWebhook(get().servers, webhookId), total: Math.max(0, get().total - 1) })
      return outcome
    },
    async revoke(webhookId) {
      const outcome = await attempt('webhooks.revoke', { webhookId })
      if (outcome.ok) keep(outcome.value.webhook)
      return outcome
    },
  }
})
