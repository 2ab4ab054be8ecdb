import { describe, expect, it } from 'vitest'
import { saidText } from '@shared/rpc/saidText'
import german from '@shared/i18n/compiled/de.json'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import type { RpcErrorData } from '@shared/rpc'
import { envelopeSchema, said, withHint } from '@shared/rpc'

const de = createTranslator('de', german as Catalogue)

describe('saidText: a service’s sentence in the page’s language', () => {
  it('translates the phrase and keeps Discord’s values', () => {
    const error = {
      ...said('service.discord.serverError', 'Discord had a server error (502). Try again in a moment.', {
        status: 502,
      }),
    }
    expect(saidText(de, error)).toBe(
      'Discord hatte einen Serverfehler (502). Versuche es gleich noch einmal.',
    )
  })

  it('says an unknown outcome’s hint after its sentence', () => {
    const error = withHint(
      said(
        'service.request.cancelledAfterSent',
        'Cancelled after the whole request was sent, so Discord may have processed it.',
      ),
      said('service.hint.checkEdit', 'Look at the message in the channel before editing it again.'),
    )
    const text = saidText(de, { kind: 'unknownOutcome', ...error } as RpcErrorData)
    expect(text).toContain(de('service.request.cancelledAfterSent'))
    expect(text).toContain(de('service.hint.checkEdit'))
  })

  it('falls back to the English message for a phrase this page cannot say', () => {
    const message = 'The English sentence.'
    expect(saidText(de, { message, phrase: { id: 'service.nothing.here' as never } })).toBe(message)
    // An argument missing: the formatter throws; the notice still shows the English.
    expect(saidText(de, { message, phrase: { id: 'service.discord.serverError' } })).toBe(message)
    expect(saidText(de, { message })).toBe(message)
  })

  it('drops a malformed phrase from an envelope rather than refusing the error', () => {
    const envelope = envelopeSchema.parse({
      ok: false,
      error: { kind: 'notFound', message: 'Gone.', phrase: { id: 42, values: { x: {} } } },
    })
    expect(envelope).toEqual({ ok: false, error: { kind: 'notFound', message: 'Gone.' } })
    const kept = envelopeSchema.parse({
      ok: false,
      error: {
        kind: 'invalidInput',
        message: 'Bad.',
        issues: [{ path: 'a', message: 'No.', phrase: { id: 'service.files.unreadable' } }],
      },
    })
    expect(kept).toMatchObject({ error: { issues: [{ phrase: { id: 'service.files.unreadable' } }] } })
  })
})
