import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { webhookSettingsFormSchema } from '@renderer/features/webhooks/webhookSchemas'
import { setCurrentTranslator } from '@renderer/i18n/current'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import { useEnglish } from '../../../../support/english'

// The settings dialog says at the field, before any call, that a webhook URL is not an avatar.
const values = (defaultAvatarUrl: string) => ({
  uploadLimit: 'default',
  defaultUsername: '',
  defaultAvatarUrl,
})
const token = 'Ab3-_'.repeat(13) + 'xyz'

describe('default avatar field', () => {
  beforeEach(useEnglish)

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

  it('says the reason in the page’s language', () => {
    const file = path.join(import.meta.dirname, '../../../../../shared/i18n/compiled/de.json')
    setCurrentTranslator(createTranslator('de', JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue))
    const parsed = webhookSettingsFormSchema.safeParse(
      values(`https://discord.com/api/webhooks/112233445566778899/${token}`),
    )
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^Das ist eine Webhook-URL, kein Bild: Sie enthält das Token des Webhooks\./),
    ])
  })

  it('takes an image URL and an empty field', () => {
    expect(
      webhookSettingsFormSchema.safeParse(values('https://cdn.discordapp.com/avatars/1/a.png')).success,
    ).toBe(true)
    expect(webhookSettingsFormSchema.safeParse(values('')).success).toBe(true)
  })
})
