import { setImmediate as yieldToLoop } from 'node:timers/promises'
import type { HistoryEntry, HistoryStore } from '../stores/historyStore'

/** How many entries history.list looks at before it yields to the event loop (issue 23). */
export const LIST_SLICE = 2000

/**
 * Every History entry (of one webhook or all), newest first, kept until the store changes: paging and
 * typing a search re-filter it without sorting again. Each webhook's log is sorted on its own (a change
 * re-sorts only its webhook's, at most the cap) and the logs are merged.
 */
export class NewestFirst {
  private sorted: { version: number; webhookId: string | undefined; entries: HistoryEntry[] } | undefined
  /** Each webhook's entries newest first, by the log's array (replaced at each change, never mutated). */
  private readonly sortedLogs = new WeakMap<readonly HistoryEntry[], HistoryEntry[]>()

  constructor(private readonly store: Pick<HistoryStore, 'version' | 'webhookIds' | 'entries'>) {}

  /** The list at once (the CLI, tests). */
  now(webhookId: string | undefined): HistoryEntry[] {
    const steps = this.build(webhookId)
    for (;;) {
      const step = steps.next()
      if (step.done) return step.value
    }
  }

  /**
   * The same for the page, yielding to the event loop after each webhook's sort and each slice of the
   * merge (issue 23: one sort of 100k entries blocked the server). The logs are snapshots: a change made
   * meanwhile shows in the next list.
   */
  async inSlices(webhookId: string | undefined): Promise<HistoryEntry[]> {
    const steps = this.build(webhookId)
    for (;;) {
      const step = steps.next()
      if (step.done) return step.value
      await yieldToLoop()
    }
  }

  /** Builds the list, pausing (a `yield`) where the page's list lets the event loop run. */
  private *build(webhookId: string | undefined): Generator<void, HistoryEntry[]> {
    const version = this.store.version
    const cached = this.sorted
    if (cached?.version === version && cached.webhookId === webhookId) return cached.entries
    const sorted: HistoryEntry[][] = []
    for (const log of this.logsOf(webhookId)) {
      const known = this.sortedLogs.has(log)
      sorted.push(this.sortedLog(log))
      if (!known) yield
    }
    const entries: HistoryEntry[] = []
    for (const entry of mergeNewestFirst(sorted)) {
      entries.push(entry)
      if (entries.length % LIST_SLICE === 0) yield
    }
    this.sorted = { version, webhookId, entries }
    return entries
  }

  /** The logs a list looks at: one webhook's, or every webhook's. */
  private logsOf(webhookId: string | undefined): readonly HistoryEntry[][] {
    const { store } = this
    return (webhookId ? [webhookId] : store.webhookIds()).map((id) => store.entries(id))
  }

  /** One log's entries newest first (snowflakes grow with time: by message id), sorted once per version. */
  private sortedLog(log: readonly HistoryEntry[]): HistoryEntry[] {
    let sorted = this.sortedLogs.get(log)
    if (!sorted) {
      sorted = [...log].sort((a, b) => compareIds(b.messageId, a.messageId))
      this.sortedLogs.set(log, sorted)
    }
    return sorted
  }
}

/**
 * Lists each sorted newest first, merged newest first; on equal ids the earlier list's entry comes first,
 * as one stable sort of the lists one after another would have it.
 */
function* mergeNewestFirst(lists: readonly HistoryEntry[][]): Generator<HistoryEntry, void> {
  const heads = lists.map(() => 0)
  for (;;) {
    let best = -1
    for (let i = 0; i < lists.length; i++) {
      const candidate = lists[i]![heads[i]!]
      if (
        candidate &&
        (best < 0 || compareIds(candidate.messageId, lists[best]![heads[best]!]!.messageId) > 0)
      )
        best = i
    }
    if (best < 0) return
    yield lists[best]![heads[best]!++]!
  }
}

/** Snowflakes as numbers: a longer id is a later one. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}
