import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Services } from '@services/compose'
import { setLogSink } from '@services/log'
import type { Draft } from '@shared/drafts/draft'
import type { Dispatch, Envelope } from '@shared/rpc'
import type { Template } from '@shared/rpc/areas/templates'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { openServices } from '../../support/services'

// Templates as both shells compose them, on a real data folder, with drafts made by the drafts service.
let emu: Emulator
let dataDir: string
let services: Services | undefined
let dispatch: Dispatch

async function open(): Promise<void> {
  const opened = await openServices(emu, dataDir, { passphrase: 'templates passphrase' })
  services = opened.services
  dispatch = opened.dispatch
}

async function call<T = Record<string, unknown>>(name: string, input: unknown = {}): Promise<T> {
  const envelope: Envelope = await dispatch(name, input)
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.kind}: ${envelope.error.message}`)
  return envelope.value as T
}

async function failure(
  name: string,
  input: unknown,
): Promise<{ kind: string; message: string; issues?: unknown }> {
  const envelope: Envelope = await dispatch(name, input)
  if (envelope.ok) throw new Error(`${name} succeeded`)
  return envelope.error as { kind: string; message: string; issues?: unknown }
}

/** A draft with a staged file, a placeholder in the content and the embed, sent to a saved webhook. */
async function releaseDraft(): Promise<Draft> {
  const { webhook } = await call<{ webhook: { id: string } }>('webhooks.add', {
    url: emu.demo.webhooks.general.url,
  })
  const { draft } = await call<{ draft: Draft }>('drafts.create', {})
  const file = await services!.staging.stage('notes.txt', 'text/plain', Readable.from([Buffer.from('notes')]))
  const edited: Draft = {
    ...draft,
    targets: [{ kind: 'saved', webhookId: webhook.id }],
    messages: [
      {
        ...draft.messages[0]!,
        data: {
          content: 'Herald {{ Version }} is out ({{date:iso}}) \\{{literal}}',
          embeds: [{ title: 'Notes for {{version}}', description: '{{summary}}' }],
          allowed_mentions: { parse: [] },
        },
        files: [{ ...file, spoiler: false, description: '' }],
        threadId: '100000000000000009',
      },
    ],
  }
  await call('drafts.save', { draft: edited })
  return edited
}

const templateFile = (id: string) => path.join(dataDir, 'templates', `${id}.json`)

beforeAll(async () => {
  setLogSink(() => {}, 'error')
  emu = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
})
afterAll(async () => emu?.close())

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-templates-'))
  await open()
})
afterEach(async () => {
  await services?.dispose()
  services = undefined
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('templates', () => {
  it('saves a draft as a template file without its files, and survives a restart', async () => {
    const draft = await releaseDraft()
    const { template } = await call<{ template: Template }>('templates.saveFromDraft', {
      draftId: draft.id,
      name: ' Release ',
    })
    expect(template).toMatchObject({
      name: 'Release',
      placeholders: ['version', 'date', 'summary'],
      targets: draft.targets,
    })
    expect(template.messages[0]!.files).toEqual([])
    expect(template.messages[0]!.threadId).toBe('100000000000000009')

    // A target's thread is part of the template; what a run posted to it is not.
    const posted = {
      at: '2000-01-01T00:00:00.000Z',
      messageId: '100000000000000001',
      channelId: '100000000000000002',
      link: null,
    }
    const target = draft.targets[0]!
    const withRecords = {
      ...draft,
      targets: [{ ...target, thread: { threadName: 'Notes' }, sent: { m: posted } }],
    }
    await call('drafts.save', { draft: withRecords })
    const second = await call<{ template: Template }>('templates.saveFromDraft', {
      draftId: draft.id,
      name: 'Two',
    })
    expect(second.template.targets).toEqual([{ ...target, thread: { threadName: 'Notes' } }])
    await call('templates.delete', { templateId: second.template.id })
    expect(JSON.parse(fs.readFileSync(templateFile(template.id), 'utf8'))).toEqual({ version: 1, template })

    await services!.dispose()
    await open()
    expect((await call<{ templates: Template[] }>('templates.list')).templates).toEqual([template])
  })

  it('creates and opens a filled draft; missing values and over-long results are invalidInput with paths', async () => {
    const draft = await releaseDraft()
    const { template } = await call<{ template: Template }>('templates.saveFromDraft', {
      draftId: draft.id,
      name: 'Release',
    })

    const missing = await failure('templates.use', { templateId: template.id, values: { version: '2.0' } })
    expect(missing).toMatchObject({ kind: 'invalidInput', issues: [{ path: 'values.summary' }] })
    expect(missing.message).toContain('summary')

    const tooLong = await failure('templates.use', {
      templateId: template.id,
      values: { version: 'v'.repeat(300), summary: 'ok' },
    })
    expect(tooLong).toMatchObject({ kind: 'invalidInput', issues: [{ path: 'messages[0].embeds[0].title' }] })

    const before = (await call<{ drafts: unknown[] }>('drafts.list')).drafts.length
    const { draft: made } = await call<{ draft: Draft }>('templates.use', {
      templateId: template.id,
      values: { VERSION: '2.0', summary: 'Faster sends' },
    })
    const today = new Date()
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    expect(made.messages[0]!.data).toMatchObject({
      content: `Herald 2.0 is out (${iso}) {{literal}}`,
      embeds: [{ title: 'Notes for 2.0', description: 'Faster sends' }],
    })
    expect(made).toMatchObject({ name: 'Release', targets: draft.targets, sent: null })
    const list = await call<{ drafts: unknown[]; openId: string }>('drafts.list')
    expect(list.drafts).toHaveLength(before + 1)
    expect(list.openId).toBe(made.id)
  })

  it('renames and deletes; an unknown template is notFound', async () => {
    const draft = await releaseDraft()
    const { template } = await call<{ template: Template }>('templates.saveFromDraft', {
      draftId: draft.id,
      name: 'A',
    })
    expect(
      (await call<{ template: Template }>('templates.rename', { templateId: template.id, name: 'B' }))
        .template.name,
    ).toBe('B')
    expect(JSON.parse(fs.readFileSync(templateFile(template.id), 'utf8')).template.name).toBe('B')
    expect(await failure('templates.rename', { templateId: template.id, name: '  ' })).toMatchObject({
      kind: 'invalidInput',
    })
    expect(await call('templates.delete', { templateId: template.id })).toEqual({ deleted: true })
    expect(fs.existsSync(templateFile(template.id))).toBe(false)
    expect(await call('templates.delete', { templateId: template.id })).toEqual({ deleted: false })
    expect(await failure('templates.use', { templateId: template.id, values: {} })).toMatchObject({
      kind: 'notFound',
    })
  })

  it('a damaged template file is moved aside and the others load', async () => {
    const draft = await releaseDraft()
    const { template: good } = await call<{ template: Template }>('templates.saveFromDraft', {
      draftId: draft.id,
      name: 'Good',
    })
    const { template: bad } = await call<{ template: Template }>('templates.saveFromDraft', {
      draftId: draft.id,
      name: 'Bad',
    })
    await services!.dispose()
    fs.writeFileSync(templateFile(bad.id), '{ not json')
    await open()
    expect((await call<{ templates: Template[] }>('templates.list')).templates.map((t) => t.id)).toEqual([
      good.id,
    ])
  })
})
