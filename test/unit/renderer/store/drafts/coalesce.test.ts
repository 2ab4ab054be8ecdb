import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstOfBurst } from '@renderer/store/drafts/coalesce'

describe('firstOfBurst: one undo step per pause in typing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('records the first call of a burst and none of the calls that follow it closely', () => {
    const record = vi.fn()
    const call = firstOfBurst(record, 500)
    call('a')
    vi.advanceTimersByTime(300)
    call('b')
    vi.advanceTimersByTime(300)
    call('c')
    expect(record.mock.calls).toEqual([['a']])
  })

  it('records again after a pause as long as the quiet time', () => {
    const record = vi.fn()
    const call = firstOfBurst(record, 500)
    call('a')
    vi.advanceTimersByTime(500)
    call('b')
    expect(record.mock.calls).toEqual([['a'], ['b']])
  })

  it('reset ends the burst at once, so the next call is recorded', () => {
    const record = vi.fn()
    const call = firstOfBurst(record, 500)
    call('a')
    call.reset()
    call('b')
    expect(record.mock.calls).toEqual([['a'], ['b']])
  })
})
