import { describe, expect, it } from 'vitest'
import type { HistoryEntryDetail } from '@shared/rpc/areas/history'
import {
  authorOf,
  bodyOf,
  editedAtOf,
  filesOf,
  namesOf,
} from '@renderer/features/history/preview/historyMessage'

const revision = (payload: unknown, message: Record<string, unknown>): HistoryEntryDetail['current'] => ({
  at: '2026-01-02T15:04:05.000Z',
  payload,
  attachmentNames: [],
  message,
})

const detail = (current: HistoryEntryDetail['current']): HistoryEntryDetail => ({
  id: '111111111111111111-222222222222222222',
  webhookId: '111111111111111111',
  webhookLabel: null,
  messageId: '222222222222222222',
  channelId: '333333333333333333',
  threadId: null,
  guildId: null,
  source: 'sent',
  sentAt: '2026-01-02T15:04:05.000Z',
  editedAt: null,
  deletedAt: null,
  preview: '',
  attachmentNames: [],
  revisionCount: 0,
  place: { server: null, channel: { id: '333333333333333333', name: null }, thread: null, unreadable: false },
  messageLink: null,
  current,
  revisions: [],
})

describe('history preview: what a recorded message shows', () => {
  it('draws the exact payload sent', () => {
    const payload = { content: 'Launch **today**', username: 'Announcer', flags: 4096 }
    expect(bodyOf(revision(payload, { content: 'other' }))).toBe(payload)
  })

  it("draws a message loaded by link from Discord's message object", () => {
    const body = bodyOf(
      revision(null, { id: '1', content: 'hi', embeds: [{ title: 't' }], flags: 4, author: {} }),
    )
    expect(body).toEqual({ content: 'hi', embeds: [{ title: 't' }], flags: 4 })
  })

  it("lists the message's attachments as files, SPOILER_ names as spoilers", () => {
    const files = filesOf(
      revision(null, {
        attachments: [
          {
            id: '1',
            filename: 'SPOILER_cat.png',
            size: 10,
            content_type: 'image/png',
            url: 'https://cdn.discordapp.com/a/1',
          },
          { id: '2', filename: 'notes.pdf', size: 20, description: 'Notes' },
        ],
      }),
    )
    expect(files).toEqual([
      {
        name: 'SPOILER_cat.png',
        size: 10,
        contentType: 'image/png',
        spoiler: true,
        url: 'https://cdn.discordapp.com/a/1',
      },
      {
        name: 'notes.pdf',
        size: 20,
        contentType: 'application/octet-stream',
        spoiler: false,
        url: null,
        description: 'Notes',
      },
    ])
  })

  it('takes the author from the library, else from the message', () => {
    const entry = detail(
      revision({}, { author: { id: '111111111111111111', username: 'Captain Hook', avatar: 'abc' } }),
    )
    expect(authorOf(entry, [])).toEqual({
      name: 'Captain Hook',
      avatarUrl: 'https://cdn.discordapp.com/avatars/111111111111111111/abc.png?size=80',
    })
    const servers = [
      {
        id: null,
        name: 'Server',
        channels: [
          {
            id: '333333333333333333',
            name: 'news',
            webhooks: [{ id: '111111111111111111', name: 'Newsroom', label: 'News', avatarUrl: null }],
          },
        ],
      },
    ] as never
    expect(authorOf(entry, servers)).toEqual({ name: 'Newsroom', avatarUrl: null })
    expect(namesOf(entry.current, servers).channels).toEqual({ '333333333333333333': 'news' })
  })

  it('names users Discord resolved in the message', () => {
    const names = namesOf(
      revision({}, { mentions: [{ id: '444444444444444444', username: 'ada', global_name: 'Ada' }] }),
      [],
    )
    expect(names.users).toEqual({ '444444444444444444': 'Ada' })
  })
})

describe('editedAtOf', () => {
  it('is the edit time Discord recorded on the version, and nothing for a version never edited', () => {
    const edited = revision({}, { edited_timestamp: '2026-01-02T16:00:00.000000+00:00' })
    expect(editedAtOf(edited)?.toISOString()).toBe('2026-01-02T16:00:00.000Z')
    expect(editedAtOf(revision({}, { edited_timestamp: null }))).toBeUndefined()
    expect(editedAtOf(revision({}, {}))).toBeUndefined()
  })
})
