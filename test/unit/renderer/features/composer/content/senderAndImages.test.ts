import { describe, expect, it } from 'vitest'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { imageFiles } from '@renderer/features/composer/embeds/imageFiles'
import { defaultAvatarUrl, defaultUsername } from '@renderer/features/composer/message/senderDefaults'
import { stagedFile } from '../../../store/drafts/embedDraft'

function webhook(name: string | null, settings: Partial<WebhookView['settings']> = {}): WebhookView {
  return {
    id: '111111111111111111',
    label: 'Announcements',
    name,
    avatarUrl: name ? 'https://cdn.example/avatar.png' : null,
    channelId: null,
    guildId: null,
    applicationId: null,
    ownedByApplication: false,
    maskedUrl: '…/webhooks/111111111111111111/••••abcd',
    settings: {
      uploadLimitMiB: null,
      effectiveUploadLimitMiB: 10,
      defaultUsername: null,
      defaultAvatarUrl: null,
      ...settings,
    },
    health: { state: 'ok', reason: null, detail: null, at: null },
    addedAt: '2026-01-01T00:00:00.000Z',
    lookedUpAt: null,
  }
}

describe('what an empty username and avatar send as', () => {
  it('prefers the default set in Herald, then the webhook’s own, then nothing', () => {
    expect(defaultUsername(webhook('Captain Hook', { defaultUsername: 'Releases' }))).toBe('Releases')
    expect(defaultUsername(webhook('Captain Hook'))).toBe('Captain Hook')
    expect(defaultUsername(webhook(null))).toBeUndefined()
    expect(defaultUsername(undefined)).toBeUndefined()
    expect(defaultAvatarUrl(webhook('x', { defaultAvatarUrl: 'https://e.example/a.png' }))).toBe(
      'https://e.example/a.png',
    )
    expect(defaultAvatarUrl(webhook('x'))).toBe('https://cdn.example/avatar.png')
    expect(defaultAvatarUrl(webhook(null))).toBeUndefined()
  })
})

describe('attached images an embed can show', () => {
  it('offers images by type or by name, and nothing else', () => {
    const files = [
      stagedFile('banner.png'),
      stagedFile('notes.pdf', 'application/pdf'),
      stagedFile('photo.JPG', 'application/octet-stream'),
      stagedFile('clip', 'image/gif'),
    ]
    expect(imageFiles(files).map((f) => f.name)).toEqual(['banner.png', 'photo.JPG', 'clip'])
  })
})
