import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Problem } from '@shared/discord'
import {
  metadataRecordsSchema,
  parseMessageLink,
  parseWebhookUrl,
  roleConnectionSchema,
  webhookCreateSchema,
  webhookNameProblem,
} from '@shared/discord'
import { findProblems } from '@shared/discord/measure'
import { problemFromIssue } from '@shared/discord/problems'
import { LABEL } from '@shared/discord/problemLabels'
import { schemaSentences } from '@shared/discord/sentence'
import { connectionValueIssues, duplicateRecordKeys } from '@shared/linkedRoles/connectionChecks'
import { PSEUDO_LOCALE } from '@shared/i18n'
import { problemText } from '@renderer/i18n/problemText'
import { englishTranslator, translatorFor } from '../../../support/english'

// Issue 25: a problem's English `message` (the CLI's JSON, logs) and its phrase (what the page and the
// CLI show) are one sentence; the English written beside each id must be what en.json says.

const english = englishTranslator()
const load = translatorFor

const big = (n: number) => 'x'.repeat(n)
const button = (style: number, extra: object = {}) => ({ type: 2, style, label: 'b', ...extra })

/** Messages that between them break every rule the editor checks, one or more per message. */
const BROKEN: unknown[] = [
  {},
  'not an object',
  { content: big(2001), username: 'my discord bot', avatar_url: 'https://&&USERAVATAR&&', tts: 'yes' },
  { content: 'x', username: 'everyone', avatar_url: 'ftp://example.com/a.png', thread_name: big(101) },
  {
    content: 'x',
    username: big(81),
    flags: 1.5,
    applied_tags: Array.from({ length: 6 }, (_, i) => `${i + 10}`),
  },
  { content: 'x', username: '', flags: 8 },
  {
    embeds: [
      {
        title: big(257),
        description: big(4096),
        url: 'example',
        timestamp: 'yesterday',
        color: 16777216,
        footer: { text: ' ', icon_url: 'nope' },
        author: { name: '', url: 'https://a', icon_url: 'attachment://a b' },
        image: { url: 'http://localhost/x.png' },
        thumbnail: {},
        fields: [
          { name: '', value: big(1025) },
          { name: 'n' },
          ...Array.from({ length: 24 }, () => ({ name: 'a', value: 'b' })),
        ],
      },
      {},
      { description: big(2000), color: 1.5 },
    ],
  },
  { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) },
  {
    content: 'x',
    allowed_mentions: { parse: ['users', 'users', 'roles'], users: ['1', '1'], roles: ['2'] },
  },
  {
    content: 'x',
    allowed_mentions: { users: Array.from({ length: 101 }, (_, i) => `${1000 + i}`), roles: ['x'] },
  },
  {
    content: 'x',
    allowed_mentions: { roles: Array.from({ length: 101 }, (_, i) => `${1000 + i}`), parse: ['all'] },
  },
  {
    content: 'x',
    attachments: [
      { id: -1 },
      { id: 'abc', filename: '', title: big(1025), description: big(1025), waveform: big(401) },
    ],
  },
  { content: 'x', attachments: Array.from({ length: 11 }, (_, i) => ({ id: i })) },
  {
    components: [
      { type: 1, components: [] },
      { type: 1, components: [button(1, { custom_id: 'a' }), { type: 3, custom_id: 's', options: [] }] },
      { type: 1, components: Array.from({ length: 6 }, (_, i) => button(1, { custom_id: `b${i}` })) },
      { type: 1, id: 1.5, components: [button(5, { url: 'https://x.example', custom_id: 'no' })] },
      { type: 1, id: -1, components: [button(6, { label: 'x', sku_id: '1' })] },
      { type: 1, id: 2 ** 32, components: [button(1, { custom_id: '' })] },
      { type: 10, content: 'v2 only' },
    ],
  },
  {
    components: [
      {
        type: 1,
        id: 7,
        components: [button(1, { custom_id: 'dup', label: big(81), emoji: { name: big(33) } })],
      },
      { type: 1, id: 7, components: [button(9, { custom_id: 'dup' })] },
      {
        type: 1,
        components: [
          {
            type: 3,
            custom_id: 'dup',
            placeholder: big(151),
            options: Array.from({ length: 26 }, () => ({
              label: '',
              value: big(101),
              description: big(101),
            })),
          },
        ],
      },
      { type: 1, components: [{ type: 99 }] },
      { type: 1, components: [button(1, { custom_id: 'x', url: 'https://x.example' })] },
      { type: 1, components: [{ type: 1 }] },
    ],
  },
  {
    flags: 32768,
    content: 'not allowed',
    embeds: [{ title: 't' }],
    poll: { question: { text: 'q' }, answers: [{ poll_media: { text: 'a' } }] },
    components: [
      { type: 10, content: '' },
      { type: 10, content: big(4001) },
      { type: 9, components: [], accessory: { type: 11, media: { url: 'x' }, description: '' } },
      {
        type: 9,
        components: Array.from({ length: 4 }, () => ({ type: 10, content: 'a' })),
        accessory: button(2, { custom_id: 'q' }),
      },
      { type: 12, items: [] },
      { type: 12, items: Array.from({ length: 11 }, () => ({ media: { url: 'https://a.example/x.png' } })) },
      { type: 13, file: { url: 'https://a.example/x.png' } },
      { type: 14, spacing: 3 },
      { type: 17, components: [], accent_color: -1 },
      { type: 17, components: Array.from({ length: 41 }, () => ({ type: 10, content: 'a' })) },
    ],
  },
  {
    poll: {
      question: { text: '' },
      answers: [],
      duration: 0.5,
    },
  },
  {
    poll: {
      question: { text: big(301) },
      answers: Array.from({ length: 11 }, () => ({ poll_media: { text: big(56) } })),
      duration: 769,
    },
  },
  { poll: { question: { text: 'q' }, answers: [{ poll_media: { text: 'a' } }], duration: 0 } },
]

const EDITS: unknown[] = [
  {
    username: 'u',
    avatar_url: 'https://a.example/x.png',
    tts: true,
    flags: 4096,
    poll: { question: { text: 'q' } },
  },
]

const allProblems = (): Problem[] => [
  ...BROKEN.flatMap((message) => findProblems(message, { kind: 'execute', interactiveComponents: false })),
  ...EDITS.flatMap((edit) => findProblems(edit, { kind: 'edit' })),
]

describe('a problem’s phrase and its English message', () => {
  it('say the same for every problem the editor can show', () => {
    const problems = allProblems()
    expect(problems.length).toBeGreaterThan(80)
    for (const problem of problems) {
      expect(problem.phrase.id, problem.message).not.toBe('problem.untranslated')
      expect(problemText(english, problem)).toBe(problem.message)
    }
  })

  it('cover most of the problem ids (the corpus above is not idle)', () => {
    const ids = new Set(allProblems().map((p) => p.phrase.id))
    expect(ids.size).toBeGreaterThan(60)
  })

  it('say the same for whatever JSON a draft holds', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const problem of findProblems(value)) expect(problemText(english, problem)).toBe(problem.message)
      }),
      { numRuns: 200 },
    )
  })

  it('say the same for every schema message, as en.json has it', () => {
    const sentences = schemaSentences()
    expect(sentences.length).toBeGreaterThan(30)
    for (const said of sentences) expect(english(said.phrase.id, said.phrase.values)).toBe(said.message)
  })

  it('say the same for the linked-role and webhook name checks', () => {
    const checks = [
      ...(metadataRecordsSchema.safeParse([
        { type: 9, key: 'Bad Key', name: '', description: big(201) },
        { type: 1, key: 'k'.repeat(51), name: 'n', description: 'd', name_localizations: { de: '' } },
        { type: 1, key: 'dup', name: 'n', description: 'd' },
        { type: 1, key: 'dup', name: 'n', description: 'd' },
        { type: 1, key: '', name: 'n', description: 'd' },
        { type: 1, key: 'a', name: 'n', description: 'd' },
      ]).error?.issues ?? []),
      ...(roleConnectionSchema.safeParse({
        platform_name: big(51),
        metadata: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`k${i}`, big(101)])),
      }).error?.issues ?? []),
      ...(webhookCreateSchema.safeParse({ name: 'clyde' }).error?.issues ?? []),
    ].map(problemFromIssue)
    expect(checks.length).toBeGreaterThan(8)
    for (const problem of checks) {
      expect(problem.phrase.id, problem.message).not.toBe('problem.untranslated')
      expect(problemText(english, problem)).toBe(problem.message)
    }
    for (const name of ['', big(81), 'Discord bot', 'here we go']) {
      const problem = webhookNameProblem(name, LABEL.webhookName)!
      expect(problemText(english, problem)).toBe(problem.message)
    }
  })
})

describe('a pasted webhook URL or message link that is refused', () => {
  const refused = [
    ...[
      '',
      'not a url',
      'https://example.com/api/webhooks/1/2',
      'https:///x',
      'http://discord.com/api/webhooks/1/2',
      'https://discord.com/channels/1/2',
      'https://discord.com/api/webhooks/12/abc',
      `https://discord.com/api/webhooks/${'1'.repeat(18)}/`,
      `https://discord.com/api/webhooks/${'1'.repeat(18)}/short`,
      `https://discord.com/api/webhooks/${'1'.repeat(18)}/${'A'.repeat(68)}?thread_id=x`,
    ].map((url) => parseWebhookUrl(url)),
    ...['nothing like a link', 'https://example.com/channels/1/2/3', 'https://discord.com/channels/1'].map(
      parseMessageLink,
    ),
  ]

  it('says why in English as en.json does, and in German', () => {
    const de = load('de')
    const ids = new Set<string>()
    for (const result of refused) {
      if (result.ok) throw new Error('expected a refusal')
      ids.add(result.phrase.id)
      expect(problemText(english, result)).toBe(result.message)
      expect(problemText(de, result)).not.toBe(result.message)
    }
    expect(ids.size).toBe(13)
    const wrongHost = parseWebhookUrl('https://example.com/api/webhooks/1/2')
    expect(wrongHost.ok ? '' : problemText(de, wrongHost)).toBe(
      'Diese URL zeigt auf example.com, nicht auf Discord; Herald sendet Webhook-Tokens nur an Discord oder an die eingestellte API-Adresse.',
    )
  })
})

describe('the linked-role value checks', () => {
  it('say each reason in English as en.json does, and in German', () => {
    const records = [
      { key: 'level', type: 2 },
      { key: 'verified', type: 7 },
      { key: 'since', type: 6 },
    ]
    const issues = [
      ...connectionValueIssues(records, { level: 'high', verified: 'true', since: 'yesterday', nope: '1' }),
      ...connectionValueIssues(records, { verified: 'yes' }),
      ...connectionValueIssues([], { any: '1' }),
      ...duplicateRecordKeys([{ key: 'a' }, { key: 'a' }]),
    ]
    expect(new Set(issues.map((issue) => issue.phrase.id)).size).toBe(7)
    for (const issue of issues) {
      expect(problemText(english, issue)).toBe(issue.message)
      expect(problemText(load('de'), issue)).not.toBe(issue.message)
    }
    expect(problemText(load('de'), issues[1]!)).toBe(
      'Discord wertet „true“ beim booleschen Eintrag „verified“ als falsch; schreibe „1“ für wahr oder „0“ für falsch.',
    )
  })
})

describe('problemText', () => {
  const fieldValue = findProblems({
    content: 'x',
    embeds: [{ fields: [{ name: 'n', value: big(1025) }] }],
  })[0]!

  it('says a problem in German, its field’s name too', () => {
    expect(problemText(load('de'), fieldValue)).toBe(
      'Der Feldwert ist 1025 Zeichen lang; Discord erlaubt höchstens 1024.',
    )
    const [empty] = findProblems({})
    expect(problemText(load('de'), empty!)).toBe(
      'Die Nachricht ist leer: Füge Inhalt, ein Embed, Komponenten, eine Datei oder eine Umfrage hinzu.',
    )
  })

  it('picks Russian’s plural form for the count', () => {
    const twentyOne = findProblems({ content: 'x', username: big(81) })[0]!
    expect(problemText(load('ru'), twentyOne)).toBe(
      'Имя пользователя: 81 символ; Discord допускает не более 80.',
    )
    expect(problemText(load('ru'), fieldValue)).toContain('1025 символов')
  })

  it('leaves nothing in plain English in the pseudo-locale', () => {
    const pseudo = load(PSEUDO_LOCALE)
    for (const problem of allProblems()) {
      const text = problemText(pseudo, problem)
      expect(text, problem.message).toMatch(/^\[.*\]$/)
      expect(text).not.toContain(problem.message)
    }
  })

  it('falls back to the English message for a problem without a phrase', () => {
    expect(problemText(load('de'), { message: 'From a service.' })).toBe('From a service.')
  })
})
