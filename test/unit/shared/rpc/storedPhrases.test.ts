import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { discordError } from '@services/discord/errors'
import { InteropService } from '@services/interop/interopService'
import type { Draft } from '@shared/drafts/draft'
import { PSEUDO_LOCALE } from '@shared/i18n'
import { bindContract, methods } from '@shared/rpc'
import type { Template } from '@shared/rpc/areas/templates'
import type { TemplateFiles } from '@services/templates/templateFiles'
import { TemplatesService } from '@services/templates/templatesService'
import type { Handlers } from '@shared/rpc'
import { RpcError, issuesFromZod, said, withHint } from '@shared/rpc/errors'
import { saidText } from '@shared/rpc/saidText'
import { wholeSaid } from '@shared/rpc/wholeSaid'
import { schemaSentences } from '@shared/discord/sentence'
import { englishTranslator, translatorFor } from '../../../support/english'

// Issue 25, fourth round ("stored"): sentences that were kept or built as English text now carry a
// phrase, said in the reader's language; the English beside each is what en.json says.

const english = englishTranslator()
const german = translatorFor('de')
const russian = translatorFor('ru')

describe('an error kept as one sentence (wholeSaid)', () => {
  it('keeps Discord’s own words as Discord wrote them beside Herald’s translated sentence', () => {
    const body = { error: 'invalid_grant', error_description: 'Invalid "code" in request.' }
    const error = discordError(400, Buffer.from(JSON.stringify(body)), 'oauth')
    const whole = wholeSaid(error.data)!
    expect(whole.message).toBe(error.message)
    expect(saidText(english, whole)).toBe(error.message)
    expect(saidText(german, whole)).toBe(
      'Der Autorisierungscode oder das Refresh-Token ist ungültig, abgelaufen oder schon verwendet. Melde dich erneut mit Discord an. (Invalid "code" in request.)',
    )
  })

  it('says an unknown outcome with how to check it', () => {
    const sentence = withHint(
      said(
        'service.request.cancelledAfterSent',
        'Cancelled after the whole request was sent, so Discord may have processed it.',
      ),
      said('stored.oauth.unknownFailure', 'The authorization failed for an unknown reason.'),
    )
    const whole = wholeSaid(new RpcError({ kind: 'unknownOutcome', ...sentence }).data)!
    expect(saidText(english, whole)).toBe(sentence.message)
    expect(saidText(german, whole)).toMatch(/ Die Autorisierung ist aus unbekanntem Grund fehlgeschlagen\.$/)
  })

  it('has nothing to add for an error without a phrase', () => {
    expect(wholeSaid({ kind: 'network', message: 'Offline.' })).toBeUndefined()
  })
})

describe('zod’s own sentences (issuesFromZod)', () => {
  const schema = z.object({ name: z.string(), count: z.number().max(3), label: z.string().min(1, 'Enter.') })

  it('become Herald’s sentences with phrases; a schema’s own sentence stays as written', () => {
    const parsed = schema.safeParse({ count: 5, label: '' })
    const issues = issuesFromZod(parsed.error!)
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['name', 'The name is required.'],
      ['count', '"count" must be at most 3.'],
      ['label', 'Enter.'],
    ])
    expect(issues.map((issue) => saidText(english, issue))).toEqual(issues.map((issue) => issue.message))
    expect(issues.map((issue) => saidText(german, issue))).toEqual([
      german('problem.required', { label: german('problem.label.name') }),
      german('problem.atMost', { label: german('problem.label.path', { path: 'count' }), max: '3' }),
      'Enter.',
    ])
    expect(issues[2]?.phrase).toBeUndefined()
  })

  it('tells a wrong type from a missing value', () => {
    const issues = issuesFromZod(schema.safeParse({ name: 7, count: 1, label: 'x' }).error!)
    expect(issues[0]?.message).toBe('The name must be text.')
    expect(saidText(russian, issues[0]!)).not.toBe(issues[0]?.message)
  })

  it('reach the page through the RPC binding, as does a request nested too deep', async () => {
    const dispatch = bindContract({} as Handlers, { error: () => undefined })
    const missing = await dispatch('applications.update', {})
    expect(missing.ok).toBe(false)
    if (missing.ok || missing.error.kind !== 'invalidInput') return
    expect(missing.error.issues[0]).toMatchObject({
      path: 'applicationId',
      phrase: { id: 'problem.required' },
    })
    let deep: unknown = 'x'
    for (let i = 0; i < 70; i++) deep = [deep]
    const nested = await dispatch('applications.list', { deep })
    expect(nested.ok).toBe(false)
    if (nested.ok) return
    expect(nested.error.message).toBe(
      'The request to applications.list is nested more than 64 levels deep, deeper than anything Herald reads.',
    )
    expect(saidText(german, nested.error)).toBe(
      'Die Anfrage an applications.list ist mehr als 64 Ebenen tief verschachtelt, tiefer als alles, was Herald liest.',
    )
  })
})

describe('an import’s place in the file (“Name › message N”)', () => {
  it('is said in the page’s language; the English path stays for the CLI', async () => {
    const drafts: Draft[] = []
    const service = new InteropService({
      drafts: {
        create: async (input) => {
          const draft = { id: `d${drafts.length}`, name: input.name ?? '', messages: input.messages ?? [] }
          drafts.push(draft as unknown as Draft)
          return draft as unknown as Draft
        },
        get: () => drafts[0]!,
        save: async () => 'saved',
        list: () => ({ drafts: [], openId: null }),
      },
      hasWebhook: () => false,
      addWebhook: async () => {
        throw new Error('not here')
      },
      targetUrl: () => null,
    })
    const text = JSON.stringify({
      version: 8,
      backups: [
        {
          name: 'Release',
          messages: [
            { data: { content: 'a' } },
            { data: { content: 'b' }, reference: '1000000000000000003' },
          ],
          targets: [],
        },
      ],
    })
    const result = await service.import(text)
    const problem = result.problems.find((p) => p.code === 'edit_without_webhook')!
    expect(problem.pathText).toBe('Release › message 2')
    const where = { message: problem.pathText, phrase: problem.pathPhrase }
    expect(saidText(english, where)).toBe('Release › message 2')
    expect(saidText(german, where)).toBe('Release › Nachricht 2')
    expect(saidText(translatorFor(PSEUDO_LOCALE), where)).not.toBe('Release › message 2')
  })
})

describe('a template’s refusals', () => {
  const files = (template: Template) => ({
    loadAll: () => [template],
    write: () => undefined,
    remove: () => undefined,
  })
  const template: Template = {
    id: 'releasetemplate1',
    name: 'Release notes',
    messages: [{ id: 'm1', data: { embeds: [{ title: '{{title}}' }] }, files: [] }],
    targets: [],
    placeholders: ['title'],
    createdAt: '2026-01-01T00:00:00.000Z',
  }
  const service = new TemplatesService({
    files: files(template) as unknown as TemplateFiles,
    drafts: { get: () => ({}) as Draft, create: async () => ({}) as Draft },
  })

  it('say a filled value’s problem in German, with its path', () => {
    const error = (() => {
      try {
        service.fill(template.id, { title: 't'.repeat(300) })
      } catch (caught) {
        return caught as RpcError
      }
    })()!
    expect(error.data.kind).toBe('invalidInput')
    if (error.data.kind !== 'invalidInput') return
    const [issue] = error.data.issues
    expect(issue?.path).toBe('messages[0].embeds[0].title')
    expect(saidText(english, issue!)).toBe(issue?.message)
    expect(saidText(german, issue!)).not.toBe(issue?.message)
    expect(saidText(german, error.data)).toBe(german('service.templates.filledHasProblems'))
  })

  it('say a name left empty and an id that is none in German', () => {
    const parsed = methods['templates.rename'].input.safeParse({ templateId: 'X', name: ' ' })
    expect(issuesFromZod(parsed.error!).map((issue) => saidText(german, issue))).toEqual([
      'Keine Vorlagen-ID.',
      'Gib der Vorlage einen Namen.',
    ])
  })
})

describe('the contract’s own sentences', () => {
  it('are en.json’s English for their ids, every one the contract builds', () => {
    const sentences = schemaSentences()
    expect(sentences.map((said) => said.message)).toContain('Not a Discord id.')
    for (const said of sentences) expect(english(said.phrase.id, said.phrase.values)).toBe(said.message)
  })

  it('are said in German where a request breaks them', () => {
    const send = methods['message.send'].input.safeParse({
      target: { kind: 'saved', webhookId: 'x' },
      message: {},
      threadId: 'not-an-id',
    })
    expect(issuesFromZod(send.error!).map((issue) => [issue.path, saidText(german, issue)])).toEqual([
      ['target.webhookId', 'Keine Webhook-ID.'],
      ['threadId', german('botTokens.deleteById.invalid')],
    ])
    const link = methods['history.loadByLink'].input.safeParse({ webhookId: '1'.repeat(18), link: ' ' })
    expect(issuesFromZod(link.error!).map((issue) => saidText(german, issue))).toEqual([
      'Füge einen Nachrichtenlink oder eine ID ein.',
    ])
    const port = methods['applications.update'].input.safeParse({
      applicationId: '1'.repeat(18),
      redirectPort: 80,
    })
    expect(saidText(german, issuesFromZod(port.error!)[0]!)).toBe(
      'Verwende einen Port von 1024 bis 65535 (niedrigere brauchen Administratorrechte).',
    )
  })
})
