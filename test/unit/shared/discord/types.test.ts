import { describe, expect, it } from 'vitest'
import type {
  APIAllowedMentions,
  APIEmbed,
  RESTAPIPoll,
  RESTPatchAPIWebhookWithTokenMessageJSONBody,
  RESTPostAPIWebhookWithTokenJSONBody,
  RESTPutAPIApplicationRoleConnectionMetadataJSONBody,
  RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
  RESTAPIAttachment,
} from 'discord-api-types/v10'
import type {
  AllowedMentions,
  AttachmentRequest,
  Embed,
  Message,
  MessageEdit,
  MetadataRecords,
  Poll,
  RoleConnection,
} from '@shared/discord'

// Compile-time proof that what our schemas produce is a valid discord-api-types request body. Our types
// use string literals ('users') where discord-api-types has string enums (AllowedMentionsTypes.User),
// so Widen turns each string enum into the union of its values before comparing.
type Widen<T> = T extends string
  ? `${T}`
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T
type Assignable<From, To> = [From] extends [Widen<To>] ? true : false
const checks: {
  message: Assignable<Message, RESTPostAPIWebhookWithTokenJSONBody>
  // poll: null is how an edit clears a poll; discord-api-types leaves poll out of the edit body.
  edit: Assignable<Omit<MessageEdit, 'poll'>, RESTPatchAPIWebhookWithTokenMessageJSONBody>
  embed: Assignable<Embed, APIEmbed>
  mentions: Assignable<AllowedMentions, APIAllowedMentions>
  attachment: Assignable<AttachmentRequest, RESTAPIAttachment>
  poll: Assignable<Poll, RESTAPIPoll>
  records: Assignable<MetadataRecords, RESTPutAPIApplicationRoleConnectionMetadataJSONBody>
  roleConnection: Assignable<RoleConnection, RESTPutAPICurrentUserApplicationRoleConnectionJSONBody>
} = {
  message: true,
  edit: true,
  embed: true,
  mentions: true,
  attachment: true,
  poll: true,
  records: true,
  roleConnection: true,
}

describe('types', () => {
  it('our parsed payloads are assignable to discord-api-types request bodies', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true)
  })
})
