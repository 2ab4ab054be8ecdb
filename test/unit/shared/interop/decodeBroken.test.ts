import { describe, expect, it } from 'vitest'
import { DRAFT_MESSAGES_MAX } from '@shared/drafts/draft'
import { decodeImport } from '@shared/interop'
import { fixture } from './fixtures'

describe('decodeImport: broken input keeps what is valid and reports every problem with its path', () => {
  it('a backup with bad entries', () => {
    const r = decodeImport(fixture('broken-values.json'))
    expect(r.drafts.map((d) => d.name)).toEqual(['Broken'])
    expect(r.drafts[0]?.messages.map((m) => Object.keys(m))).toEqual([['data'], ['data'], ['data']])
    expect(r.webhooks).toEqual([])
    expect(r.problems.map((p) => [p.pathText, p.code, p.severity])).toEqual([
      ['backups[0].messages[1]', 'not_a_message', 'error'],
      ['backups[0].targets[0].url', 'bad_webhook_url', 'error'],
      ['backups[0].targets[1]', 'target_unsupported', 'warning'],
      ['backups[0].messages[2].data.embeds[0].title', 'too_long', 'warning'],
      ['backups[0].messages[3].reference', 'bad_reference', 'error'],
      ['backups[0].messages[3].thread_id', 'bad_thread', 'error'],
      ['backups[1]', 'empty_set', 'error'],
    ])
  })

  it.each([
    ['broken-json.txt', 'bad_json'],
    ['broken-unknown.json', 'unknown_format'],
  ])('%s imports nothing and says why (%s)', (name, code) => {
    const r = decodeImport(fixture(name))
    expect(r).toMatchObject({ format: null, drafts: [], webhooks: [] })
    expect(r.problems.map((p) => p.code)).toEqual([code])
  })

  it('empty text, a link without data, and JSON that is not an object', () => {
    expect(decodeImport('  ').problems[0]?.code).toBe('empty')
    expect(decodeImport('https://discohook.app/').problems[0]?.code).toBe('unknown_link')
    expect(decodeImport('https://discohook.app/?data=%%%').problems[0]?.code).toBe('bad_link')
    expect(decodeImport('[1,2]').problems[0]?.code).toBe('not_an_object')
  })

  it('more than ten messages are split into drafts of ten', () => {
    const messages = Array.from({ length: 23 }, (_, i) => ({ data: { content: `m${i}` } }))
    const r = decodeImport(JSON.stringify({ version: 8, backups: [{ name: 'Big', messages, targets: [] }] }))
    expect(r.drafts.map((d) => [d.name, d.messages.length])).toEqual([
      ['Big', DRAFT_MESSAGES_MAX],
      ['Big (2)', DRAFT_MESSAGES_MAX],
      ['Big (3)', 3],
    ])
  })
})

describe('decodeImport: threads', () => {
  it('a new post (thread_name) wins over thread_id, as in Discohook', () => {
    const r = decodeImport(
      JSON.stringify({
        messages: [{ data: { content: 'x', thread_name: 'Post' }, thread_id: '1000000000000000004' }],
      }),
    )
    expect(r.drafts[0]?.messages).toEqual([{ data: { content: 'x', thread_name: 'Post' } }])
    expect(r.problems.map((p) => [p.pathText, p.code])).toEqual([
      ['messages[0].thread_id', 'thread_and_post'],
    ])
  })
})
