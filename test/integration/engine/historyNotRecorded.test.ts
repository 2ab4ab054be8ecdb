import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSendHandlers, resolveUrlTarget } from '@services/send'
import { EventHub, methods } from '@shared/rpc'
import type { MethodArgs } from '@shared/rpc'
import { saidText } from '@shared/rpc/saidText'
import { postedNote } from '@cli/historyOption'
import { sayer } from '@cli/say'
import { translatorFor } from '../../support/english'
import type { Harness } from './helpers'
import { silentLogger, startHarness } from './helpers'

// Issue 25: why History could not record a message Discord has comes back beside the result as English
// and as a phrase, which the page and the CLI say in their reader's language.

let h: Harness
let failWith: NodeJS.ErrnoException
let handlers: ReturnType<typeof createSendHandlers>

beforeEach(async () => {
  h = await startHarness()
  handlers = createSendHandlers({
    client: h.client,
    events: new EventHub(silentLogger),
    resolveTarget: async (target) => {
      if (target.kind !== 'url') throw new Error('saved targets are the library’s')
      return resolveUrlTarget(target.url, { apiBase: h.emu.apiBase })
    },
    onSent: () => {
      throw failWith
    },
    logger: silentLogger,
  })
})
afterEach(async () => {
  handlers.dispose()
  await h.close()
})

const writeError = (code: string) => Object.assign(new Error(`${code}: /somewhere/history`), { code })
const send = async () =>
  handlers['message.send'](
    methods['message.send'].input.parse({
      target: { kind: 'url', url: h.demo.webhooks.general.url },
      message: { content: 'Posted, not recorded' },
    }) as MethodArgs<'message.send'>,
  )

describe('History could not record it', () => {
  it('is said in German and Russian in the page, English as before, never the path', async () => {
    failWith = writeError('ENOSPC')
    const result = await send()
    expect(h.emu.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
    const output = methods['message.send'].output.parse(result)
    expect(output.historyNotRecorded).toBe('History could not record it: the disk is full.')
    const reason = { message: output.historyNotRecorded!, phrase: output.historyNotRecordedPhrase }
    expect(saidText(translatorFor('de'), reason)).toBe(
      'Der Verlauf konnte sie nicht festhalten: Der Datenträger ist voll.',
    )
    expect(saidText(translatorFor('ru'), reason)).toBe('История не смогла его записать: диск заполнен.')
    expect(JSON.stringify(output)).not.toContain('/somewhere')
  })

  it('is said inside the CLI’s warning in the terminal’s language', async () => {
    failWith = writeError('EACCES')
    const result = await send()
    const note = postedNote('posted', result, null, await sayer({ LANG: 'de_DE.UTF-8' }))
    expect(note).toContain(
      'Der Verlauf konnte sie nicht festhalten: Dieser Benutzer darf dort nicht schreiben.',
    )
    expect(note).not.toContain('History could not record it')
    const english = postedNote('posted', result, null, await sayer({}))
    expect(english).toContain(
      'herald: warning: History could not record it: this user may not write there. The message is on Discord all the same.',
    )
  })
})
