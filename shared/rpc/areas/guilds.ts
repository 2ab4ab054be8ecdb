import { z } from 'zod'
import { method } from '../define'
import { discordIdSchema } from './webhooks'

/** A role as the mention picker shows it; `color` is RGB as an integer, 0 for none. */
export const guildRoleSchema = z.object({
  id: discordIdSchema,
  name: z.string(),
  color: z.number().int(),
  position: z.number().int(),
  /** Made by an integration (a bot's own role). */
  managed: z.boolean(),
  /** Anyone may ping it; otherwise only members allowed to mention every role can. */
  mentionable: z.boolean(),
})
export type GuildRole = z.infer<typeof guildRoleSchema>

/** A channel of the server; `type` is Discord's: 0 text, 2 voice, 4 category, 5 announcement, 15 forum, 16 media. */
export const guildChannelSchema = z.object({
  id: discordIdSchema,
  name: z.string(),
  type: z.number().int(),
})
export type GuildChannel = z.infer<typeof guildChannelSchema>

export const guildEmojiSchema = z.object({ id: discordIdSchema, name: z.string(), animated: z.boolean() })
export type GuildEmoji = z.infer<typeof guildEmojiSchema>

export const guildMemberSchema = z.object({
  id: discordIdSchema,
  username: z.string(),
  /** The server nickname, else the display name, else the username: what a mention of them reads as. */
  displayName: z.string(),
})
export type GuildMember = z.infer<typeof guildMemberSchema>

/** What a saved bot token of the server reads of it, for names instead of ids. */
export const guildDirectorySchema = z.object({
  guildId: discordIdSchema,
  roles: z.array(guildRoleSchema),
  channels: z.array(guildChannelSchema),
  emojis: z.array(guildEmojiSchema),
})
export type GuildDirectory = z.infer<typeof guildDirectorySchema>

const webhookId = discordIdSchema

export const guildsMethods = {
  'guilds.directory': method(
    z.object({
      webhookId,
      /** Read Discord again instead of the session's copy. */
      refresh: z.boolean().default(false),
    }),
    z.object({ directory: guildDirectorySchema.nullable(), reason: z.string().nullable() }),
    // Descriptions kept short: the contract is in the page's first load.
    "Roles, channels and emoji of a saved webhook's server.",
  ),
  'guilds.searchMembers': method(
    z.object({ webhookId, query: z.string().trim().min(1).max(100) }),
    z.object({ members: z.array(guildMemberSchema), reason: z.string().nullable() }),
    'Members by the start of their name.',
  ),
}
