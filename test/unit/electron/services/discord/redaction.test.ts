import { describe, expect, it } from 'vitest'
import { DiscordClient } from '@services/discord'
import { TransportError } from '@services/discord/transport'
import { resolveUrlTarget } from '@services/send'
import { FakeClock, WEBHOOK, scriptedTransport } from './fakes'
import type { Scripted } from './fakes'

const silent = { debug() {}, info() {}, warn() {}, error() {} }

function client(script: Scripted[]) {
  const t = scriptedTransport(script)
  return new DiscordClient({
    apiBase: 'https://discord.com/api/v10',
    authBase: 'https://discord.com/api',
    version: '0.1.0',
    clock: new FakeClock(),
    transport: t.transport,
    logger: silent,
    retries: 0,
  })
}

describe('tokens never appear in errors', () => {
  it('masks a webhook URL a network error happens to quote', async () => {
    const c = client([
      {
        throws: new TransportError(
          `reset while posting to /webhooks/${WEBHOOK.webhookId}/${WEBHOOK.token}`,
          'reset',
          true,
          true,
        ),
      },
    ])
    const error = await c.webhooks.execute(WEBHOOK, { body: { content: 'x' } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ data: { kind: 'unknownOutcome' } })
    expect(JSON.stringify((error as { data: unknown }).data)).not.toContain(WEBHOOK.token)
  })

  it('masks a token Discord echoes in an error message or issue', async () => {
    const bot = 'MTE5MTE2ODk2MDM2NDU0NDAxMQ.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB'
    const c = client([
      {
        status: 400,
        json: {
          code: 50035,
          message: `Invalid Form Body Bot ${bot}`,
          errors: { name: { _errors: [{ code: 'X', message: `bad /webhooks/1/${WEBHOOK.token}` }] } },
        },
      },
    ])
    const error = await c.bot.createWebhook(bot, '223704706495545344', { name: 'x' }).catch((e: unknown) => e)
    const text = JSON.stringify((error as { data: unknown }).data) + String((error as Error).message)
    expect(text).not.toContain(WEBHOOK.token)
    expect(text).not.toContain(bot)
  })

  it('registers a pasted token as a secret, so any later log or error masks it', async () => {
    const token = 'Zz9_'.repeat(17)
    const target = resolveUrlTarget(`https://discord.com/api/webhooks/223704706495545344/${token}`, {
      apiBase: 'https://discord.com/api/v10',
    })
    expect(target).toEqual({ webhookId: '223704706495545344', token })
    const c = client([{ throws: new TransportError(`socket said ${token}`, 'other', true, true) }])
    const error = await c.webhooks.execute(target, { body: { content: 'x' } }).catch((e: unknown) => e)
    expect(String((error as Error).message)).not.toContain(token)
  })

  it('refuses a URL on another host before anything is sent', () => {
    expect(() =>
      resolveUrlTarget(`https://evil.example/api/webhooks/223704706495545344/${'a'.repeat(68)}`, {
        apiBase: 'https://discord.com/api/v10',
      }),
    ).toThrow(expect.objectContaining({ data: expect.objectContaining({ kind: 'invalidInput' }) }))
  })
})
