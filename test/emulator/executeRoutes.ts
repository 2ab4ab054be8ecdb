// Execute Webhook and Get/Edit/Delete Webhook Message, in the order of wire spec 5.3: route and token,
// rate limits, body parsing, component dropping, validation, cross-field rules, emptiness, then the
// hidden channel limit and the write.
import { json, noContent, webhookByToken, type Core, type Route } from './core'
import { errors, FormErrors } from './errors'
import type { Ctx } from './http'
import { queryBool, SNOWFLAKE } from './ids'
import {
  assignComponentIds,
  checkResult,
  computeMentions,
  createAttachments,
  editAttachments,
} from './messages'
import { renderMessage } from './renderMessage'
import type { Channel, StoredMessage, Webhook } from './types'
import { FLAG_IS_COMPONENTS_V2, FLAG_SUPPRESS_EMBEDS, validateMessage } from './validateMessage'

const FORUM_TYPES = new Set([15, 16])
const THREAD_TYPES = new Set([10, 11, 12])
const MAX_ATTACHMENTS = 10

/** The channel a message goes to: the webhook's channel, an existing thread, or (later) a new post. */
function targetChannel(ctx: Ctx, core: Core, webhook: Webhook): Channel | undefined {
  const threadId = ctx.query.get('thread_id')
  if (threadId === null) return undefined
  if (!SNOWFLAKE.test(threadId)) {
    const e = new FormErrors()
    e.add(['thread_id'], 'NUMBER_TYPE_COERCE', `Value "${threadId}" is not snowflake.`)
    e.throwIfAny(ctx.legacy)
  }
  const thread = core.state.channel(threadId)
  if (!thread || !THREAD_TYPES.has(thread.type) || thread.parent_id !== webhook.channel_id) {
    throw errors.unknownChannel()
  }
  // Webhooks unarchive the thread they post into (docs: Execute Webhook, thread_id).
  thread.archived = false
  return thread
}

function tooManyFiles(ctx: Ctx): never {
  const e = new FormErrors()
  e.add(['files'], 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_ATTACHMENTS} or fewer in length.`)
  e.throwIfAny(ctx.legacy)
  throw new Error('unreachable')
}

/**
 * The body, validated as a message: components are kept for application-owned webhooks or with
 * ?with_components=true; then at most MAX_ATTACHMENTS files.
 */
async function readMessage(
  ctx: Ctx,
  webhook: Webhook,
  opts: { mode: 'create' } | { mode: 'edit'; baseFlags: number },
) {
  const parsed = await ctx.body()
  const appOwned = webhook.application_id !== null
  const keepComponents = appOwned || queryBool(ctx.query.get('with_components')) === true
  const payload = validateMessage(parsed.value ?? {}, {
    ...opts,
    legacy: ctx.legacy,
    appOwned,
    keepComponents,
  })
  if (parsed.files.length > MAX_ATTACHMENTS) tooManyFiles(ctx)
  return { parsed, payload }
}

const MESSAGE_PATTERN = '/webhooks/:webhook_id/:webhook_token/messages/:message_id'

/** The webhook by its token, then its message (in ?thread_id= when given). */
function webhookMessage(ctx: Ctx, core: Core): { webhook: Webhook; message: StoredMessage } {
  const webhook = webhookByToken(ctx, core)
  const id = ctx.params.message_id ?? ''
  const message = SNOWFLAKE.test(id) ? core.state.message(id) : undefined
  if (!message || message.webhook_id !== webhook.id) throw errors.unknownMessage()
  const threadId = ctx.query.get('thread_id')
  if (threadId !== null && message.channel_id !== threadId) throw errors.unknownMessage()
  return { webhook, message }
}

function version(ctx: Ctx): number {
  return ctx.version ?? 6
}

export const executeRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/webhooks/:webhook_id/:webhook_token',
    name: 'executeWebhook',
    async handler(ctx, core) {
      const webhook = webhookByToken(ctx, core)
      const { parsed, payload } = await readMessage(ctx, webhook, { mode: 'create' })
      const channel = core.state.channel(webhook.channel_id)
      if (!channel) throw errors.unknownChannel()
      const thread = targetChannel(ctx, core, webhook)
      const forum = FORUM_TYPES.has(channel.type)
      if (payload.thread_name !== undefined && !forum) throw errors.threadsOnlyInForum()
      if (forum && thread && payload.thread_name !== undefined) throw errors.forumBothThread()
      if (forum && !thread && payload.thread_name === undefined) throw errors.forumNeedsThread()
      if (forum && payload.thread_name !== undefined) {
        const tags = payload.applied_tags ?? []
        if (channel.requireTag && tags.length === 0) throw errors.tagRequired()
      }
      const message: StoredMessage = {
        id: '',
        webhook_id: webhook.id,
        channel_id: thread?.id ?? channel.id,
        content: payload.content ?? '',
        username: payload.username ?? null,
        avatar_url: payload.avatar_url ?? null,
        tts: payload.tts ?? false,
        flags: payload.flags ?? 0,
        embeds: payload.embeds ?? [],
        components: payload.components ?? [],
        attachments: [],
        mentions: [],
        mention_roles: [],
        mention_everyone: false,
        editedAt: null,
        application_id: webhook.application_id,
      }
      // Checks before any write: attachments are provisional until the message is accepted.
      const provisional = parsed.files.map((f) => ({ ...f }))
      const draftAttachments = provisional.map((f, i) => ({
        id: String(i),
        filename: payload.attachments?.find((r) => r.id === String(f.index))?.filename ?? f.filename,
        size: f.bytes.length,
        content_type: f.contentType,
        spoiler: false,
        sha256: '',
        referenced: false,
      }))
      checkResult({ ...message, attachments: draftAttachments }, ctx.legacy)
      core.limiter.channel(channel.id, ctx.rateHeaders)
      message.id = core.state.nextId()
      if (payload.thread_name !== undefined && forum) {
        const post: Channel = {
          id: message.id,
          guild_id: channel.guild_id,
          name: payload.thread_name,
          type: 11,
          parent_id: channel.id,
          denyManageWebhooks: [],
          applied_tags: payload.applied_tags ?? [],
        }
        core.state.data.channels.push(post)
        message.channel_id = post.id
      }
      message.attachments = createAttachments(core.state, parsed.files, payload.attachments)
      message.components = assignComponentIds(message.components)
      checkResult(message, ctx.legacy)
      computeMentions(message, payload.allowed_mentions)
      core.state.data.messages.push(message)
      if (queryBool(ctx.query.get('wait')) !== true) return noContent()
      return json(renderMessage(core.state, message, webhook, core.origin))
    },
  },
  {
    method: 'GET',
    pattern: MESSAGE_PATTERN,
    name: 'getWebhookMessage',
    async handler(ctx, core) {
      const { webhook, message } = webhookMessage(ctx, core)
      return json(renderMessage(core.state, message, webhook, core.origin))
    },
  },
  {
    method: 'DELETE',
    pattern: MESSAGE_PATTERN,
    name: 'deleteWebhookMessage',
    async handler(ctx, core) {
      const { message } = webhookMessage(ctx, core)
      core.state.deleteMessage(message.id)
      return noContent()
    },
  },
  {
    method: 'PATCH',
    pattern: MESSAGE_PATTERN,
    name: 'editWebhookMessage',
    async handler(ctx, core) {
      const { webhook, message: old } = webhookMessage(ctx, core)
      const { parsed, payload } = await readMessage(ctx, webhook, { mode: 'edit', baseFlags: old.flags })
      let flags = old.flags
      if (payload.flags !== undefined && payload.flags !== null) {
        if (old.flags & FLAG_IS_COMPONENTS_V2 && !(payload.flags & FLAG_IS_COMPONENTS_V2)) {
          const e = new FormErrors()
          e.add(
            ['flags'],
            'MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG',
            'The IS_COMPONENTS_V2 flag cannot be removed.',
          )
          e.throwIfAny(ctx.legacy)
        }
        // SUPPRESS_EMBEDS can be set and unset; IS_COMPONENTS_V2 only set; other bits stay as they were.
        flags = (old.flags & ~FLAG_SUPPRESS_EMBEDS) | payload.flags
      }
      const next: StoredMessage = structuredClone(old)
      next.flags = flags
      if (payload.content !== undefined) next.content = payload.content ?? ''
      if (payload.embeds !== undefined) next.embeds = payload.embeds ?? []
      if (payload.components !== undefined) {
        next.components = assignComponentIds(payload.components ?? [])
      }
      const blobsBefore = new Set(old.attachments.map((a) => a.id))
      next.attachments = editAttachments(
        core.state,
        old.attachments,
        parsed.files,
        payload.attachments,
        version(ctx),
        ctx.legacy,
      )
      if (next.attachments.length > MAX_ATTACHMENTS) tooManyFiles(ctx)
      try {
        checkResult(next, ctx.legacy)
      } catch (error) {
        for (const a of next.attachments) if (!blobsBefore.has(a.id)) delete core.state.data.blobs[a.id]
        throw error
      }
      const kept = new Set(next.attachments.map((a) => a.id))
      for (const id of blobsBefore) if (!kept.has(id)) delete core.state.data.blobs[id]
      // Without allowed_mentions, an edit re-parses with the default allowances, not the original ones.
      computeMentions(next, payload.allowed_mentions)
      next.editedAt = core.now()
      Object.assign(old, next)
      return json(renderMessage(core.state, old, webhook, core.origin))
    },
  },
]
