import { describe, expect, it } from 'vitest'
import type { GuildDirectory } from '@shared/rpc/areas/guilds'
import { customEmojiMarkup } from '@renderer/features/composer/message/emojiNames'
import {
  channelKind,
  matching,
  mentionableChannels,
  mentionableRoles,
  roleColor,
} from '@renderer/features/composer/message/mentionNames'
import { previewNamesOf } from '@renderer/features/composer/message/previewNames'

const GUILD = '100000000000000001'
const directory: GuildDirectory = {
  guildId: GUILD,
  roles: [
    {
      id: '100000000000000030',
      name: 'Moderators',
      color: 0x2ecc71,
      position: 2,
      managed: false,
      mentionable: true,
    },
    { id: '100000000000000031', name: 'Plain', color: 0, position: 1, managed: false, mentionable: true },
    { id: GUILD, name: '@everyone', color: 0, position: 0, managed: false, mentionable: false },
  ],
  channels: [
    { id: '100000000000000010', name: 'Info', type: 4 },
    { id: '100000000000000011', name: 'general', type: 0 },
    { id: '100000000000000013', name: 'forum', type: 15 },
  ],
  emojis: [],
}

describe('matching', () => {
  it('puts names starting with the query before names containing it, ignoring case and a leading @ or #', () => {
    const names = ['general', 'news', 'announcements', 'renew']
    expect(matching(names, 'NE', (n) => n)).toEqual(['news', 'general', 'renew'])
    expect(matching(names, '#new', (n) => n)).toEqual(['news', 'renew'])
    expect(matching(names, '  ', (n) => n)).toEqual(names)
  })
})

describe('what the picker offers', () => {
  it('leaves @everyone out of roles (it has its own kind) and categories out of channels', () => {
    expect(mentionableRoles(directory).map((r) => r.name)).toEqual(['Moderators', 'Plain'])
    expect(mentionableChannels(directory).map((c) => c.name)).toEqual(['general', 'forum'])
    expect(channelKind(15)).toBe('forum')
    expect(channelKind(4)).toBeUndefined()
  })

  it('writes a role colour as hex, none for 0', () => {
    expect(roleColor(0x2ecc71)).toBe('#2ecc71')
    expect(roleColor(0x0000ff)).toBe('#0000ff')
    expect(roleColor(0)).toBeUndefined()
  })
})

describe('previewNamesOf', () => {
  it('names roles, channels (over the library’s names) and the members found, with colours only for coloured roles', () => {
    const members = {
      '100000000000000060': { id: '100000000000000060', username: 'ada', displayName: 'Ada' },
    }
    expect(
      previewNamesOf(
        { channels: { '100000000000000012': 'news', '100000000000000011': 'old name' } },
        directory,
        members,
      ),
    ).toEqual({
      roles: { '100000000000000030': 'Moderators', '100000000000000031': 'Plain', [GUILD]: '@everyone' },
      roleColors: { '100000000000000030': 0x2ecc71 },
      channels: {
        '100000000000000012': 'news',
        '100000000000000010': 'Info',
        '100000000000000011': 'general',
        '100000000000000013': 'forum',
      },
      users: { '100000000000000060': 'Ada' },
    })
    expect(previewNamesOf({}, undefined, {})).toEqual({ roles: {}, roleColors: {}, channels: {}, users: {} })
  })
})

describe('customEmojiMarkup', () => {
  it('writes <:name:id> and <a:name:id> for an animated one', () => {
    expect(customEmojiMarkup({ id: '100000000000000050', name: 'wave', animated: false })).toBe(
      '<:wave:100000000000000050>',
    )
    expect(customEmojiMarkup({ id: '100000000000000051', name: 'blob', animated: true })).toBe(
      '<a:blob:100000000000000051>',
    )
  })
})
