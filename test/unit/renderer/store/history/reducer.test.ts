import { describe, expect, it } from 'vitest'
import type { HistoryEntryView } from '@shared/rpc/areas/history'
import { entryStatus, excerpt, parseViewKey, replaceEntry, viewKey } from '@renderer/store/history/reducer'
import { entry } from './fixtures'

describe('history reducer', () => {
  it('names where a message stands, deleted first', () => {
    expect(entryStatus(entry()).key).toBe('sent')
    expect(entryStatus(entry({ source: 'loaded' })).key).toBe('loaded')
    expect(entryStatus(entry({ revisionCount: 1 })).key).toBe('edited')
    expect(
      entryStatus(entry({ editedAt: '2026-01-02T00:00:00.000Z', deletedAt: '2026-01-03T00:00:00.000Z' })).key,
    ).toBe('deleted')
  })

  it('folds whitespace and cuts a long text at a word', () => {
    expect(excerpt('  Hello\n\n  world ')).toBe('Hello world')
    expect(excerpt('')).toBe('')
    const long = excerpt('word '.repeat(60), 40)
    expect(long.endsWith('…')).toBe(true)
    expect([...long].length).toBeLessThanOrEqual(41)
    expect(long).not.toMatch(/wor…$/)
  })

  it('round-trips the view through its select key', () => {
    for (const view of [
      { kind: 'all' },
      { kind: 'webhook', webhookId: '300000000000000001' },
      { kind: 'channel', channelId: '200000000000000001' },
    ] as const) {
      expect(parseViewKey(viewKey(view))).toEqual(view)
    }
    expect(parseViewKey('webhook:')).toEqual({ kind: 'all' })
  })

  it('replaces a changed row and keeps only the row fields of a detail', () => {
    const detail = { ...entry({ deletedAt: '2026-01-03T00:00:00.000Z' }), current: { payload: {} } }
    const [row] = replaceEntry([entry()], detail as HistoryEntryView)
    expect(row?.deletedAt).toBe('2026-01-03T00:00:00.000Z')
    expect(row).not.toHaveProperty('current')
    expect(replaceEntry([entry()], entry({ id: 'other' }))[0]?.deletedAt).toBeNull()
  })
})
