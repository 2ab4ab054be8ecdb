import type {
  APIApplicationRoleConnectionMetadata,
  APIChannel,
  APIEmoji,
  APIGuild,
  APIGuildMember,
  APIRole,
  APIWebhook,
  RESTPutAPIApplicationRoleConnectionMetadataJSONBody,
} from 'discord-api-types/v10'
import { RpcError, said } from '@shared/rpc/errors'
import { jsonBody } from './multipart'
import { routeQueue, snowflake } from './paths'
import type { CallOptions, RequestCore, RequestSpec } from './requestCore'
import type { TransportResponse } from './transport'

/**
 * Bot-token routes (service-interface "Webhook management", "Role connection metadata"): the token is
 * sent as `Authorization: Bot <token>`; create and delete take an optional audit-log reason.
 */

export type BotCall = CallOptions & {
  /** Shown in the server's audit log (X-Audit-Log-Reason, URL-encoded, discord-wire §1.2). */
  reason?: string
}

export type CreateWebhookInput = { name: string; avatar?: string | null }

export class BotApi {
  constructor(private readonly core: RequestCore) {}

  createWebhook(botToken: string, channelId: string, input: CreateWebhookInput, call: BotCall = {}) {
    const channel = snowflake(channelId, 'channel')
    return this.json<APIWebhook>(routeQueue('channels/:id/webhooks', channel), call, {
      ...this.spec(botToken, 'POST', `/channels/${channel}/webhooks`, call),
      body: jsonBody(input),
      outcomeHint: said(
        'service.hint.checkWebhooks',
        "List the channel's webhooks to see whether it was created before trying again.",
      ),
    })
  }

  listChannelWebhooks(botToken: string, channelId: string, call: CallOptions = {}) {
    const channel = snowflake(channelId, 'channel')
    return this.json<APIWebhook[]>(
      routeQueue('channels/:id/webhooks', channel),
      call,
      this.spec(botToken, 'GET', `/channels/${channel}/webhooks`, call),
    )
  }

  /** GET /channels/{id}: the bot must see the channel (View Channel); forums carry their tags. */
  getChannel(botToken: string, channelId: string, call: CallOptions = {}) {
    const channel = snowflake(channelId, 'channel')
    return this.json<APIChannel>(
      routeQueue('channels/:id', channel),
      call,
      this.spec(botToken, 'GET', `/channels/${channel}`, call),
    )
  }

  /** GET /users/@me/guilds: the servers the bot is a member of (partial guilds). */
  listMyGuilds(botToken: string, call: CallOptions = {}) {
    return this.json<{ id: string; name: string }[]>(
      routeQueue('users/@me/guilds', 'bot'),
      call,
      this.spec(botToken, 'GET', '/users/@me/guilds', call),
    )
  }

  /** GET /guilds/{id}: the server's name, for a bot that is a member. */
  getGuild(botToken: string, guildId: string, call: CallOptions = {}) {
    const guild = snowflake(guildId, 'server')
    return this.json<APIGuild>(
      routeQueue('guilds/:id', guild),
      call,
      this.spec(botToken, 'GET', `/guilds/${guild}`, call),
    )
  }

  /** GET /guilds/{id}/channels: every channel of the server (no threads), for their names. */
  listGuildChannels(botToken: string, guildId: string, call: CallOptions = {}) {
    const guild = snowflake(guildId, 'server')
    return this.json<APIChannel[]>(
      routeQueue('guilds/:id/channels', guild),
      call,
      this.spec(botToken, 'GET', `/guilds/${guild}/channels`, call),
    )
  }

  /** GET /guilds/{id}/roles: every role, @everyone included, with its colour. */
  listGuildRoles(botToken: string, guildId: string, call: CallOptions = {}) {
    const guild = snowflake(guildId, 'server')
    return this.json<APIRole[]>(
      routeQueue('guilds/:id/roles', guild),
      call,
      this.spec(botToken, 'GET', `/guilds/${guild}/roles`, call),
    )
  }

  /** GET /guilds/{id}/emojis: the server's own emoji. */
  listGuildEmojis(botToken: string, guildId: string, call: CallOptions = {}) {
    const guild = snowflake(guildId, 'server')
    return this.json<APIEmoji[]>(
      routeQueue('guilds/:id/emojis', guild),
      call,
      this.spec(botToken, 'GET', `/guilds/${guild}/emojis`, call),
    )
  }

  /**
   * GET /guilds/{id}/members/search: members whose username or nickname starts with `query`. Needs the
   * privileged Server Members intent; without it Discord answers 403 50001.
   */
  searchGuildMembers(
    botToken: string,
    guildId: string,
    query: string,
    limit: number,
    call: CallOptions = {},
  ) {
    const guild = snowflake(guildId, 'server')
    return this.json<APIGuildMember[]>(routeQueue('guilds/:id/members/search', guild), call, {
      ...this.spec(botToken, 'GET', `/guilds/${guild}/members/search`, call),
      query: { query, limit: String(limit) },
    })
  }

  async deleteWebhook(botToken: string, webhookId: string, call: BotCall = {}): Promise<void> {
    const id = snowflake(webhookId, 'webhook')
    await this.core.queued(routeQueue('webhooks/:id', id), call, (send) =>
      send(this.spec(botToken, 'DELETE', `/webhooks/${id}`, call)),
    )
  }

  getRoleConnectionMetadata(botToken: string, applicationId: string, call: CallOptions = {}) {
    const app = snowflake(applicationId, 'application')
    return this.json<APIApplicationRoleConnectionMetadata[]>(
      routeQueue('applications/:id/role-connections/metadata', app),
      call,
      this.spec(botToken, 'GET', `/applications/${app}/role-connections/metadata`, call),
    )
  }

  /** Replaces the whole set of records (a PUT overwrites, service-interface rule 4). */
  putRoleConnectionMetadata(
    botToken: string,
    applicationId: string,
    records: RESTPutAPIApplicationRoleConnectionMetadataJSONBody,
    call: CallOptions = {},
  ) {
    const app = snowflake(applicationId, 'application')
    return this.json<APIApplicationRoleConnectionMetadata[]>(
      routeQueue('applications/:id/role-connections/metadata', app),
      call,
      {
        ...this.spec(botToken, 'PUT', `/applications/${app}/role-connections/metadata`, call),
        body: jsonBody(records),
      },
    )
  }

  private spec(botToken: string, method: RequestSpec['method'], path: string, call: BotCall): RequestSpec {
    const headers: Record<string, string> = {}
    if (call.reason) headers['X-Audit-Log-Reason'] = encodeURIComponent(call.reason)
    return { method, base: 'api', path, auth: { kind: 'bot', token: botToken }, caller: 'bot', headers }
  }

  private json<T>(key: ReturnType<typeof routeQueue>, call: CallOptions, spec: RequestSpec): Promise<T> {
    return this.core.queued(key, call, async (send) => readJson<T>(await send(spec)))
  }
}

export function readJson<T>(response: TransportResponse): T {
  if (response.status === 204 || response.body.length === 0) return undefined as T
  try {
    return JSON.parse(response.body.toString('utf8')) as T
  } catch {
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
}
