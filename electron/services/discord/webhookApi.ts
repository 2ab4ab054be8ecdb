import type { APIMessage, APIWebhook } from 'discord-api-types/v10'
import { RpcError, said, withHint } from '@shared/rpc/errors'
import type { AttachmentEntry, UploadFile } from './files'
import { mergeAttachments, prepareUploads } from './files'
import { jsonBody, multipartBody } from './multipart'
import type { WebhookRef } from './paths'
import { snowflake, webhookPath, webhookQueue } from './paths'
import type { CallOptions, RequestCore, RequestSpec, Send } from './requestCore'
import type { RequestBody, TransportResponse } from './transport'

/**
 * Webhook-token routes (service-interface "Webhook execution"; discord-wire §5, §6): execute, get,
 * edit and delete a message, get and delete the webhook. None of them sends an Authorization header.
 */

export type MessageBody = Record<string, unknown>

export type ExecuteInput = {
  body: MessageBody
  files?: readonly UploadFile[]
  /** wait=true: Discord answers 200 with the message (needed to edit or delete it later). */
  wait?: boolean
  threadId?: string
  /** Creates a forum post (goes into the body as thread_name). */
  threadName?: string
  /** Forces with_components; by default it is set when needed (see needsWithComponents). */
  withComponents?: boolean
}

export type ExecuteResult = { status: number; message: APIMessage | null }

export type EditInput = {
  body: MessageBody
  files?: readonly UploadFile[]
  /**
   * Existing attachments to keep, by id (v10 keeps only what the attachments array lists, §7.3).
   * Undefined: the body's own `attachments` is used, or, with no files and no list, attachments stay.
   */
  keep?: readonly AttachmentEntry[]
  threadId?: string
  withComponents?: boolean
}

export const CHECK_CHANNEL = said(
  'service.hint.checkChannel',
  'Look in the channel before sending again: the message may have been posted. With a saved webhook, History can reload it.',
)

const IS_COMPONENTS_V2 = 1 << 15

/** Discord's JSON error code for a message id that names no message (of this webhook). */
export const UNKNOWN_MESSAGE = 10008

/** Components are dropped silently by webhooks no application owns, unless with_components=true (§11.3). */
export function hasComponents(body: MessageBody): boolean {
  const flags = typeof body.flags === 'number' ? body.flags : 0
  return (flags & IS_COMPONENTS_V2) !== 0 || (Array.isArray(body.components) && body.components.length > 0)
}

export class WebhookApi {
  /** Whether an application owns each webhook, learned once from GET webhook by token. */
  private readonly owned = new Map<string, boolean>()

  constructor(private readonly core: RequestCore) {}

  execute(ref: WebhookRef, input: ExecuteInput, options: CallOptions = {}): Promise<ExecuteResult> {
    const path = webhookPath(ref)
    if (input.threadId) snowflake(input.threadId, 'thread')
    return this.core.queued(webhookQueue(ref), options, async (send) => {
      const body: MessageBody = { ...input.body }
      if (input.threadName !== undefined) body.thread_name = input.threadName
      const withComponents = await this.withComponents(ref, body, input.withComponents, send)
      const response = await send({
        ...this.route(ref, 'POST', path),
        query: {
          wait: input.wait ? 'true' : undefined,
          thread_id: input.threadId,
          with_components: withComponents ? 'true' : undefined,
        },
        body: await this.body(body, input.files ?? [], undefined),
        outcomeHint: CHECK_CHANNEL,
        reportProgress: true,
      })
      if (response.status === 204) return { status: 204, message: null }
      const message = parseJson<APIMessage>(response, 'posted')
      return { status: response.status, message }
    })
  }

  editMessage(
    ref: WebhookRef,
    messageId: string,
    input: EditInput,
    options: CallOptions = {},
  ): Promise<APIMessage> {
    const path = `${webhookPath(ref)}/messages/${snowflake(messageId, 'message')}`
    if (input.threadId) snowflake(input.threadId, 'thread')
    return this.core.queued(webhookQueue(ref), options, async (send) => {
      const body: MessageBody = { ...input.body }
      const withComponents = await this.withComponents(ref, body, input.withComponents, send)
      const response = await send({
        ...this.route(ref, 'PATCH', path),
        query: { thread_id: input.threadId, with_components: withComponents ? 'true' : undefined },
        body: await this.body(body, input.files ?? [], input.keep),
        reportProgress: true,
      })
      return parseJson<APIMessage>(response, 'edited')
    })
  }

  getMessage(
    ref: WebhookRef,
    messageId: string,
    threadId?: string,
    options: CallOptions = {},
  ): Promise<APIMessage> {
    const path = `${webhookPath(ref)}/messages/${snowflake(messageId, 'message')}`
    return this.core.queued(webhookQueue(ref), options, async (send) => {
      const response = await send({ ...this.route(ref, 'GET', path), query: { thread_id: threadId } })
      return parseJson<APIMessage>(response, null)
    })
  }

  /**
   * `alreadyGone`: the first attempt's answer was lost and the retry found no message (404 10008), so
   * that first attempt deleted it. A 10008 on the first attempt stays an error: nothing here deleted it.
   */
  async deleteMessage(
    ref: WebhookRef,
    messageId: string,
    threadId?: string,
    options: CallOptions = {},
  ): Promise<{ alreadyGone: boolean }> {
    const path = `${webhookPath(ref)}/messages/${snowflake(messageId, 'message')}`
    const response = await this.core.queued(webhookQueue(ref), options, (send) =>
      send({
        ...this.route(ref, 'DELETE', path),
        query: { thread_id: threadId },
        doneOnRetryCode: UNKNOWN_MESSAGE,
      }),
    )
    return { alreadyGone: response.status === 404 }
  }

  getWebhook(ref: WebhookRef, options: CallOptions = {}): Promise<APIWebhook> {
    const path = webhookPath(ref)
    return this.core.queued(webhookQueue(ref), options, (send) => this.lookup(ref, path, send))
  }

  async deleteWebhook(ref: WebhookRef, options: CallOptions = {}): Promise<void> {
    const path = webhookPath(ref)
    await this.core.queued(webhookQueue(ref), options, (send) => send(this.route(ref, 'DELETE', path)))
    this.owned.delete(ref.webhookId)
    this.core.forget(webhookQueue(ref))
  }

  /** True when an application owns the webhook (it may then send any component). Cached. */
  async isApplicationOwned(ref: WebhookRef, options: CallOptions = {}): Promise<boolean> {
    const known = this.owned.get(ref.webhookId)
    if (known !== undefined) return known
    const webhook = await this.getWebhook(ref, options)
    return Boolean(webhook.application_id)
  }

  private async lookup(ref: WebhookRef, path: string, send: Send): Promise<APIWebhook> {
    const webhook = parseJson<APIWebhook>(await send(this.route(ref, 'GET', path)), null)
    this.owned.set(ref.webhookId, Boolean(webhook.application_id))
    return webhook
  }

  private async withComponents(
    ref: WebhookRef,
    body: MessageBody,
    forced: boolean | undefined,
    send: Send,
  ): Promise<boolean> {
    if (forced !== undefined) return forced
    if (!hasComponents(body)) return false
    let owned = this.owned.get(ref.webhookId)
    if (owned === undefined) {
      await this.lookup(ref, webhookPath(ref), send)
      owned = this.owned.get(ref.webhookId) ?? false
    }
    return !owned
  }

  private route(ref: WebhookRef, method: RequestSpec['method'], path: string): RequestSpec {
    const { webhookId, token: webhookToken } = ref
    return { method, base: 'api', path, auth: { kind: 'none' }, caller: 'webhook', webhookId, webhookToken }
  }

  /** JSON without files; multipart (payload_json + files[n]) with them, attachments listing both. */
  private async body(
    body: MessageBody,
    files: readonly UploadFile[],
    keep: readonly AttachmentEntry[] | undefined,
  ): Promise<RequestBody> {
    const listed =
      keep ?? (Array.isArray(body.attachments) ? (body.attachments as AttachmentEntry[]) : undefined)
    if (files.length === 0) {
      return jsonBody(keep ? { ...body, attachments: [...keep] } : body)
    }
    const uploads = await prepareUploads(files)
    const payload = { ...body, attachments: mergeAttachments(listed, uploads.attachments) }
    return multipartBody(payload, uploads.parts)
  }
}

/**
 * Parses a 2xx JSON answer. For a POST or PATCH that succeeded, an unreadable answer still means Discord
 * made the change (`effect`): the outcome is unknown to us, not a failure, and the user is told where to look.
 */
function parseJson<T>(response: TransportResponse, effect: 'posted' | 'edited' | null): T {
  try {
    return JSON.parse(response.body.toString('utf8')) as T
  } catch {
    if (!effect) {
      throw new RpcError({
        kind: 'internal',
        ...said(
          'service.request.unreadable',
          `Discord answered ${response.status} with a body Herald could not read.`,
          {
            status: response.status,
          },
        ),
      })
    }
    const status = response.status
    throw new RpcError({
      kind: 'unknownOutcome',
      ...(effect === 'posted'
        ? withHint(
            said(
              'service.request.unreadablePosted',
              `Discord answered ${status}, so the message was most likely posted, but its answer could not be read.`,
              { status },
            ),
            CHECK_CHANNEL,
          )
        : withHint(
            said(
              'service.request.unreadableEdited',
              `Discord answered ${status}, so the message was most likely edited, but its answer could not be read.`,
              { status },
            ),
            said('service.hint.checkEdit', 'Look at the message in the channel before editing it again.'),
          )),
    })
  }
}
