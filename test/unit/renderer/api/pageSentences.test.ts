import { afterEach, describe, expect, it, vi } from 'vitest'
import { cancelled, unreachable } from '@renderer/api/filePipe'
import { httpFiles } from '@renderer/api/httpFiles'
import { httpTransport } from '@renderer/api/httpTransport'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../support/english'

// The page's own sentences about its connection and its files, in the reader's language (issue 25).

const connection: { kind: string; api?: { call: () => Promise<unknown> } } = { kind: 'none' }
vi.mock('@renderer/api', () => ({ connection }))
const { attempt } = await import('@renderer/api/attempt')
const { stageFile } = await import('@renderer/api/staging')

const de = translatorFor('de')
const ru = translatorFor('ru')

afterEach(() => {
  vi.unstubAllGlobals()
  connection.kind = 'none'
})

describe("the page's connection sentences", () => {
  it('says a page without a connection is not connected, in German', async () => {
    const outcome = await attempt('app.info', {})
    if (outcome.ok) throw new Error('expected a failure')
    expect(saidText(de, outcome.error)).toBe('Diese Seite ist nicht mit Herald verbunden.')
    const staged = await stageFile(new File(['x'], 'a.txt')).catch((error: unknown) => error)
    expect(saidText(de, (staged as { data: never }).data)).toBe('Diese Seite ist nicht mit Herald verbunden.')
  })

  it("says a failure inside the page's own code in Russian", async () => {
    connection.kind = 'browser'
    connection.api = { call: () => Promise.reject(new TypeError('x is undefined')) }
    const outcome = await attempt('app.info', {})
    if (outcome.ok) throw new Error('expected a failure')
    expect(saidText(ru, outcome.error)).toBe('На странице что-то пошло не так.')
  })

  it('says a refused token means the page is no longer connected, in German', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('no', { status: 401 })))
    const envelope = await httpTransport('t'.repeat(32)).invoke('app.info', {})
    if (envelope.ok) throw new Error('expected a refusal')
    expect(saidText(de, envelope.error)).toBe(
      'Diese Seite ist nicht mehr mit Herald verbunden. Öffne sie erneut über den Link, den Herald ausgegeben hat.',
    )
  })

  it("says a staged file's absence and the file pipe's failures in Russian", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })))
    const read = await httpFiles('t'.repeat(32))
      .read('a'.repeat(32))
      .catch((error: unknown) => error)
    expect(saidText(ru, (read as { data: never }).data)).toBe(ru('service.staging.notStaged'))
    expect(saidText(ru, cancelled().data)).toBe('Файл не прикреплён.')
    expect(saidText(ru, unreachable().data)).toBe(ru('service.rpc.noAnswer'))
    expect(ru('service.rpc.noAnswer')).not.toMatch(/Herald's/)
  })
})
