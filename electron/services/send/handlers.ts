import type { APIMessage } from 'discord-api-types/v10'
import { validateMessage, validateMessageEdit } from '@shared/discord'
import {
  attachmentIdsShownByAddress,
  attachmentsOfMessage,
  withAttachmentRefs,
} from '@shared/discord/messageAttachments'
import { sendFingerprint } from '@shared/drafts/sendRecord'
import type { Problem } from '@shared/discord'
import type { EventHub, Handler } from '@shared/rpc/bind'
import type { FileRef, SentMessage, Target } from '@shared/rpc/areas/send'
import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'
import type { CallOptions, DiscordClient, MessageBody, UploadFile } from '../discord'
import { UNKNOWN_MESSAGE } from '../discord'
import type { Logger } from '../log'
import { createLogger } from '../log'
import { Operations } from './operations'
import type { SendLedger } from './sendLedger'
import type { Settlement } from './settlement'
import { settlementOf } from './settlement'
import type { ResolvedTarget } from './resolveUrlTarget'
import { checkUploadSizes } from './uploadSizes'
import { historyFailure, notRecordedFields } from './historyFailure'

/** What the history hears after Discord accepted a send, an edit or a delete. */
export type SentRecord = {
  action: 'send' | 'edit' | 'delete'
  target: Target
  webhookId: string
  /** The message id; null after a send without wait (Discord returns no message then). */
  messageId: string | null
  threadId?: string
  status: number
  /** The body as sent (after validation), for send and edit. */
  body?: MessageBody
  message: APIMessage | null
  at: number
}

export type SendDeps = {
  client: DiscordClient
  /**
   * The page's staged-file handles to files on disk (unknown → invalidInput at files[n]). Absent in the
   * CLI, which has no staging and calls the engine with its own paths.
   */
  resolveFiles?(files: readonly FileRef[]): UploadFile[]
  /** A saved webhook (the library) or a pasted URL (resolveUrlTarget) to an id, token and thread. */
  resolveTarget(target: Target): Promise<ResolvedTarget>
  /** Where progress and rate-limit waits go (only `emit`: the CLI has no page and passes a no-op). */
  events: Pick<EventHub, 'emit'>
  /** What each draft posted: claimed before a draft's POST leaves, settled when it answers. */
  ledger?: SendLedger
  /** Called after Discord accepted the call; a failure here is logged and never fails the send. */
  onSent?(record: SentRecord): void | Promise<void>
  now?: () => number
  logger?: Logger
}

/** The engine's own inputs: the contract's, with files already resolved to disk. */
export type EngineSendInput = Omit<Parameters<Handler<'message.send'>>[0], 'files'> & { files: UploadFile[] }
export type EngineEditInput = Omit<Parameters<Handler<'message.edit'>>[0], 'files'> & { files: UploadFile[] }

/** What the RPC handlers and the CLI share: a send or an edit whose files are resolved already. */
export type SendEngine = {
  send(args: EngineSendInput): ReturnType<Handler<'message.send'>>
  edit(args: EngineEditInput): ReturnType<Handler<'message.edit'>>
}

export type SendHandlers = {
  'message.send': Handler<'message.send'>
  'message.edit': Handler<'message.edit'>
  'message.delete': Handler<'message.delete'>
  'message.fetch': Handler<'message.fetch'>
  'send.cancel': Handler<'send.cancel'>
  'sends.list': Handler<'sends.list'>
  /** Internal entries for callers holding real files (the CLI); never bound to the contract. */
  engine: SendEngine
  /** Aborts every running send (the shell is closing). */
  dispose(): void
}

/** A send Discord accepted without returning the message (wait=false): where it is, nobody knows. */
function noMessage(): Settlement {
  const { message, phrase } = said(
    'stored.send.noMessage',
    'Discord accepted it without returning the message.',
  )
  return { state: 'unknown', reason: message, reasonPhrase: phrase }
}

function invalid(problems: Problem[]): RpcError {
  const count = problems.length
  return new RpcError({
    kind: 'invalidInput',
    ...said(
      'service.send.invalid',
      `The message has ${count === 1 ? 'a problem' : `${count} problems`}; nothing was sent.`,
      { count },
    ),
    issues: problems.map((p) => ({ path: p.pathText, message: p.message, phrase: p.phrase })),
  })
}

/** Discord's message object goes back to the page as it came; the contract checks id and channel_id. */
function sent(message: APIMessage): SentMessage {
  return message as unknown as SentMessage
}

/** The send area of the contract: post, edit, delete and load messages through a webhook. */
export function createSendHandlers(deps: SendDeps): SendHandlers {
  const operations = new Operations()
  const log = deps.logger ?? createLogger('services/send')
  const now = deps.now ?? Date.now

  /** Wires one call's cancel, progress and rate-limit events; `run` gets the options to pass down. */
  async function tracked<T>(operationId: string | undefined, run: (options: CallOptions) => Promise<T>) {
    const { signal, dispose } = operations.start(operationId)
    let last = { sentBytes: 0, totalBytes: 0 }
    const progress = (phase: 'queued' | 'uploading' | 'processing' | 'done' | 'failed' | 'cancelled') => {
      if (operationId) deps.events.emit('send.onDidProgress', { operationId, phase, ...last })
    }
    const options: CallOptions = {
      signal,
      onProgress: (p) => {
        last = { sentBytes: p.sentBytes, totalBytes: p.totalBytes }
        progress(p.phase)
      },
      onWait: (wait) => deps.events.emit('rateLimit.onDidWait', { ...wait, operationId }),
    }
    try {
      const result = await run(options)
      progress('done')
      return result
    } catch (error) {
      progress(error instanceof RpcError && error.kind === 'cancelled' ? 'cancelled' : 'failed')
      throw error
    } finally {
      dispose()
    }
  }

  /** Tells History; returns why it could not record the message (the call itself stands). */
  async function record(entry: Omit<SentRecord, 'at'>): Promise<Said | undefined> {
    if (!deps.onSent) return undefined
    try {
      await deps.onSent({ ...entry, at: now() })
      return undefined
    } catch (error) {
      log.error('history: could not record a sent message', error)
      return historyFailure(error)
    }
  }

  /** An explicit thread id wins over the one a pasted URL carried (`?thread_id=`). */
  const thread = (given: string | undefined, target: ResolvedTarget) => given ?? target.threadId

  /** The page names files by handle only; without staging (the CLI's RPC) there is nothing to name. */
  function resolveFiles(files: readonly FileRef[]): UploadFile[] {
    if (files.length === 0) return []
    if (!deps.resolveFiles) {
      throw new RpcError({
        kind: 'invalidInput',
        ...said('service.send.attachFirst', 'Files must be attached here first.'),
        issues: [],
      })
    }
    return deps.resolveFiles(files)
  }

  /**
   * Claims a draft's message in the ledger before the POST leaves (refusing a possible second copy the
   * user did not confirm); returns how to settle it. Sends that name no draft (the CLI) are not recorded.
   */
  function claim(args: EngineSendInput, webhookId: string, operationId: string) {
    const { ledger } = deps
    if (!ledger || !args.record) return undefined
    const { draftId, messageId, again } = args.record
    const key = { draftId, messageId, webhookId }
    const fileNames = args.files.map((file) => file.name ?? '')
    // Hashed as the page gave it (the page names every file), so the page can tell what a record is about.
    const fingerprint = sendFingerprint(args.message, args.threadId, fileNames)
    ledger.claim(key, { fingerprint, operationId, fileNames, again })
    return (settlement: Settlement) => {
      try {
        ledger.settle(key, operationId, settlement)
      } catch (error) {
        log.error('sends: could not record how a send ended', error)
      }
    }
  }

  const engine: SendEngine = {
    async send(args) {
      const draft =
        args.threadName !== undefined ? withThreadName(args.message, args.threadName) : args.message
      const first = validateMessage(draft, { fileCount: args.files.length })
      if (!first.ok) throw invalid(first.problems)
      const target = await deps.resolveTarget(args.target)
      // The defaults come from the user's settings, not the page: check the message again with them.
      const withDefaults = applyDefaults(first.message, target)
      const checked =
        withDefaults === first.message
          ? first
          : validateMessage(withDefaults, { fileCount: args.files.length })
      if (!checked.ok) throw invalid(checked.problems)
      await checkUploadSizes(args.files, target.uploadLimitMiB, args.target.kind)
      const threadId = thread(args.threadId, target)
      const body = checked.message as MessageBody
      const operationId = args.operationId ?? `send-${crypto.randomUUID()}`
      const settle = claim(args, target.webhookId, operationId)
      let result: Awaited<ReturnType<DiscordClient['webhooks']['execute']>>
      try {
        result = await tracked(operationId, (options) =>
          deps.client.webhooks.execute(
            target,
            { body, files: args.files, wait: args.wait, threadId },
            options,
          ),
        )
      } catch (error) {
        settle?.(settlementOf(error))
        throw error
      }
      settle?.(
        result.message
          ? { state: 'sent', messageId: result.message.id, channelId: result.message.channel_id }
          : noMessage(),
      )
      const historyNotRecorded = await record({
        action: 'send',
        target: args.target,
        webhookId: target.webhookId,
        messageId: result.message?.id ?? null,
        threadId,
        status: result.status,
        body,
        message: result.message,
      })
      return {
        status: result.status,
        message: result.message ? sent(result.message) : null,
        ...notRecordedFields(historyNotRecorded),
      }
    },

    async edit(args) {
      const checked = validateMessageEdit(args.message, { fileCount: args.files.length })
      if (!checked.ok) throw invalid(checked.problems)
      const target = await deps.resolveTarget(args.target)
      await checkUploadSizes(args.files, target.uploadLimitMiB, args.target.kind)
      const threadId = thread(args.threadId, target)
      let body = checked.message as MessageBody
      const message = await tracked(args.operationId, async (options) => {
        const listed = Array.isArray(body.attachments) ? (body.attachments as { id: unknown }[]) : undefined
        let keepIds = args.keepAttachmentIds ?? listed?.map((a) => String(a.id))
        // v10 drops every attachment the PATCH does not list, and an embed sent back with a file's CDN
        // address shows that file a second time (docs/decisions.md, issue 19). When the caller said
        // nothing about the old files and new ones go up or the body has such addresses, every file the
        // message holds (those its embeds show included) is listed so it stays.
        if (!keepIds && (args.files.length > 0 || attachmentIdsShownByAddress(body).length > 0)) {
          const current = await deps.client.webhooks.getMessage(target, args.messageId, threadId, {
            signal: options.signal,
          })
          keepIds = attachmentsOfMessage(current as unknown as Record<string, unknown>).map((a) => a.id)
        }
        if (keepIds) body = withAttachmentRefs(body, keepIds) as MessageBody
        const keep = args.keepAttachmentIds || !listed ? keepIds?.map((id) => ({ id })) : undefined
        return deps.client.webhooks.editMessage(
          target,
          args.messageId,
          { body, files: args.files, keep, threadId },
          options,
        )
      })
      const historyNotRecorded = await record({
        action: 'edit',
        target: args.target,
        webhookId: target.webhookId,
        messageId: message.id,
        threadId,
        status: 200,
        body,
        message,
      })
      return { message: sent(message), ...notRecordedFields(historyNotRecorded) }
    },
  }

  return {
    'message.send': async (args) => engine.send({ ...args, files: resolveFiles(args.files) }),
    'message.edit': async (args) => engine.edit({ ...args, files: resolveFiles(args.files) }),

    async 'message.delete'(args) {
      const target = await deps.resolveTarget(args.target)
      const threadId = thread(args.threadId, target)
      const deleted = () =>
        record({
          action: 'delete',
          target: args.target,
          webhookId: target.webhookId,
          messageId: args.messageId,
          threadId,
          status: 204,
          message: null,
        })
      let result: { alreadyGone: boolean }
      try {
        result = await deps.client.webhooks.deleteMessage(target, args.messageId, threadId)
      } catch (error) {
        // Found gone on the first try: still an error (nothing here deleted it), but History learns it.
        if (isUnknownMessage(error)) await deleted()
        throw error
      }
      await deleted()
      return result.alreadyGone ? { alreadyGone: true as const } : {}
    },

    async 'message.fetch'(args) {
      const target = await deps.resolveTarget(args.target)
      const message = await deps.client.webhooks.getMessage(
        target,
        args.messageId,
        thread(args.threadId, target),
      )
      return { message: sent(message) }
    },

    async 'send.cancel'(args) {
      return { cancelled: operations.cancel(args.operationId) }
    },

    async 'sends.list'({ draftId }) {
      return { records: deps.ledger?.list(draftId) ?? [] }
    },

    engine,
    dispose: () => operations.dispose(),
  }
}

function isUnknownMessage(error: unknown): boolean {
  return (
    error instanceof RpcError &&
    error.data.kind === 'discord' &&
    error.data.status === 404 &&
    error.data.code === UNKNOWN_MESSAGE
  )
}

function withThreadName(message: unknown, threadName: string): unknown {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return message
  return { ...message, thread_name: threadName }
}

/**
 * A saved webhook's default username and avatar fill what the message leaves unset. Only on a send:
 * Discord's edit body has neither field. Returns the same object when nothing applies.
 */
function applyDefaults<T extends { username?: string; avatar_url?: string }>(
  message: T,
  target: ResolvedTarget,
): T {
  const username = !message.username && target.defaultUsername ? target.defaultUsername : undefined
  const avatar = !message.avatar_url && target.defaultAvatarUrl ? target.defaultAvatarUrl : undefined
  if (username === undefined && avatar === undefined) return message
  return {
    ...message,
    ...(username !== undefined ? { username } : {}),
    ...(avatar !== undefined ? { avatar_url: avatar } : {}),
  }
}
