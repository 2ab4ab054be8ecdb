import type { Emulator } from '../../emulator'
import type { HostChild } from './hostChild'
import { RefusedCall, must } from './hostChild'

export type Draft = { id: string; messages: { data: Record<string, unknown> }[] }
/** The last value the host acknowledged, and the one whose answer the kill may have cut off. */
type Slot<T> = { acked?: T; inFlight?: T }

/**
 * What the concurrent clients wrote. A write counts as acknowledged once its RPC answered ok; the write
 * in flight at the kill may or may not have landed, so either value is correct afterwards.
 */
export type Ledger = {
  drafts: Map<string, Slot<string>>
  historyLimit: Slot<number>
  label: Slot<string>
  renamedWebhookId: string
  added: Set<string>
  sent: Set<string>
  seq: number
  /** Calls the live host refused: a writer stops on one, and the test fails. */
  refused: string[]
}

export function newLedger(renamedWebhookId: string): Ledger {
  return {
    drafts: new Map(),
    historyLimit: {},
    label: {},
    renamedWebhookId,
    added: new Set(),
    sent: new Set(),
    seq: 0,
    refused: [],
  }
}

/** One client: repeats its write until the host stops answering (it was killed) or refuses a call. */
async function loop(ledger: Ledger, write: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      await write()
    } catch (error) {
      if (error instanceof RefusedCall) ledger.refused.push(error.message)
      return
    }
  }
}

/** Four clients at once: drafts, settings, the library (renames and adds) and history (sends). */
export function startWriters(
  host: HostChild,
  ledger: Ledger,
  emu: Emulator,
  draftIds: string[],
): Promise<void[]> {
  const next = () => ++ledger.seq
  const drafts = draftIds.map((id) =>
    loop(ledger, async () => {
      const slot = ledger.drafts.get(id) ?? {}
      ledger.drafts.set(id, slot)
      const { draft } = await must<{ draft: Draft }>(host, 'drafts.get', { id })
      const content = `draft ${id} #${next()}`
      slot.inFlight = content
      const edited = { ...draft, messages: [{ ...draft.messages[0], data: { content } }] }
      await must(host, 'drafts.save', { draft: edited })
      slot.acked = content
    }),
  )
  const settings = loop(ledger, async () => {
    // Above what a soak run sends to one webhook (a few hundred), so the cap never drops an entry the
    // history check then misses; the value still changes on every write.
    const value = 9000 + (next() % 1001)
    ledger.historyLimit.inFlight = value
    await must(host, 'settings.update', { settings: { historyLimitPerWebhook: value } })
    ledger.historyLimit.acked = value
  })
  const library = loop(ledger, async () => {
    const label = `label #${next()}`
    ledger.label.inFlight = label
    await must(host, 'webhooks.rename', { webhookId: ledger.renamedWebhookId, label })
    ledger.label.acked = label
    const hook = emu.control.createWebhook({
      channelId: emu.demo.channels.general,
      name: `crash ${ledger.seq}`,
    })
    await must(host, 'webhooks.add', { url: hook.url })
    ledger.added.add(hook.id)
  })
  const history = loop(ledger, async () => {
    const { message } = await must<{ message: { id: string } }>(host, 'message.send', {
      target: { kind: 'saved', webhookId: ledger.renamedWebhookId },
      message: { content: `sent #${next()}` },
      wait: true,
    })
    ledger.sent.add(message.id)
  })
  return Promise.all([...drafts, settings, library, history])
}

/** Every history entry's message id, through the contract's own paging. */
export async function historyIds(host: HostChild): Promise<Set<string>> {
  const ids = new Set<string>()
  let cursor: string | undefined
  do {
    const page = await must<{ entries: { messageId: string }[]; nextCursor: string | null }>(
      host,
      'history.list',
      { limit: 200, ...(cursor ? { cursor } : {}) },
    )
    for (const entry of page.entries) ids.add(entry.messageId)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return ids
}

/** What is wrong after a restart: each acknowledged write must be there (or the one in flight after it). */
export async function checkLedger(host: HostChild, ledger: Ledger): Promise<string[]> {
  const problems = ledger.refused.splice(0)
  // A write cut off by the kill may have landed: what is on disk now is the baseline for the next round.
  const either = <T>(what: string, slot: Slot<T>, found: T | undefined) => {
    if (found !== slot.acked && found !== slot.inFlight) {
      problems.push(`${what}: found ${String(found)}, acknowledged ${String(slot.acked)}`)
    }
    slot.acked = found
    slot.inFlight = undefined
  }
  const { recovered } = await must<{ recovered: { store: string; reason: string }[] }>(
    host,
    'store.status',
    {},
  )
  for (const file of recovered) problems.push(`store ${file.store} did not parse (${file.reason})`)
  for (const [id, slot] of ledger.drafts) {
    const { draft } = await must<{ draft: Draft }>(host, 'drafts.get', { id })
    either(`draft ${id}`, slot, draft.messages[0]?.data.content as string | undefined)
  }
  const { settings } = await must<{ settings: { historyLimitPerWebhook: number } }>(host, 'settings.get', {})
  either('history limit setting', ledger.historyLimit, settings.historyLimitPerWebhook)
  const renamed = await must<{ webhook: { label: string } }>(host, 'webhooks.get', {
    webhookId: ledger.renamedWebhookId,
  })
  either('webhook label', ledger.label, renamed.webhook.label)
  for (const webhookId of ledger.added) {
    const answer = await host.call('webhooks.get', { webhookId })
    if (!answer.ok) problems.push(`added webhook ${webhookId} is gone`)
  }
  const recorded = await historyIds(host)
  for (const id of ledger.sent) if (!recorded.has(id)) problems.push(`sent message ${id} is not in History`)
  return problems
}
