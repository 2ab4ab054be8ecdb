import { describe, expect, it } from 'vitest'
import { webhookSettingsFormSchema } from '@renderer/features/webhooks/webhookSchemas'

// The settings dialog says at the field, before any call, that a webhook URL is not an avatar.
const values = (defaultAvatarUrl: string) => ({
  uploadLimit: 'default',
  defaultUsername: '',
  defaultAvatarUrl,
})
const token = 'Ab3-_'.repeat(13) + 'xyz'

describe('default avatar field', () => {
  it.each([
    `https://discord.com/api/webhooks/112233445566778899/${token}`,
    `https://canary.discordapp.com/api/v9/webhooks/112233445566778899/${token}`,
    `https://discord.com/api%2Fwebhooks%2F112233445566778899%2F${token}`,
  ])('refuses %s with the reason', (url) => {
    const parsed = webhookSettingsFormSchema.safeParse(values(url))
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^This is a webhook URL, not an image: it holds the webhook’s token/),
    ])
  })

  it('takes an image URL and an empty field', () => {
    expect(
      webhookSettingsFormSchema.safeParse(values('https://cdn.discordapp.com/avatars/1/a.png')).success,
    ).toBe(true)
    expect(webhookSettingsFormSchema.safeParse(values('')).success).toBe(true)
  })
})
