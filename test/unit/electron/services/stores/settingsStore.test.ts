import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { setLogSink } from '@services/log'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { openSettingsStore } from '@services/stores/settingsStore'
import { SettingsService } from '@services/library/settingsService'

beforeAll(() => setLogSink(() => {}, 'error'))

const config = { apiBase: 'https://discord.com/api/v10', authBase: 'https://discord.com/api', dataDir: '' }
const WEBHOOK_ID = '123456789012345678'

function service(dataDir: string, recovery = new RecoveryLog()) {
  return {
    settings: new SettingsService({ store: openSettingsStore({ dataDir, recovery }), config }),
    recovery,
  }
}

const fileOf = (dataDir: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8')) as Record<string, unknown>

describe('settings store: the last target', () => {
  it('keeps the last saved webhook sent to across a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-settings-'))
    expect(service(dataDir).settings.get().settings.lastWebhookId).toBeNull()

    service(dataDir).settings.update({ lastWebhookId: WEBHOOK_ID })

    expect(service(dataDir).settings.get().settings.lastWebhookId).toBe(WEBHOOK_ID)
    expect(fileOf(dataDir)).toMatchObject({ version: 3, lastWebhookId: WEBHOOK_ID })
  })

  it('upgrades a version 1 file in place, keeping every preference, without a recovery notice', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-settings-'))
    const v1 = {
      version: 1,
      theme: 'dark',
      defaultUploadLimitMiB: 50,
      confirmDestructive: false,
      historyLimitPerWebhook: 500,
    }
    fs.writeFileSync(path.join(dataDir, 'settings.json'), JSON.stringify(v1))

    const { settings, recovery } = service(dataDir)

    expect(settings.get().settings).toEqual({
      ...v1,
      version: undefined,
      lastWebhookId: null,
      previewDensity: 'cozy',
      // Files from before the setting read as web images on (a default, no version bump).
      previewWebImages: true,
      // Likewise the language (issue 25): the system's until chosen.
      language: 'system',
    })
    expect(recovery.list()).toEqual([])
    settings.update({ theme: 'light' })
    expect(fileOf(dataDir)).toMatchObject({ version: 3, theme: 'light', defaultUploadLimitMiB: 50 })
  })

  it('upgrades a version 2 file to the cozy preview, keeping the theme and the last target', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-settings-'))
    const v2 = {
      version: 2,
      theme: 'light',
      defaultUploadLimitMiB: 10,
      confirmDestructive: true,
      historyLimitPerWebhook: 2000,
      lastWebhookId: WEBHOOK_ID,
    }
    fs.writeFileSync(path.join(dataDir, 'settings.json'), JSON.stringify(v2))

    const { settings, recovery } = service(dataDir)

    expect(settings.get().settings).toMatchObject({
      theme: 'light',
      lastWebhookId: WEBHOOK_ID,
      previewDensity: 'cozy',
    })
    expect(recovery.list()).toEqual([])
    settings.update({ previewDensity: 'compact' })
    expect(service(dataDir).settings.get().settings.previewDensity).toBe('compact')
    expect(fileOf(dataDir)).toMatchObject({ version: 3, previewDensity: 'compact' })
  })
})
