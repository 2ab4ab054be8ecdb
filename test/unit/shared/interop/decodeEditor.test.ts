import { describe, expect, it } from 'vitest'
import { decodeImport } from '@shared/interop'
import { HOOK_1, HOOK_2, REF_LINK, THREAD_2, fixture, fixtureJson } from './fixtures'

describe('decodeImport: Discohook editor data, links, other tools and bare bodies', () => {
  it('d2 editor data keeps every field Herald supports and maps the legacy ones', () => {
    const r = decodeImport(fixture('editor-d2.json'))
    expect(r.format).toBe('discohook-editor')
    const source = fixtureJson('editor-d2.json').messages as { data: Record<string, unknown> }[]
    const first = r.drafts[0]?.messages[0]
    const { author: _author, ...wanted } = source[0]?.data ?? {}
    const embeds = wanted.embeds as Record<string, unknown>[]
    // null colour means "none"; the tracking custom_id of a link button is Discohook's own
    expect(first?.data).toEqual({
      ...wanted,
      embeds: [embeds[0], { description: 'no colour' }],
      components: [
        { type: 1, components: [{ type: 2, style: 5, label: 'Read more', url: 'https://example.com/more' }] },
      ],
    })
    expect(first?.name).toBe('Part 1')
    expect(r.drafts[0]?.messages[1]).toEqual({
      data: { content: 'Edited text' },
      reference: { ...REF_LINK, webhookId: '1181234567890123456' },
      threadId: '1000000000000000004',
    })
    expect(r.webhooks.map((w) => w.url)).toEqual([HOOK_1])
    expect(r.problems.map((p) => [p.pathText, p.code])).toEqual([
      ['targets[1]', 'target_unsupported'],
      ['messages[1].data.attachments', 'files_not_included'],
    ])
  })

  it('older editor data: no version, null content/embeds/colour, author object, thread in the target URL', () => {
    const r = decodeImport(fixture('editor-legacy.json'))
    expect(r.drafts[0]?.messages).toEqual([
      {
        data: {
          content: 'Old editor',
          username: 'Legacy name',
          avatar_url: 'https://example.com/legacy.png',
        },
        threadId: THREAD_2,
      },
      {
        data: { embeds: [{ title: 'Only an embed', fields: [] }] },
        reference: { messageId: '1000000000000000003', channelId: null, guildId: null, webhookId: null },
        threadId: THREAD_2,
      },
    ])
    expect(r.webhooks.map((w) => w.url)).toEqual([HOOK_2])
  })

  it('a discohook.app ?data= link decodes to the same drafts as its JSON', () => {
    const link = decodeImport(fixture('link-discohook-app.txt'))
    const file = decodeImport(fixture('editor-d2.json'))
    expect(link.format).toBe('discohook-link')
    expect(link.drafts).toEqual(file.drafts)
    expect(link.webhooks).toEqual(file.webhooks)
  })

  it('older links: discohook.org ?data=, ?message= (camelCase) and Glitchii (percent-encoded base64)', () => {
    expect(decodeImport(fixture('link-discohook-org.txt')).drafts[0]?.messages[0]?.data).toEqual({
      content: 'From discohook.org ✓',
      embeds: [{ title: 'Old site' }],
    })
    expect(decodeImport(fixture('link-message.txt')).drafts[0]?.messages[0]?.data).toEqual({
      content: 'v1 link',
      avatar_url: 'https://example.com/m.png',
      embeds: [{ title: 'camel', footer: { text: 'f', icon_url: 'https://example.com/ff.png' } }],
    })
    const gl = decodeImport(fixture('link-glitchii.txt'))
    expect(gl.format).toBe('glitchii-link')
    expect(gl.drafts[0]?.messages[0]?.data).toEqual({
      content: 'Glitchii ✓',
      embeds: [{ title: 'GL', color: 1234 }],
    })
  })

  it('a ?share= link is never fetched: it says why and imports nothing', () => {
    const r = decodeImport(fixture('link-share.txt'))
    expect(r).toMatchObject({ format: null, drafts: [], webhooks: [] })
    expect(r.problems[0]?.code).toBe('share_needs_network')
  })

  it('Embed Generator: one draft per message, its internal ids, tts:false and actions dropped', () => {
    const r = decodeImport(fixture('embed-generator.json'))
    expect(r.format).toBe('embed-generator')
    expect(r.drafts).toEqual([
      {
        name: 'EG message',
        webhooks: [],
        messages: [
          {
            data: {
              content: 'From Embed Generator',
              username: 'EG',
              avatar_url: 'https://example.com/eg.png',
              embeds: [
                { title: 'EG embed', color: 3447003, fields: [{ name: 'a', value: 'b', inline: true }] },
              ],
              allowed_mentions: { parse: ['users'] },
            },
          },
        ],
      },
      { name: 'Second', webhooks: [], messages: [{ data: { content: 'EG two' } }] },
    ])
    expect(r.problems).toEqual([])
  })

  it('bare bodies keep every Execute Webhook field; a single `embed` becomes embeds', () => {
    const body = fixtureJson('body-basic.json')
    expect(decodeImport(fixture('body-basic.json')).drafts[0]?.messages[0]?.data).toEqual(body)
    const v2 = fixtureJson('body-components-v2.json')
    const r = decodeImport(fixture('body-components-v2.json'))
    expect(r.drafts[0]?.messages[0]?.data).toEqual(v2)
    expect(r.problems).toEqual([])
    expect(decodeImport(fixture('body-leovoel.json')).drafts[0]?.messages[0]?.data).toEqual({
      content: 'bot mode',
      embeds: [{ title: 'Single embed' }],
    })
  })
})
