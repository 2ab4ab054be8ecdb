import { describe, expect, it } from 'vitest'
import {
  AFTER_FAILURE,
  CANCELLED,
  hasFailures,
  hold,
  queuedCells,
  shownCell,
  tally,
  unknownOutcomes,
  withCell,
  withFailure,
} from '@renderer/features/composer/send/targetCells'

const A = '300000000000000001'
const B = '300000000000000002'
const error = { kind: 'discord' as const, message: 'Unknown Webhook', status: 404, code: 10015, issues: [] }
const sent = { at: '', messageId: '400000000000000001', channelId: '200000000000000001', link: null }

describe('the result table’s cells', () => {
  it('start queued for every message of the plan at its target', () => {
    expect(queuedCells([{ webhookId: A, messageIds: ['m1', 'm2'] }])).toEqual({
      [A]: { m1: { state: 'queued' }, m2: { state: 'queued' } },
    })
  })

  it('a failure holds the messages after it at that target only', () => {
    const start = queuedCells([
      { webhookId: A, messageIds: ['m1', 'm2', 'm3'] },
      { webhookId: B, messageIds: ['m1', 'm2', 'm3'] },
    ])
    const after = withFailure(withCell(start, A, 'm1', undefined), A, 'm2', error, ['m3'])
    expect(after[A]).toEqual({ m2: { state: 'failed', error }, m3: { state: 'held', why: AFTER_FAILURE } })
    expect(after[B]).toEqual(start[B])
    expect(hasFailures(after)).toBe(true)
    expect(hasFailures(hold(start, A, ['m1'], CANCELLED))).toBe(false)
    // A 5xx or a lost answer may have been posted: Retry asks first about those only.
    expect(unknownOutcomes(after)).toBe(0)
    const lost = { kind: 'unknownOutcome' as const, message: 'Discord had a server error (500).' }
    expect(unknownOutcomes(withFailure(after, B, 'm1', lost, []))).toBe(1)
  })

  it('show the draft’s record over what this session saw, and count sent and failed', () => {
    const shown = [
      shownCell(sent, { state: 'failed', error }),
      shownCell(undefined, { state: 'failed', error }),
      shownCell(undefined, undefined),
    ]
    expect(shown.map((cell) => cell.state)).toEqual(['sent', 'failed', 'notSent'])
    expect(tally(shown)).toEqual({ sent: 1, failed: 1, total: 3 })
  })
})
