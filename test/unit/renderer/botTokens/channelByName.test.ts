import { describe, expect, it } from 'vitest'
import { channelByName } from '@renderer/features/botTokens/channelByName'
import { englishTranslator } from '../../../support/english'

const t = englishTranslator()

// Issue 22 item 9: "#general" in the bot tools' channel field is resolved by name.
const KNOWN = [
  { id: '100000000000000001', name: 'general', server: 'Herald Sandbox' },
  { id: '100000000000000002', name: 'news', server: 'Herald Sandbox' },
  { id: '100000000000000003', name: 'news', server: 'Other server' },
]

describe('channelByName', () => {
  it('takes an id as it is, and a name with or without # in any case', () => {
    expect(channelByName(' 123456789012345678 ', KNOWN, t)).toEqual({ ok: true, id: '123456789012345678' })
    expect(channelByName('#general', KNOWN, t)).toEqual({ ok: true, id: '100000000000000001' })
    expect(channelByName('General', KNOWN, t)).toEqual({ ok: true, id: '100000000000000001' })
  })

  it('says which servers share a name, and when no channel has it', () => {
    expect(channelByName('#news', KNOWN, t)).toEqual({
      ok: false,
      message: 'Several channels are named #news (Herald Sandbox, Other server); pick one from the list.',
    })
    const none = channelByName('#random', KNOWN, t)
    expect(none.ok).toBe(false)
    expect(!none.ok && none.message).toContain('No channel named #random')
  })
})
