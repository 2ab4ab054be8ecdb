import { validateMessageEdit } from '@shared/discord'
import type { StatusMessage, StatusUpdateResult } from '@shared/rpc/areas/status'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import { discordFailure } from '../library/discordErrors'
import type { SendEngine } from '../send'
import type { JsonStore } from '../stores/jsonStore'
import type { StatusFile, StatusRecord } from '../stores/statusStore'
import type { Timers } from './coalescer'
import { Coalescer, SUPERSEDED } from './coalescer'

export type StatusServiceDeps = {
  store: JsonStore<StatusFile>
  engine: Pick<SendEngine, 'edit' | 'send'>
  /** The saved webhook's label, or null when it is not in the library. */
  labelOf(webhookId: string): string | null
  clock?: () => Date
  /**
   * Runs an edit or a repost with no other process's in between (a lock file in the data folder): the
   * last PATCH Discord answers is then the last version History records.
   */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>
  /** How long an update waits for a newer one before it goes (ms). */
  debounceMs?: number
  timers?: Timers
}

export type MarkInput = Omit<StatusRecord, 'markedAt' | 'updatedAt'>

/** The wait that lets a burst of updates (a script writing several in a row) become one edit. */
export const STATUS_DEBOUNCE_MS = 400

const key = (name: string) => name.trim().toLowerCase()

/**
 * Status messages: sent messages marked under a name, kept up to date by editing them in place through
 * the send engine (so the history records each edit). Updates go through a Coalescer per status.
 */
export class StatusService {
  private readonly coalescer: Coalescer<unknown, StatusUpdateResult>

  constructor(private readonly deps: StatusServiceDeps) {
    this.coalescer = new Coalescer(
      (name, body) => this.edit(name, body),
      deps.debounceMs ?? STATUS_DEBOUNCE_MS,
      deps.timers,
    )
  }

  /** Read from the file each time: a `herald status update` may have changed it. */
  list(): StatusMessage[] {
    return this.deps.store
      .reload()
      .statuses.map((record) => this.view(record))
      .sort((a, b) => a.name.localeCompare(b.name))
  }

  mark(input: MarkInput): StatusMessage {
    if (this.deps.labelOf(input.webhookId) === null) {
      throw rpcError(
        'invalidInput',
        said(
          'service.status.saveWebhookFirst',
          'Save this webhook in the library first: updates need its token.',
        ),
      )
    }
    const statuses = this.deps.store.read().statuses
    if (statuses.some((s) => key(s.name) === key(input.name))) {
      const name = input.name.trim()
      throw rpcError(
        'conflict',
        said('service.status.nameTaken', `A status message is already named "${name}".`, { name }),
      )
    }
    const same = statuses.find((s) => s.webhookId === input.webhookId && s.messageId === input.messageId)
    if (same) {
      const name = same.name
      throw rpcError(
        'conflict',
        said('service.status.alreadyStatus', `This message is already the status message "${name}".`, {
          name,
        }),
      )
    }
    const record: StatusRecord = { ...input, name: input.name.trim(), markedAt: this.now(), updatedAt: null }
    this.deps.store.update((file) => ({ ...file, statuses: [...file.statuses, record] }))
    return this.view(record)
  }

  unmark(name: string): boolean {
    const before = this.deps.store.read().statuses.length
    const next = this.deps.store.update((file) => ({
      ...file,
      statuses: file.statuses.filter((s) => key(s.name) !== key(name)),
    }))
    return next.statuses.length < before
  }

  /** Checks the body now (a bad one never replaces a good one waiting), then queues it. */
  async update(name: string, body: unknown): Promise<StatusUpdateResult> {
    this.require(name)
    const checked = validateMessageEdit(body)
    if (!checked.ok) {
      throw new RpcError({
        kind: 'invalidInput',
        ...said('service.status.hasProblems', 'The status message has problems; nothing was sent.'),
        issues: checked.problems.map((p) => ({ path: p.pathText, message: p.message, phrase: p.phrase })),
      })
    }
    const result = await this.coalescer.submit(key(name), checked.message)
    return result === SUPERSEDED ? { outcome: 'superseded' } : result
  }

  /** After `gone`: posts the body anew through the same webhook and thread, and marks the new message. */
  repost(name: string, body: unknown): Promise<StatusMessage> {
    return this.exclusive(() => this.repostNow(name, body))
  }

  private async repostNow(name: string, body: unknown): Promise<StatusMessage> {
    const record = this.require(name)
    const result = await this.deps.engine.send({
      target: { kind: 'saved', webhookId: record.webhookId },
      message: body,
      threadId: record.threadId ?? undefined,
      wait: true,
      files: [],
    })
    if (!result.message)
      throw rpcError(
        'internal',
        said('service.status.noMessage', 'Discord returned no message for the new post.'),
      )
    const next: StatusRecord = {
      ...record,
      messageId: result.message.id,
      channelId: result.message.channel_id,
      updatedAt: this.now(),
    }
    this.replace(next)
    return this.view(next)
  }

  /** One edit, read against the record as it is when the edit goes (it may have been reposted). */
  private edit(name: string, body: unknown): Promise<StatusUpdateResult> {
    return this.exclusive(() => this.editNow(name, body))
  }

  private async editNow(name: string, body: unknown): Promise<StatusUpdateResult> {
    const record = this.require(name)
    try {
      const { message } = await this.deps.engine.edit({
        target: { kind: 'saved', webhookId: record.webhookId },
        messageId: record.messageId,
        threadId: record.threadId ?? undefined,
        message: body,
        files: [],
      })
      const at = this.now()
      this.replace({ ...record, updatedAt: at })
      return { outcome: 'edited', messageId: message.id, at }
    } catch (error) {
      const failure = discordFailure(error)
      if (failure?.status === 404 && failure.code === 10008) {
        const name = record.name
        return {
          outcome: 'gone',
          ...said(
            'page.status.gone',
            `Discord no longer has the status message "${name}" (it was deleted). Post this update as a new message and mark it instead.`,
            { name },
          ),
        }
      }
      throw error
    }
  }

  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    return this.deps.exclusive ? this.deps.exclusive(run) : run()
  }

  private replace(next: StatusRecord): void {
    this.deps.store.update((file) => ({
      ...file,
      statuses: file.statuses.map((s) => (key(s.name) === key(next.name) ? next : s)),
    }))
  }

  private require(name: string): StatusRecord {
    const record = this.deps.store.read().statuses.find((s) => key(s.name) === key(name))
    if (!record) {
      const named = name.trim()
      throw rpcError(
        'notFound',
        said('service.status.noneNamed', `No status message is named "${named}".`, { named }),
      )
    }
    return record
  }

  private view(record: StatusRecord): StatusMessage {
    return { ...record, webhookLabel: this.deps.labelOf(record.webhookId) }
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString()
  }
}
