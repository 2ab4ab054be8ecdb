import { describe, expect, it } from 'vitest'
import { decodeImport } from '@shared/interop'
import { HOOK_1, HOOK_2, REF_LINK, THREAD_2, fixture } from './fixtures'

const contents = (r: ReturnType<typeof decodeImport>): unknown[][] =>
  r.drafts.map((d) => d.messages.map((m) => m.data.content))

describe('decodeImport: Discohook backup files v1–v8', () => {
  it('v1 snake_cases the camelCase message, deeply', () => {
    const r = decodeImport(fixture('backup-v1.json'))
    expect(r).toMatchObject({ format: 'discohook-backup', version: 1, webhooks: [], problems: [] })
    expect(r.drafts).toEqual([
      {
        name: 'Version one',
        webhooks: [],
        messages: [
          {
            data: {
              content: 'camel',
              avatar_url: 'https://example.com/v1.png',
              username: 'V1',
              embeds: [{ title: 'T', footer: { text: 'f', icon_url: 'https://example.com/f1.png' } }],
            },
          },
        ],
      },
    ])
  })

  it('v2 is one message as is', () => {
    const r = decodeImport(fixture('backup-v2.json'))
    expect(r.drafts).toEqual([
      {
        name: 'Version two',
        webhooks: [],
        messages: [{ data: { content: 'two', embeds: [{ title: 'T2', color: 16711680 }] } }],
      },
    ])
  })

  it('v3 holds several backups; webhookUrl becomes a found webhook, an old author a username', () => {
    const r = decodeImport(fixture('backup-v3.json'))
    expect(r.drafts.map((d) => d.name)).toEqual(['Three A', 'Three B'])
    expect(r.drafts[0]?.webhooks).toEqual([0])
    expect(r.drafts[1]?.messages[0]?.data).toEqual({ content: 'three b', username: 'Old' })
    expect(r.webhooks).toEqual([
      { url: HOOK_1, webhookId: '1181234567890123456', pathText: 'backups[0].webhookUrl' },
    ])
  })

  it('v4 bare message lists become messages in order', () => {
    const r = decodeImport(fixture('backup-v4.json'))
    expect(contents(r)).toEqual([['four 1', 'four 2']])
    expect(r.webhooks.map((w) => w.url)).toEqual([HOOK_1])
  })

  it('v5 target.message becomes every message’s reference; the URL’s thread moves into the messages', () => {
    const r = decodeImport(fixture('backup-v5.json'))
    const ref = { ...REF_LINK, webhookId: null }
    expect(r.drafts[0]?.messages).toEqual([
      { data: { content: 'five 1' }, reference: ref, threadId: THREAD_2 },
      { data: { content: 'five 2' }, reference: ref, threadId: THREAD_2 },
    ])
    expect(r.webhooks).toEqual([
      { url: HOOK_2, webhookId: '1181234567890999999', pathText: 'backups[0].target.url' },
    ])
  })

  it('v6 reads {data, reference} messages and target.url', () => {
    const r = decodeImport(fixture('backup-v6.json'))
    expect(r.drafts[0]?.messages[0]?.reference).toEqual({
      messageId: '1000000000000000003',
      channelId: null,
      guildId: null,
      webhookId: null,
    })
    expect(r.webhooks.map((w) => w.pathText)).toEqual(['backups[0].target.url'])
  })

  it('v7 reads targets lists; a backup without targets names no webhook', () => {
    const r = decodeImport(fixture('backup-v7.json'))
    expect(contents(r)).toEqual([['seven 1', 'seven 2'], [undefined]])
    expect(r.drafts.map((d) => d.webhooks)).toEqual([[0], []])
  })

  it('v8 keeps message names, thread_name and thread_id, dedupes targets and drops Discohook flows', () => {
    const r = decodeImport(fixture('backup-v8.json'))
    expect(r.drafts[0]).toEqual({
      name: 'Weekly update',
      webhooks: [0],
      messages: [
        { name: 'Part 1', data: { content: 'week 1', thread_name: 'Week 47' } },
        { name: 'Part 2', data: { content: 'week 2' }, threadId: '1000000000000000004' },
      ],
    })
    expect(r.webhooks).toHaveLength(1)
    const card = r.drafts[1]?.messages[0]?.data
    expect(JSON.stringify(card)).not.toContain('"flow"')
    expect(JSON.stringify(card)).toContain('"custom_id":"dh_flow_1"')
    expect(r.problems).toEqual([
      expect.objectContaining({ pathText: 'backups[0].schedule', code: 'schedule_not_imported' }),
      expect.objectContaining({
        pathText: 'backups[1].messages[0].data.components[0].components[1].components[0]',
        code: 'needs_other_bot',
        severity: 'warning',
      }),
    ])
  })
})
