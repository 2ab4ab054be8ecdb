import { describe, expect, it } from 'vitest'
import { draftMessageSchema } from '@shared/drafts/draft'
import { decodeImport, toDraftMessage } from '@shared/interop'
import { fixture } from './fixtures'

describe('toDraftMessage', () => {
  it('makes valid DraftMessages of every message of the d2 fixture, edits included', () => {
    const r = decodeImport(fixture('editor-d2.json'))
    const [first, second] = r.drafts[0]?.messages ?? []
    if (!first || !second) throw new Error('fixture changed')
    const a = toDraftMessage(first, 'm1')
    expect(a).toEqual({
      message: { id: 'm1', name: 'Part 1', data: first.data, files: [] },
      referenceDropped: false,
    })
    const b = toDraftMessage(second, 'm2')
    expect(draftMessageSchema.parse(b.message)).toEqual(b.message)
    expect(b.message.threadId).toBe('1000000000000000004')
    expect(b.message.reference).toEqual({
      messageId: '1000000000000000003',
      webhookId: '1181234567890123456',
      threadId: '1000000000000000004',
      entryId: null,
      before: {},
      kept: [],
      componentsV2: false,
    })
  })

  it('an edit without a known webhook takes the draft’s webhook, or becomes a new message and says so', () => {
    const m = {
      data: { content: 'x', flags: 32768 },
      reference: { messageId: '1000000000000000003', channelId: null, guildId: null, webhookId: null },
    }
    expect(toDraftMessage(m, 'm', '1181234567890123456').message.reference).toMatchObject({
      webhookId: '1181234567890123456',
      componentsV2: true,
    })
    const alone = toDraftMessage(m, 'm')
    expect(alone.referenceDropped).toBe(true)
    expect(alone.message.reference).toBeUndefined()
  })
})
