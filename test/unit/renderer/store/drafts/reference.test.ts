import { describe, expect, it } from 'vitest'
import { setReference } from '@renderer/store/drafts/reducers/reference'
import { draft } from '../../features/composer/send/fixtures'

const reference = {
  messageId: '400000000000000001',
  webhookId: '300000000000000001',
  threadId: null,
  entryId: null,
  before: { content: 'Hello' },
  kept: [],
  componentsV2: false,
}

describe('setReference', () => {
  it('makes a message an edit and back, leaving its body and the other drafts fields alone', () => {
    const start = draft()
    const editing = setReference(start, 0, reference)
    expect(editing.messages[0]).toEqual({ ...start.messages[0], reference })
    expect(start.messages[0]?.reference).toBeUndefined()
    const back = setReference(editing, 0, undefined)
    expect(back.messages[0]).toEqual(start.messages[0])
    expect('reference' in back.messages[0]!).toBe(false)
  })

  it('changes nothing for a message that does not exist', () => {
    const start = draft()
    expect(setReference(start, 3, reference)).toBe(start)
  })
})
