import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeImport } from '@shared/interop'
import type { Locale, MessageKey } from '@shared/i18n'
import { phraseText } from '@shared/i18n'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import { fixture } from './fixtures'

// Issue 25: an import's problems and left-out parts carry a phrase beside their English, so the page
// says them in the user's language; the English (the CLI's output) stays what it was.

const catalogue = (locale: Locale) =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../../../../shared/i18n/compiled', `${locale}.json`),
      'utf8',
    ),
  ) as Catalogue
const load = (locale: Locale) => createTranslator(locale, catalogue(locale))

const component = (extra: object) => ({ type: 1, components: [{ type: 2, style: 1, label: 'b', ...extra }] })

/** Inputs that between them produce every problem and left-out part decodeImport reports. */
const INPUTS: string[] = [
  ...[
    'backup-v8.json',
    'broken-json.txt',
    'broken-unknown.json',
    'broken-values.json',
    'embed-generator.json',
    'embed-generator-components.json',
    'link-share.txt',
  ].map(fixture),
  '  ',
  '[1,2]',
  'https://discohook.app/',
  'https://discohook.app/?data=%%%',
  'https://discohook.app/?message=%%%',
  '{"a":',
  '['.repeat(70) + ']'.repeat(70),
  JSON.stringify({ version: 9, backups: [] }),
  JSON.stringify({ version: 8, message: { content: 'x' } }),
  `[${'0,'.repeat(2_000_000)}0]`,
  JSON.stringify({
    version: 8,
    backups: [
      7,
      { name: 'Empty', messages: [], targets: [] },
      { messages: 'x' },
      { messages: [5], schedule: { cron: '0 1 * * *' } },
      {
        name: 'Mixed',
        messages: [
          {
            data: {
              content: 'x',
              extra: 1,
              attachments: [{ id: 1 }, { id: 2 }],
              components: [
                component({ id: 3 }),
                component({ id: 3 }),
                component({ id: -1 }),
                component({ style: 5, url: 'https://example.com/', custom_id: 'track' }),
              ],
            },
            reference: 'nope',
            thread_id: 'nope',
          },
          { data: { thread_name: 'post' }, thread_id: '1190000000000000042' },
          { data: 'not an object' },
        ],
        targets: [{ type: 2, url: 'x' }, { url: 'https://example.com/' }],
      },
    ],
  }),
]

const results = INPUTS.map((input) => decodeImport(input))
const sentences = results.flatMap((r) => [...r.problems, ...r.dropped])
const english = load('en')

describe('decodeImport: every sentence carries its phrase', () => {
  it('covers every sentence of the import', () => {
    const said = new Set(sentences.map((s) => s.phrase?.id))
    // The services' own (an edit without a webhook) is checked by saidEnglish.test.ts; a bare "not valid
    // JSON" only comes when readJson's scan and JSON.parse disagree.
    const elsewhere = ['import.editWithoutWebhook', 'import.notJson']
    const unsaid = Object.keys(catalogue('en'))
      .filter((id) => id.startsWith('import.') && !elsewhere.includes(id))
      .filter((id) => !said.has(id as MessageKey))
    expect(unsaid).toEqual([])
  })

  it('says in English, through its phrase, exactly its English message', () => {
    const wrong = sentences
      .filter((s) => phraseText(english, s.phrase, '(no phrase)') !== s.message)
      .map(
        (s) =>
          `${s.phrase?.id ?? '(none)'}\n  message: ${s.message}\n  phrase:  ${phraseText(english, s.phrase, '(no phrase)')}`,
      )
    expect(wrong).toEqual([])
  })

  it('says each one in German and Russian, nothing left in English', () => {
    for (const locale of ['de', 'ru'] as const) {
      const t = load(locale)
      const same = sentences.filter((s) => phraseText(t, s.phrase, s.message) === s.message)
      expect(same.map((s) => `${locale}: ${s.message}`)).toEqual([])
    }
  })

  it('a plural counts in the reader’s language', () => {
    const files = sentences.find((s) => s.phrase?.id === 'import.filesNotIncluded')
    expect(files?.message).toBe('2 attached files are not part of the export; attach them again.')
    expect(phraseText(load('ru'), files?.phrase, '')).toBe(
      '2 прикреплённых файла не входят в экспорт; прикрепите их снова.',
    )
    expect(phraseText(load('de'), files?.phrase, '')).toBe(
      '2 angehängte Dateien sind nicht Teil des Exports; hänge sie erneut an.',
    )
  })

  it('a field problem of the message keeps its field’s name in German', () => {
    const r = decodeImport(JSON.stringify({ content: 'x', embeds: [{ title: 'x'.repeat(300) }] }))
    const title = r.problems.find((p) => p.pathText === 'embeds[0].title')
    expect(title?.phrase).toBeDefined()
    expect(phraseText(load('de'), title?.phrase, '')).not.toBe(title?.message)
  })
})
