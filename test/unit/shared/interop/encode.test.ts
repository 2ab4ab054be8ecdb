import { describe, expect, it } from 'vitest'
import type { DraftMessage } from '@shared/drafts/draft'
import {
  base64UrlDecodeText,
  base64UrlEncodeText,
  decodeImport,
  exportJson,
  exportNotes,
  shareLink,
  toQueryData,
} from '@shared/interop'
import { phraseText } from '@shared/i18n'
import { translatorFor } from '../../../support/english'
import { HOOK_1 } from './fixtures'

const edit: DraftMessage = {
  id: 'm2',
  data: { content: 'Edited' },
  files: [
    {
      handle: 'a'.repeat(32),
      name: 'a.png',
      size: 3,
      contentType: 'image/png',
      spoiler: false,
      description: '',
    },
  ],
  reference: {
    messageId: '1000000000000000003',
    webhookId: '1181234567890123456',
    threadId: '1000000000000000004',
    entryId: null,
    before: {},
    kept: [],
    componentsV2: false,
  },
}
const draft = {
  name: 'Release',
  webhookUrls: [HOOK_1],
  messages: [
    {
      id: 'm1',
      name: 'Intro',
      data: { content: 'Hi ✨', username: 'Bot', avatar_url: 'https://example.com/a.png' },
      files: [],
    },
    edit,
  ] satisfies DraftMessage[],
}

describe('export: Discohook QueryData, backup files and share links', () => {
  it('writes d2 with both username/avatar_url and author, references, threads, and no URL unless asked', () => {
    expect(toQueryData(draft)).toEqual({
      version: 'd2',
      messages: [
        {
          name: 'Intro',
          data: {
            content: 'Hi ✨',
            username: 'Bot',
            avatar_url: 'https://example.com/a.png',
            author: { name: 'Bot', icon_url: 'https://example.com/a.png' },
          },
        },
        {
          data: {
            content: 'Edited',
            webhook_id: '1181234567890123456',
          },
          reference: '1000000000000000003',
          thread_id: '1000000000000000004',
        },
      ],
    })
    expect(toQueryData(draft, { includeWebhookUrls: true }).targets).toEqual([{ url: HOOK_1 }])
    expect(exportJson([draft])).not.toContain('/webhooks/')
  })

  it('a share link is https://discohook.app/?data=<base64url of the QueryData JSON>, decodable as the format says', () => {
    const link = shareLink(draft)
    const prefix = 'https://discohook.app/?data='
    expect(link.startsWith(prefix)).toBe(true)
    const encoded = link.slice(prefix.length)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    // Decoded here with Node's own base64url, independent of Herald's codec.
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(toQueryData(draft))
    expect(shareLink(draft, { includeWebhookUrls: true })).not.toBe(link)
  })

  it('an export loads back into the same drafts', () => {
    const back = decodeImport(exportJson([draft], { includeWebhookUrls: true }))
    expect(back.problems).toEqual([])
    expect(back.webhooks.map((w) => w.url)).toEqual([HOOK_1])
    expect(back.drafts[0]?.messages).toEqual([
      { name: 'Intro', data: draft.messages[0]?.data },
      {
        data: edit.data,
        threadId: '1000000000000000004',
        reference: {
          messageId: '1000000000000000003',
          channelId: null,
          guildId: null,
          webhookId: '1181234567890123456',
        },
      },
    ])
    const link = decodeImport(shareLink(draft))
    expect(link.drafts[0]?.messages).toEqual(back.drafts[0]?.messages)
    expect(link.webhooks).toEqual([])
  })

  it('several drafts become a version-8 backup file that keeps their names', () => {
    const other = { name: 'Other', messages: [{ data: { content: 'x' } }] }
    const text = exportJson([draft, other])
    expect(JSON.parse(text)).toMatchObject({
      version: 8,
      backups: [{ name: 'Release' }, { name: 'Other', targets: [] }],
    })
    expect(text.endsWith('}\n')).toBe(true)
    expect(decodeImport(text).drafts.map((d) => d.name)).toEqual(['Release', 'Other'])
  })

  it('says that staged files are not exported', () => {
    expect(exportNotes([draft]).map((note) => note.message)).toEqual([
      '1 attached file is not included; attach it again in the other tool.',
    ])
    expect(exportNotes([{ name: 'n', messages: [{ data: { content: 'x' } }] }])).toEqual([])
  })

  it('says the note in the reader’s language, its English as en.json has it for every count', () => {
    const english = translatorFor('en')
    for (const count of [1, 2, 5, 22, 1500]) {
      const files = Array.from({ length: count }, () => ({}))
      const [note] = exportNotes([{ name: 'n', messages: [{ data: { content: 'x' }, files }] }])
      expect(note?.message, String(count)).toBe(phraseText(english, note?.phrase, ''))
      if (count === 22)
        expect(phraseText(translatorFor('ru'), note?.phrase, '')).toBe(
          '22 прикреплённых файла не включены; прикрепите их заново в другом инструменте.',
        )
      if (count === 2)
        expect(phraseText(translatorFor('de'), note?.phrase, '')).toBe(
          '2 angehängte Dateien sind nicht enthalten; hänge sie im anderen Tool erneut an.',
        )
    }
  })
})

describe('base64url', () => {
  it.each(['', 'a', 'ab', 'abc', 'Hello ✨ 日本語 𝄞 "quotes" /+?', 'x'.repeat(1000)])(
    'round-trips %j like Node',
    (text) => {
      const encoded = base64UrlEncodeText(text)
      expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64url'))
      expect(base64UrlDecodeText(encoded)).toBe(text)
    },
  )

  it('accepts padded standard base64 and rejects what is not base64 or not UTF-8', () => {
    expect(base64UrlDecodeText(Buffer.from('é?>', 'utf8').toString('base64'))).toBe('é?>')
    expect(base64UrlDecodeText('a*b')).toBeNull()
    expect(base64UrlDecodeText(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull()
  })
})
