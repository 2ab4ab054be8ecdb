import { describe, expect, it } from 'vitest'
import { discordError, flattenErrors, webhookInvalidReason } from '@services/discord/errors'
import { decideOnServerError, decideOnTransportError } from '@services/discord/failurePolicy'
import { TransportError } from '@services/discord/transport'
import { said } from '@shared/rpc/errors'

const body = (value: unknown) => Buffer.from(JSON.stringify(value))

describe('flattenErrors', () => {
  it('turns the v10 errors tree into editor paths', () => {
    const tree = {
      embeds: {
        '0': {
          fields: {
            '1': { value: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } },
          },
          title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 256 or fewer in length.' }] },
        },
        _errors: [{ code: 'MAX_EMBED_SIZE_EXCEEDED', message: 'Embed size exceeds maximum size of 6000' }],
      },
      _errors: [{ code: 'X', message: 'whole request' }],
    }
    expect(flattenErrors(tree)).toEqual([
      { path: 'embeds[0].fields[1].value', message: 'This field is required' },
      { path: 'embeds[0].title', message: 'Must be 256 or fewer in length.' },
      { path: 'embeds', message: 'Embed size exceeds maximum size of 6000' },
      { path: '', message: 'whole request' },
    ])
  })

  it('reads the legacy v6 flat shape, where strings may be indices', () => {
    expect(flattenErrors({ content: ['Must be 2000 or fewer in length.'], embeds: ['0'] })).toEqual([
      { path: 'content', message: 'Must be 2000 or fewer in length.' },
      { path: 'embeds[0]', message: 'Discord rejected this item.' },
    ])
  })
})

describe('discordError', () => {
  it('explains a wrong webhook token (401 50027)', () => {
    const error = discordError(401, body({ message: 'Invalid Webhook Token', code: 50027 }), 'webhook')
    expect(error.data).toMatchObject({ kind: 'discord', status: 401, code: 50027 })
    expect(error.message).toMatch(
      /^This webhook's token is wrong: it was regenerated or the URL was copied incompletely/,
    )
  })

  it('explains a deleted webhook (404 10015)', () => {
    const error = discordError(404, body({ message: 'Unknown Webhook', code: 10015 }), 'webhook')
    expect(error.data).toMatchObject({ status: 404, code: 10015 })
    expect(error.message).toMatch(/^This webhook was deleted/)
  })

  it('explains an upload that is too large (413 40005)', () => {
    const error = discordError(413, body({ message: 'Request entity too large', code: 40005 }), 'webhook')
    expect(error.message).toMatch(/too large/)
    expect(error.data).toMatchObject({ status: 413, code: 40005 })
  })

  it('carries every issue of a 50035 with its path', () => {
    const error = discordError(
      400,
      body({
        code: 50035,
        message: 'Invalid Form Body',
        errors: {
          content: {
            _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }],
          },
        },
      }),
      'webhook',
    )
    expect(error.data).toMatchObject({
      kind: 'discord',
      code: 50035,
      issues: [{ path: 'content', message: 'Must be 2000 or fewer in length.' }],
    })
    expect(error.message).toContain('content: Must be 2000')
  })

  it('reads an OAuth2 error body (no code, an error name)', () => {
    const error = discordError(
      400,
      body({ error: 'invalid_grant', error_description: 'Invalid "code"' }),
      'oauth',
    )
    expect(error.data).toMatchObject({
      kind: 'discord',
      status: 400,
      code: null,
      phrase: { id: 'service.oauth.invalidGrant' },
      // Discord's own description, in its words, beside the translated sentence.
      issues: [{ path: '', message: 'Invalid "code"' }],
    })
    expect(error.message).toMatch(/already used/)
  })

  it('gives a readable error for a body that is not JSON', () => {
    const error = discordError(502, Buffer.from('<html>Bad gateway</html>'), 'bot')
    expect(error.data).toMatchObject({ status: 502, code: null, issues: [] })
    expect(error.message).toMatch(/server error \(502\)/)
    expect(error.data.phrase).toEqual({ id: 'service.discord.serverError', values: { status: 502 } })
  })

  it('marks a webhook invalid on 401 and on an unknown webhook, not on an unknown message', () => {
    expect(webhookInvalidReason(401, 50027)).toBe('tokenInvalid')
    expect(webhookInvalidReason(404, 10015)).toBe('deleted')
    expect(webhookInvalidReason(404, 10008)).toBeUndefined()
    expect(webhookInvalidReason(400, 50035)).toBeUndefined()
  })
})

describe('failure policy', () => {
  const options = { retries: 2, baseDelayMs: 100 }
  const hint = said('service.hint.checkEdit', 'Look at the message in the channel before editing it again.')
  const post = (error: TransportError, attempt = 0) =>
    decideOnTransportError(error, { method: 'POST', idempotent: false, attempt, options, outcomeHint: hint })

  it('retries a connection that never opened, with backoff, then reports network', () => {
    const refused = new TransportError('Could not connect (ECONNREFUSED).', 'refused', false, false)
    expect(post(refused, 0)).toEqual({ retryAfterMs: 100 })
    expect(post(refused, 1)).toEqual({ retryAfterMs: 200 })
    expect(post(refused, 2)).toMatchObject({ error: { data: { kind: 'network' } } })
  })

  it('never retries a POST whose whole body was sent: the outcome is unknown and says how to check', () => {
    for (const failure of ['reset', 'timeout'] as const) {
      const decision = post(new TransportError('x', failure, true, true))
      expect(decision).toMatchObject({ error: { data: { kind: 'unknownOutcome' } } })
      expect('error' in decision && decision.error.message).toContain(hint.message)
      // The page says it in its language: the sentence and the hint as phrases.
      expect(decision).toMatchObject({
        error: {
          data: { phrase: { id: 'service.request.noAnswer', values: { reason: 'x' } }, hint: hint.phrase },
        },
      })
    }
  })

  it('reports a POST cut off mid-body as a network failure (Discord cannot have parsed it)', () => {
    expect(post(new TransportError('x', 'reset', true, false))).toMatchObject({
      error: { data: { kind: 'network' } },
    })
  })

  it('turns a cancel into cancelled, or unknownOutcome once the whole POST was sent', () => {
    expect(post(new TransportError('x', 'aborted', true, false))).toMatchObject({
      error: { data: { kind: 'cancelled' } },
    })
    expect(post(new TransportError('x', 'aborted', true, true))).toMatchObject({
      error: { data: { kind: 'unknownOutcome' } },
    })
  })

  it('retries idempotent calls after a reset, a bounded number of times', () => {
    const reset = new TransportError('x', 'reset', true, true)
    const input = { method: 'PATCH', idempotent: true, options, outcomeHint: hint }
    expect(decideOnTransportError(reset, { ...input, attempt: 0 })).toEqual({ retryAfterMs: 100 })
    expect(decideOnTransportError(reset, { ...input, attempt: 2 })).toMatchObject({
      error: { data: { kind: 'network' } },
    })
  })

  it('answers a 5xx on POST with unknownOutcome and retries it for idempotent calls', () => {
    expect(
      decideOnServerError(500, { idempotent: false, attempt: 0, options, outcomeHint: hint }),
    ).toMatchObject({
      error: { data: { kind: 'unknownOutcome' } },
    })
    expect(decideOnServerError(503, { idempotent: true, attempt: 0, options, outcomeHint: hint })).toEqual({
      retryAfterMs: 100,
    })
    expect(
      decideOnServerError(503, { idempotent: true, attempt: 2, options, outcomeHint: hint }),
    ).toBeUndefined()
    expect(
      decideOnServerError(404, { idempotent: true, attempt: 0, options, outcomeHint: hint }),
    ).toBeUndefined()
  })
})
