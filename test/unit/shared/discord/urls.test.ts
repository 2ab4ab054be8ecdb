import { describe, expect, it } from 'vitest'
import { maskWebhookUrl, parseMessageLink, parseWebhookUrl, webhookExecutionUrl } from '@shared/discord'

const ID = '223704706495545344'
const TOKEN = 'Ab3_-'.repeat(13) + 'xyz' // 68 characters like real tokens

describe('parseWebhookUrl', () => {
  it.each([
    `https://discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com/api/v10/webhooks/${ID}/${TOKEN}`,
    `https://discordapp.com/api/webhooks/${ID}/${TOKEN}`,
    `https://ptb.discord.com/api/v9/webhooks/${ID}/${TOKEN}`,
    `https://canary.discord.com/api/webhooks/${ID}/${TOKEN}/`,
    `https://DISCORD.com/api/webhooks/${ID}/${TOKEN}?wait=true`,
    `  https://discord.com/api/webhooks/${ID}/${TOKEN}  `,
  ])('accepts the Discord form %s', (url) => {
    expect(parseWebhookUrl(url)).toEqual({ ok: true, id: ID, token: TOKEN })
  })

  it('reads thread_id from the query', () => {
    const url = `https://discord.com/api/webhooks/${ID}/${TOKEN}?wait=true&thread_id=1234567890123456789`
    expect(parseWebhookUrl(url)).toEqual({ ok: true, id: ID, token: TOKEN, threadId: '1234567890123456789' })
  })

  it('accepts a URL under the configured API root, such as the local emulator', () => {
    const apiBase = 'http://127.0.0.1:4517/api/v10/'
    const url = `http://127.0.0.1:4517/api/v10/webhooks/${ID}/${TOKEN}`
    expect(parseWebhookUrl(url, { apiBase })).toEqual({ ok: true, id: ID, token: TOKEN })
  })

  it.each([
    ['', 'empty'],
    ['hello', 'not_a_url'],
    [`https://evil.example/api/webhooks/${ID}/${TOKEN}`, 'wrong_host'],
    [`https://discord.com.evil.example/api/webhooks/${ID}/${TOKEN}`, 'wrong_host'],
    [`http://127.0.0.1:9/api/v10/webhooks/${ID}/${TOKEN}`, 'wrong_host'],
    [`http://discord.com/api/webhooks/${ID}/${TOKEN}`, 'insecure'],
    [`https://discord.com/channels/1/2/3`, 'not_a_webhook_url'],
    [`https://discord.com/api/webhooks/${ID}`, 'token_missing'],
    [`https://discord.com/api/webhooks/${ID}/`, 'token_missing'],
    [`https://discord.com/api/webhooks/${ID}/short`, 'invalid_token'],
    [`https://discord.com/api/webhooks/12345/${TOKEN}`, 'invalid_id'],
    [`https://discord.com/api/webhooks/${ID}/${TOKEN}?thread_id=abc`, 'invalid_thread_id'],
  ])('refuses %s with reason %s', (url, reason) => {
    const result = parseWebhookUrl(url)
    expect(result).toMatchObject({ ok: false, reason })
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10)
  })
})

describe('webhookExecutionUrl', () => {
  it('builds the URL under the configured root whatever form was pasted', () => {
    expect(webhookExecutionUrl('https://discord.com/api/v10/', ID, TOKEN)).toBe(
      `https://discord.com/api/v10/webhooks/${ID}/${TOKEN}`,
    )
  })
})

describe('maskWebhookUrl', () => {
  it('shows the id and only the last 4 token characters', () => {
    const masked = maskWebhookUrl(`https://discord.com/api/webhooks/${ID}/${TOKEN}`)
    expect(masked).toBe(`…/webhooks/${ID}/••••${TOKEN.slice(-4)}`)
    expect(masked).not.toContain(TOKEN.slice(0, 8))
  })

  it('masks parts and reveals nothing of text it cannot read', () => {
    expect(maskWebhookUrl({ id: '1234', token: TOKEN })).toBe(`…/webhooks/1234/••••${TOKEN.slice(-4)}`)
    expect(maskWebhookUrl('garbage with secret')).toBe('…/webhooks/••••')
  })
})

describe('parseMessageLink', () => {
  it.each([
    [
      'https://discord.com/channels/111111111111111111/222222222222222222/333333333333333333',
      '111111111111111111',
    ],
    [
      'https://ptb.discord.com/channels/111111111111111111/222222222222222222/333333333333333333',
      '111111111111111111',
    ],
    ['https://canary.discordapp.com/channels/@me/222222222222222222/333333333333333333', null],
  ])('reads %s', (link, guildId) => {
    expect(parseMessageLink(link)).toEqual({
      ok: true,
      guildId,
      channelId: '222222222222222222',
      messageId: '333333333333333333',
    })
  })

  it('accepts a bare message id', () => {
    expect(parseMessageLink(' 333333333333333333 ')).toEqual({
      ok: true,
      guildId: null,
      channelId: null,
      messageId: '333333333333333333',
    })
  })

  it.each(['https://example.com/channels/1/2/3', 'https://discord.com/channels/1/2', 'not a link'])(
    'refuses %s',
    (text) => {
      expect(parseMessageLink(text).ok).toBe(false)
    },
  )
})
