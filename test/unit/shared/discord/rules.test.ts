import { describe, expect, it } from 'vitest'
import {
  MessageFlags,
  measure,
  messageEditSchema,
  messageSchema,
  validateMessage,
  validateMessageEdit,
  webhookCreateSchema,
} from '@shared/discord'

const V2 = MessageFlags.IS_COMPONENTS_V2
const codes = (value: unknown, options?: Parameters<typeof measure>[1]) =>
  measure(value, options).problems.map((p) => `${p.pathText}:${p.code}`)
const linkRow = { type: 1, components: [{ type: 2, style: 5, label: 'Docs', url: 'https://example.com' }] }

describe('empty message', () => {
  it.each([{}, { content: '' }, { content: '   ' }, { embeds: [] }, { components: [] }, { username: 'Bot' }])(
    'reports %j as empty, as Discord answers 50006',
    (message) => {
      expect(codes(message)).toContain(':empty_message')
    },
  )

  it.each([
    { content: 'hi' },
    { embeds: [{ title: 't' }] },
    { components: [linkRow] },
    { attachments: [{ id: 0, filename: 'a.png' }] },
    { poll: { question: { text: 'Q?' }, answers: [{ poll_media: { text: 'A' } }] } },
  ])('accepts %j as not empty', (message) => {
    expect(validateMessage(message).ok).toBe(true)
  })

  it('counts files sent beside the JSON', () => {
    expect(codes({}, { fileCount: 1 })).toEqual([])
  })
})

describe('Components V2', () => {
  const text = { type: 10, content: 'Hello' }

  it.each([
    [{ content: 'hi' }, 'content:v2_legacy_field'],
    [{ embeds: [{ title: 't' }] }, 'embeds:v2_legacy_field'],
    [{ poll: { question: { text: 'Q' }, answers: [{ poll_media: { text: 'A' } }] } }, 'poll:v2_legacy_field'],
  ])('forbids legacy fields: %j', (extra, code) => {
    expect(codes({ flags: V2, components: [text], ...extra })).toContain(code)
  })

  it('needs the flag for V2 components', () => {
    expect(codes({ components: [text] })).toEqual(['components[0]:v2_flag_required'])
    expect(codes({ flags: V2, components: [text] })).toEqual([])
  })

  it('takes only attachment:// in a File component', () => {
    const file = (url: string) => ({ flags: V2, components: [{ type: 13, file: { url } }] })
    expect(codes(file('attachment://report.pdf'))).toEqual([])
    expect(codes(file('https://example.com/report.pdf'))).toEqual([
      'components[0].file.url:attachment_url_required',
    ])
  })

  it('accepts a full V2 layout', () => {
    const message = {
      flags: V2 | MessageFlags.SUPPRESS_NOTIFICATIONS,
      components: [
        {
          type: 17,
          accent_color: 0x5865f2,
          components: [
            { type: 10, content: '# Release' },
            { type: 14, divider: true, spacing: 2 },
            {
              type: 9,
              components: [{ type: 10, content: 'Notes' }],
              accessory: { type: 2, style: 5, label: 'Open', url: 'https://example.com' },
            },
            { type: 12, items: [{ media: { url: 'attachment://shot.png' }, description: 'Screenshot' }] },
            { type: 13, file: { url: 'attachment://notes.pdf' }, spoiler: false },
            linkRow,
          ],
        },
      ],
      attachments: [
        { id: 0, filename: 'shot.png' },
        { id: 1, filename: 'notes.pdf' },
      ],
    }
    expect(codes(message)).toEqual([])
    expect(messageSchema.safeParse(message).success).toBe(true)
  })

  it('rejects a container inside a container and a bare thumbnail at the top', () => {
    expect(
      codes({ flags: V2, components: [{ type: 17, components: [{ type: 17, components: [text] }] }] }),
    ).toEqual(['components[0].components[0].type:unknown_type'])
    expect(codes({ flags: V2, components: [{ type: 11, media: { url: 'https://x.io/a.png' } }] })).toEqual([
      'components[0].type:unknown_type',
    ])
  })
})

describe('legacy components', () => {
  it('allows 5 action rows and not 6', () => {
    expect(codes({ components: Array(5).fill(linkRow) })).toEqual([])
    expect(codes({ components: Array(6).fill(linkRow) })).toEqual(['components:too_many'])
  })

  it('holds 1–5 buttons or one select in a row', () => {
    const button = (i: number) => ({ type: 2, style: 1, label: `B${i}`, custom_id: `b${i}` })
    const select = { type: 3, custom_id: 's', options: [{ label: 'A', value: 'a' }] }
    expect(codes({ components: [{ type: 1, components: [0, 1, 2, 3, 4].map(button) }] })).toEqual([])
    expect(codes({ components: [{ type: 1, components: [0, 1, 2, 3, 4, 5].map(button) }] })).toEqual([
      'components[0].components:too_many',
    ])
    expect(codes({ components: [{ type: 1, components: [select, button(0)] }] })).toEqual([
      'components[0].components:row_mixed',
    ])
  })

  it('checks button shapes by style', () => {
    const row = (b: object) => ({ components: [{ type: 1, components: [{ type: 2, ...b }] }] })
    expect(codes(row({ style: 1, label: 'Go' }))).toEqual(['components[0].components[0].custom_id:required'])
    expect(codes(row({ style: 5, url: 'https://x.io', custom_id: 'x' }))).toEqual([
      'components[0].components[0]:unexpected_field',
    ])
    expect(codes(row({ style: 6, sku_id: '123456789012345678' }))).toEqual([])
  })

  it('finds repeated custom ids and component ids', () => {
    const b = { type: 2, style: 1, label: 'x', custom_id: 'same', id: 7 }
    expect(codes({ components: [{ type: 1, components: [b, b] }] })).toEqual([
      'components[0].components[1].id:duplicate',
      'components[0].components[1].custom_id:duplicate',
    ])
  })

  it('flags interactive components for a webhook no application owns', () => {
    const row = { type: 1, components: [{ type: 2, style: 1, label: 'x', custom_id: 'x' }] }
    expect(codes({ components: [row] }, { interactiveComponents: false })).toEqual([
      'components[0].components[0]:interactive_not_allowed',
    ])
    expect(codes({ components: [linkRow] }, { interactiveComponents: false })).toEqual([])
  })
})

describe('allowed_mentions', () => {
  it('rejects parse users with a users list, and parse roles with a roles list', () => {
    expect(
      codes({ content: 'x', allowed_mentions: { parse: ['users'], users: ['123456789012345678'] } }),
    ).toEqual(['allowed_mentions.users:mentions_exclusive'])
    expect(
      codes({ content: 'x', allowed_mentions: { parse: ['roles'], roles: ['123456789012345678'] } }),
    ).toEqual(['allowed_mentions.roles:mentions_exclusive'])
  })

  it('accepts everyone with a users list, an empty users list, and parse: []', () => {
    for (const am of [
      { parse: ['everyone'], users: ['123456789012345678'] },
      { parse: ['users'], users: [] },
      { parse: [] },
    ]) {
      expect(codes({ content: 'x', allowed_mentions: am })).toEqual([])
    }
  })
})

describe('flags', () => {
  it('takes only the bits a webhook may set', () => {
    expect(codes({ content: 'x', flags: 4 | 4096 })).toEqual([])
    expect(codes({ content: 'x', flags: 64 })).toEqual(['flags:flags_not_allowed'])
    expect(codes({ content: 'x', flags: MessageFlags.SUPPRESS_NOTIFICATIONS }, { kind: 'edit' })).toEqual([
      'flags:flags_not_allowed',
    ])
  })
})

describe('embeds', () => {
  it('accepts attachment:// for images and icons but not for the embed url', () => {
    const embed = {
      title: 't',
      url: 'https://example.com',
      image: { url: 'attachment://a.png' },
      thumbnail: { url: 'https://example.com/t.png' },
      author: { name: 'A', icon_url: 'attachment://a.png', url: 'https://example.com' },
      footer: { text: 'F', icon_url: 'attachment://f.png' },
      color: 0xffffff,
      timestamp: '2025-01-31T18:00:00.000Z',
    }
    expect(codes({ embeds: [embed] })).toEqual([])
    expect(codes({ embeds: [{ ...embed, url: 'attachment://a.png' }] })).toEqual([
      'embeds[0].url:invalid_url',
    ])
    expect(codes({ embeds: [{ ...embed, url: 'ftp://x' }] })).toEqual(['embeds[0].url:invalid_url'])
  })

  it('keeps colours within 0..0xFFFFFF and timestamps ISO 8601', () => {
    expect(codes({ embeds: [{ title: 't', color: 0x1000000 }] })).toEqual(['embeds[0].color:out_of_range'])
    expect(codes({ embeds: [{ title: 't', color: -1 }] })).toEqual(['embeds[0].color:out_of_range'])
    expect(codes({ embeds: [{ title: 't', timestamp: 'yesterday' }] })).toEqual([
      'embeds[0].timestamp:invalid_timestamp',
    ])
  })

  it('reports an embed with nothing in it', () => {
    expect(codes({ embeds: [{ color: 1 }] })).toEqual(['embeds[0]:embed_empty'])
  })

  it('rejects an empty or whitespace field value', () => {
    expect(codes({ embeds: [{ fields: [{ name: 'n', value: '  ' }] }] })).toEqual([
      'embeds[0].fields[0].value:empty',
    ])
  })
})

describe('webhook and username names', () => {
  it.each(['Clyde', 'my discord bot', 'everyone', 'Here', 'groundsphere', '', '   '])(
    'rejects %j',
    (name) => {
      expect(webhookCreateSchema.safeParse({ name }).success).toBe(false)
      expect(codes({ content: 'x', username: name }).length).toBe(1)
    },
  )

  it('accepts an ordinary name', () => {
    expect(webhookCreateSchema.safeParse({ name: 'Announcements 📣' }).success).toBe(true)
  })
})

describe('edit body', () => {
  it('accepts nulls that clear content, embeds and poll, and needs nothing else', () => {
    expect(messageEditSchema.safeParse({ content: null, embeds: null, poll: null }).success).toBe(true)
    expect(validateMessageEdit({ flags: MessageFlags.SUPPRESS_EMBEDS }).ok).toBe(true)
  })

  it('says that username, avatar_url, tts, thread_name and applied_tags cannot be edited', () => {
    expect(codes({ content: 'x', username: 'New', thread_name: 'T' }, { kind: 'edit' })).toEqual([
      'username:not_editable',
      'thread_name:not_editable',
    ])
  })

  it('allows turning on V2 when content is cleared in the same edit', () => {
    expect(
      codes(
        { flags: V2, content: null, embeds: [], components: [{ type: 10, content: 'x' }] },
        { kind: 'edit' },
      ),
    ).toEqual([])
  })
})

describe('validateMessage', () => {
  it('returns the message without fields Discord does not take', () => {
    expect(validateMessage({ content: 'hi', nonce: 'x' })).toEqual({ ok: true, message: { content: 'hi' } })
  })

  it('lists every problem with paths for a 6001-character embed set', () => {
    const result = validateMessage({
      embeds: [{ description: 'a'.repeat(4096) }, { description: 'b'.repeat(1905) }],
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems).toEqual([
        {
          path: ['embeds'],
          pathText: 'embeds',
          code: 'embeds_total_too_long',
          message: expect.stringContaining('6001 characters'),
          phrase: { id: 'problem.embeds.total', values: { used: '6001', max: '6000' } },
        },
      ])
    }
  })

  it('reports the same problem for a field whether the rest of the draft is valid or not', () => {
    const field = { name: 'n', value: 'x'.repeat(1025) }
    const complete = measure({ content: 'ok', embeds: [{ fields: [field] }] }).problems
    const draft = measure({ content: 5, username: [], embeds: [{ fields: [field], color: 'red' }] }).problems
    const pick = (ps: typeof complete) => ps.filter((p) => p.pathText === 'embeds[0].fields[0].value')
    expect(pick(draft)).toEqual(pick(complete))
    expect(pick(complete)).toHaveLength(1)
  })
})
