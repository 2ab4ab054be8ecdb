// Shapes of the emulator's state, configuration and control operations. The state is plain JSON so a
// snapshot is just JSON.stringify of it (file bytes travel base64-encoded).

/** One fixed-window limit: `limit` requests per `windowMs`. */
export type Window = { limit: number; windowMs: number }

/** The rate-limit model. Every number is configurable at runtime (see control.setRateModel). */
export type RateModel = {
  /** When false, nothing is ever limited (headers are still sent). */
  enabled: boolean
  /** Per (webhook id + token) bucket shared by execute, get/edit/delete message and get/delete by token. */
  webhook: Window
  /** Per (route + major parameter) bucket for Bot-authenticated routes. */
  bot: Window
  /** Global limit across every API request (per emulator; Discord counts per IP or bot). */
  global: Window
  /** Hidden per-channel message-write limit: 429 code 20028, scope shared, never announced in headers. */
  channel: Window
}

/** Upload limits and wire-format switches. */
export type EmulatorConfig = {
  /** Per-file upload limit in bytes (Discord's default 10 MiB). */
  maxFileBytes: number
  /** Whole-request limit in bytes (25 MiB). */
  maxRequestBytes: number
  /** Unversioned (/api/...) and v6/v7 paths answer form errors in the legacy flat shape, as Discord does. */
  legacyUnversionedErrors: boolean
}

export type ChannelType = 0 | 5 | 10 | 11 | 12 | 15 | 16

export type ForumTag = {
  id: string
  name: string
  moderated: boolean
  emoji_id: string | null
  emoji_name: string | null
}

export type MetadataRecord = {
  type: number
  key: string
  name: string
  description: string
  name_localizations?: Record<string, string>
  description_localizations?: Record<string, string>
}

export type Application = {
  id: string
  name: string
  secret: string
  botToken: string
  botUserId: string
  ownerUserId: string
  redirectUris: string[]
  roleConnectionMetadata: MetadataRecord[]
  /** The privileged Server Members intent is on in the Developer Portal: member search answers. */
  guildMembersIntent?: boolean
}

export type User = { id: string; username: string; global_name: string | null; bot?: boolean }

export type Guild = {
  id: string
  name: string
  /** Applications whose bot is a member (with Manage Webhooks unless a channel denies it). */
  botApplicationIds: string[]
  roleIds: string[]
  /** The server's roles, @everyone (id = the guild's id) included. Older snapshots may lack these three. */
  roles?: Role[]
  /** Who is in the server, by user id, with their server nickname. */
  members?: Member[]
  /** The server's own emoji. */
  emojis?: CustomEmoji[]
}

export type Role = {
  id: string
  name: string
  /** RGB as an integer; 0 = no colour. */
  color: number
  position: number
  hoist: boolean
  /** Made by an integration (a bot's own role): nobody can assign it. */
  managed: boolean
  mentionable: boolean
  /** Present on a bot's managed role. */
  botId?: string
}

export type Member = { userId: string; nick: string | null; roleIds: string[]; joinedAt: number }

export type CustomEmoji = { id: string; name: string; animated: boolean; creatorUserId: string }

export type Channel = {
  id: string
  guild_id: string
  name: string
  type: ChannelType
  /** Parent channel for threads (and forum posts). */
  parent_id: string | null
  available_tags?: ForumTag[]
  /** Forum/media: a tag is required to create a post (40067). */
  requireTag?: boolean
  /** Applications whose bot lacks Manage Webhooks in this channel (50013). */
  denyManageWebhooks: string[]
  archived?: boolean
  applied_tags?: string[]
}

export type Webhook = {
  id: string
  /** 1 incoming (UI-made or bot-made), 3 application. Bot-made webhooks are type 1 with application_id. */
  type: 1 | 2 | 3
  guild_id: string
  channel_id: string
  name: string
  avatar: string | null
  token: string
  application_id: string | null
  creatorUserId: string
}

export type StoredAttachment = {
  id: string
  filename: string
  size: number
  content_type: string | null
  description?: string
  title?: string
  spoiler: boolean
  sha256: string
  /** Referenced through attachment:// by an embed or component: hidden from message.attachments. */
  referenced: boolean
}

export type Embed = Record<string, unknown>
export type Component = Record<string, unknown>

export type StoredMessage = {
  id: string
  webhook_id: string
  /** Where the message lives: the channel, or the thread when posted with thread_id / thread_name. */
  channel_id: string
  content: string
  username: string | null
  avatar_url: string | null
  tts: boolean
  flags: number
  embeds: Embed[]
  components: Component[]
  attachments: StoredAttachment[]
  mentions: string[]
  mention_roles: string[]
  mention_everyone: boolean
  editedAt: number | null
  application_id: string | null
}

export type AuthCode = {
  code: string
  clientId: string
  userId: string
  scopes: string[]
  redirectUri: string
  expiresAt: number
  used: boolean
  /** With scope webhook.incoming: the webhook created on approval, returned with the token. */
  webhookId?: string
}

export type AccessToken = {
  accessToken: string
  refreshToken: string | null
  clientId: string
  userId: string
  scopes: string[]
  expiresAt: number
  /** All tokens of one authorization share a grant id (revoking one revokes the grant). */
  grantId: string
  revoked: boolean
}

export type RoleConnection = {
  platform_name: string | null
  platform_username: string | null
  metadata: Record<string, string>
  updatedAt: number
}

/** The whole mutable world. Everything here round-trips through a snapshot. */
export type StateData = {
  applications: Application[]
  users: User[]
  guilds: Guild[]
  channels: Channel[]
  webhooks: Webhook[]
  messages: StoredMessage[]
  codes: AuthCode[]
  tokens: AccessToken[]
  /** Keyed `${userId}:${applicationId}`. */
  roleConnections: Record<string, RoleConnection>
  /** Attachment bytes, base64, keyed by attachment id. */
  blobs: Record<string, string>
}

export type DemoWebhook = {
  id: string
  token: string
  name: string
  channelId: string
  applicationId: string | null
  /** `${apiBase}/webhooks/<id>/<token>` */
  url: string
}

/** Ids and credentials the demo seed creates. Deterministic: the same on every start and after reset. */
export type DemoSeed = {
  guild: { id: string; name: string }
  channels: {
    announcements: string
    general: string
    news: string
    forum: string
    /** A text channel where the demo bot lacks Manage Webhooks (create/list answer 403 50013). */
    restricted: string
  }
  forumTags: ForumTag[]
  /** An existing post (thread) in #forum, usable with thread_id. */
  forumThread: string
  /** Roles of the guild besides @everyone (whose id is the guild's). `bot` is the demo bot's managed role. */
  roles: { moderators: string; announcementsPing: string; quiet: string; bot: string }
  /** Members besides the demo user (nick "Sandy") and the bot: Ada (no nick), Grace (nick "Admiral"), Alan. */
  members: { ada: string; grace: string; alan: string }
  /** The guild's custom emoji: :herald_wave: (static) and :party_blob: (animated). */
  emojis: { wave: string; partyBlob: string }
  application: {
    id: string
    name: string
    clientSecret: string
    botToken: string
    redirectUri: string
  }
  /** An application whose bot is in no guild (its channel reads answer 403 50001). */
  outsider: { id: string; botToken: string }
  /** The demo end user, who approves the test-only authorize endpoint by default. */
  user: { id: string; username: string }
  webhooks: {
    /** UI-made (application_id null) in #announcements. */
    announcements: DemoWebhook
    /** UI-made in #general. */
    general: DemoWebhook
    /** App-owned (application_id = the demo application) in #general. */
    appOwned: DemoWebhook
    /** UI-made in #forum. */
    forum: DemoWebhook
    /** UI-made in #news. */
    news: DemoWebhook
  }
}

export type SeedKind = 'demo' | 'empty'

export type FaultKind =
  'status' | 'delay' | 'hang' | 'resetBeforeBody' | 'resetAfterBody' | 'malformedJson' | 'rateLimit'

/** A fault injected on every request matching method + path, `count` times after skipping `skip`. */
export type FaultSpec = {
  kind: FaultKind
  /** HTTP method; omitted = any. */
  method?: string
  /** Path without /api or /api/vN, ':name' matches one segment, '*' the rest. Example '/webhooks/:id/:token'. */
  path: string
  /** How many matching requests get the fault (default 1). */
  count?: number
  /** Let this many matching requests through first (default 0). */
  skip?: number
  /** Wait before acting (every kind; for 'delay' it is the whole fault). */
  delayMs?: number
  /** 'status': status code and JSON body (default 500 {"message": "500: Internal Server Error", "code": 0}). */
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** 'rateLimit': retry_after in seconds (default 1), global flag, scope, optional code (e.g. 20028). */
  retryAfter?: number
  global?: boolean
  scope?: 'user' | 'global' | 'shared'
  code?: number
  /** 'resetAfterBody' / 'malformedJson': run the request for real first (default true); 'status': too (default false). */
  process?: boolean
}

export type Fault = FaultSpec & { id: string; seen: number; fired: number }

export type JournalFile = {
  field: string
  filename: string
  contentType: string
  size: number
  sha256: string
}

export type JournalEntry = {
  seq: number
  at: number
  method: string
  /** Full request path as received (with /api/vN). */
  path: string
  /** Matched route name, e.g. 'executeWebhook'; null when nothing matched. */
  route: string | null
  query: Record<string, string | string[]>
  headers: Record<string, string>
  /** Parsed body: JSON value, form fields, or for multipart the parsed payload_json plus scalar parts. */
  body: unknown
  files: JournalFile[]
  status: number | null
  fault: FaultKind | null
}

/** A criterion as a guild admin configures it on a linked role. */
export type RoleCriterion = {
  applicationId: string
  userId: string
  key: string
  /** Integer: the compared value; for datetime types a number of days; for booleans 1. */
  value: number
}

export type RoleEvaluation = {
  qualifies: boolean
  type: number | null
  /** The user's stored value (string) or null when none. */
  userValue: string | null
  /** For datetime types, the age of the user's value in whole days. */
  ageDays?: number
  reason: string
}
