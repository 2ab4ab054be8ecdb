import { describe, expect, it } from 'vitest'
import type { SettingsView } from '@shared/rpc/areas/settings'
import { sameSettings } from '@services/backup/restore'

const now: SettingsView = {
  theme: 'system',
  defaultUploadLimitMiB: 10,
  confirmDestructive: true,
  historyLimitPerWebhook: 2000,
  lastWebhookId: null,
  previewDensity: 'cozy',
  previewWebImages: true,
}

describe('sameSettings', () => {
  it('reads a backup from before "Show web images" as web images on, as the settings file does', () => {
    const { previewWebImages: _, ...older } = now
    expect(sameSettings(now, older)).toBe(true)
    expect(sameSettings({ ...now, previewWebImages: false }, older)).toBe(false)
  })
})
