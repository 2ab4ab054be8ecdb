import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Coalescer, SUPERSEDED } from '@services/status/coalescer'

// The coalescing promise, on a fake clock: one debounce, one send in flight per key, one body behind it.

type Call = { key: string; body: string; finish(value: string): void; fail(error: unknown): void }

function harness(debounceMs = 100) {
  const calls: Call[] = []
  const coalescer = new Coalescer<string, string>(
    (key, body) => new Promise((resolve, reject) => calls.push({ key, body, finish: resolve, fail: reject })),
    debounceMs,
  )
  return { calls, coalescer }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Coalescer', () => {
  it('waits the debounce, then sends once with the newest body; the others are superseded', async () => {
    const { calls, coalescer } = harness()
    const a = coalescer.submit('s', 'one')
    await vi.advanceTimersByTimeAsync(50)
    const b = coalescer.submit('s', 'two')
    const c = coalescer.submit('s', 'three')
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(99)
    // The debounce runs from the first body: it does not restart with each newer one.
    expect(calls.map((call) => call.body)).toEqual(['three'])
    calls[0]!.finish('sent three')
    expect(await Promise.all([a, b, c])).toEqual([SUPERSEDED, SUPERSEDED, 'sent three'])
  })

  it('a body arriving while a send is in flight goes right after it, without another debounce', async () => {
    const { calls, coalescer } = harness()
    const first = coalescer.submit('s', 'first')
    await vi.advanceTimersByTimeAsync(100)
    expect(calls.map((call) => call.body)).toEqual(['first'])
    const second = coalescer.submit('s', 'second')
    const third = coalescer.submit('s', 'third')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    calls[0]!.finish('ok first')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.body)).toEqual(['first', 'third'])
    calls[1]!.finish('ok third')
    expect(await Promise.all([first, second, third])).toEqual(['ok first', SUPERSEDED, 'ok third'])
    expect(coalescer.busy('s')).toBe(false)
  })

  it('keys are independent, and a failure reaches only its own caller', async () => {
    const { calls, coalescer } = harness()
    const a = coalescer.submit('a', 'a1')
    const b = coalescer.submit('b', 'b1')
    await vi.advanceTimersByTimeAsync(100)
    expect(calls.map((call) => `${call.key}:${call.body}`)).toEqual(['a:a1', 'b:b1'])
    const later = coalescer.submit('a', 'a2')
    calls[0]!.fail(new Error('Discord said no'))
    calls[1]!.finish('b ok')
    await expect(a).rejects.toThrow('Discord said no')
    expect(await b).toBe('b ok')
    await vi.advanceTimersByTimeAsync(0)
    calls[2]!.finish('a2 ok')
    expect(await later).toBe('a2 ok')
  })

  it('after everything went out, the next body waits a fresh debounce', async () => {
    const { calls, coalescer } = harness()
    const one = coalescer.submit('s', 'one')
    await vi.advanceTimersByTimeAsync(100)
    calls[0]!.finish('1')
    await one
    void coalescer.submit('s', 'two')
    await vi.advanceTimersByTimeAsync(99)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.body)).toEqual(['one', 'two'])
  })
})
