import { describe, expect, it } from 'vitest'
import type { Draft } from '@shared/drafts/draft'
import { englishList, listText, valueList } from '@shared/i18n/phrase'
import type { Template } from '@shared/rpc/areas/templates'
import { RpcError, rpcErrorSchema } from '@shared/rpc/errors'
import { saidText } from '@shared/rpc/saidText'
import type { TemplateFiles } from '@services/templates/templateFiles'
import { TemplatesService } from '@services/templates/templatesService'
import { translatorFor } from '../../../support/english'

// Issue 25: lists inside sentences ("Give a value for: a, b") are joined the way the reader's language
// joins them (Intl.ListFormat), names in its quotation marks, not with a hand-made ", ".

const german = translatorFor('de')
const russian = translatorFor('ru')

describe('a list said in a sentence', () => {
  it('is joined and quoted the way each language does it', () => {
    const names = { items: ['Build', 'Nightly', 'Deploy'], quoted: true }
    expect(englishList(names)).toBe('"Build", "Nightly", and "Deploy"')
    expect(listText(translatorFor('en'), names)).toBe('"Build", "Nightly", and "Deploy"')
    expect(listText(german, names)).toBe('„Build“, „Nightly“ und „Deploy“')
    expect(listText(russian, names)).toBe('«Build», «Nightly» и «Deploy»')
    expect(listText(translatorFor('fr'), { items: ['a', 'b'] })).toBe('a et b')
  })

  it('names the values a template still needs in German and Russian, also after crossing the wire', () => {
    const template: Template = {
      id: 'releasetemplate1',
      name: 'Release notes',
      messages: [{ id: 'm1', data: { content: '{{version}}', embeds: [{ title: '{{title}}' }] }, files: [] }],
      targets: [],
      placeholders: ['version', 'title'],
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    const service = new TemplatesService({
      files: {
        loadAll: () => [template],
        write: () => undefined,
        remove: () => undefined,
      } as unknown as TemplateFiles,
      drafts: { get: () => ({}) as Draft, create: async () => ({}) as Draft },
    })
    let caught: unknown
    try {
      service.fill(template.id, {})
    } catch (error) {
      caught = error
    }
    if (!(caught instanceof RpcError)) throw new Error('expected a refusal')
    expect(caught.message).toBe('Give a value for: version and title.')
    const wire = rpcErrorSchema.parse(JSON.parse(JSON.stringify(caught.data)))
    expect(saidText(german, wire)).toBe('Gib einen Wert an für: version und title.')
    expect(saidText(russian, wire)).toBe('Укажите значение для: version и title.')
  })
})

describe('values listed after a colon (file names, channels, ids)', () => {
  it('take the language’s own comma and no "and": Arabic reads a.png، b.png', () => {
    const files = ['a.png', 'b.png', 'c.png']
    expect(valueList(translatorFor('en'), files)).toBe('a.png, b.png, c.png')
    expect(valueList(german, files)).toBe('a.png, b.png, c.png')
    expect(valueList(translatorFor('ar'), files)).toBe('a.png، b.png، c.png')
  })

  it('reach the sentences that list them: a History row’s attachments in Arabic', () => {
    const arabic = translatorFor('ar')
    const names = valueList(arabic, ['a.png', 'b.png'])
    expect(arabic('history.row.attachments', { count: 2, names })).toContain('a.png، b.png')
  })
})
