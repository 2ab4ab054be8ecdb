import { describe, expect, it } from 'vitest'
import type { DraftSummary } from '@shared/drafts/draft'
import { draftRows } from '@renderer/features/composer/drafts/draftList'

function row(id: string, updatedAt: string, more: Partial<DraftSummary> = {}): DraftSummary {
  return {
    id,
    name: `Draft ${id}`,
    updatedAt,
    preview: '',
    sentAt: null,
    editing: false,
    untouched: false,
    words: '',
    messageIds: [],
    ...more,
  }
}

const none = {
  scheduled: new Set<string>(),
  statusMessages: new Set<string>(),
  statusAims: new Set<string>(),
}

describe('draftRows: the drafts list, searched and marked', () => {
  it('puts the last edited first', () => {
    const rows = draftRows(
      [
        row('aaaaaaaa', '2026-11-20T10:00:00.000Z'),
        row('bbbbbbbb', '2026-11-25T09:00:00.000Z'),
        row('cccccccc', '2026-11-22T10:00:00.000Z'),
      ],
      '',
      none,
    )
    expect(rows.map((r) => r.summary.id)).toEqual(['bbbbbbbb', 'cccccccc', 'aaaaaaaa'])
  })

  it('keeps the rows holding every word typed, in the name or anywhere in the messages, any case or accent', () => {
    const summaries = [
      row('aaaaaaaa', '2026-11-20T10:00:00.000Z', { name: 'Launch notes', words: 'Ship it on Friday' }),
      row('bbbbbbbb', '2026-11-21T10:00:00.000Z', { name: 'Café menu', words: 'Soup of the day' }),
      row('cccccccc', '2026-11-22T10:00:00.000Z', { name: 'Weekly', words: 'Launch recap, Friday edition' }),
    ]
    const ids = (query: string) => draftRows(summaries, query, none).map((r) => r.summary.id)
    expect(ids('launch')).toEqual(['cccccccc', 'aaaaaaaa'])
    expect(ids('  FRIDAY   ship ')).toEqual(['aaaaaaaa'])
    expect(ids('cafe')).toEqual(['bbbbbbbb'])
    expect(ids('soup launch')).toEqual([])
    expect(ids('')).toHaveLength(3)
  })

  it('marks sent, editing, scheduled and status-message drafts', () => {
    const summaries = [
      row('aaaaaaaa', '2026-11-20T10:00:00.000Z', {
        sentAt: '2026-11-20T10:00:00.000Z',
        messageIds: ['1001'],
      }),
      row('bbbbbbbb', '2026-11-21T10:00:00.000Z', { editing: true, messageIds: ['1002'] }),
      row('cccccccc', '2026-11-22T10:00:00.000Z'),
      // Aimed at a status message: its Send updates that message.
      row('dddddddd', '2026-11-23T10:00:00.000Z'),
    ]
    const marks = {
      scheduled: new Set(['cccccccc']),
      statusMessages: new Set(['1002']),
      statusAims: new Set(['dddddddd']),
    }
    const byId = Object.fromEntries(draftRows(summaries, '', marks).map((r) => [r.summary.id, r.marks]))
    expect(byId).toEqual({
      aaaaaaaa: ['sent'],
      bbbbbbbb: ['editing', 'status'],
      cccccccc: ['scheduled'],
      dddddddd: ['status'],
    })
  })
})
