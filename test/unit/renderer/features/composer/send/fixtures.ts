import type { Draft, DraftFile, DraftMessage } from '@shared/drafts/draft'

export const WEBHOOK = '300000000000000001'
export const CHANNEL = '200000000000000001'
export const GUILD = '100000000000000001'
export const MESSAGE = '400000000000000001'

export function file(extra: Partial<DraftFile> = {}): DraftFile {
  return {
    handle: 'a'.repeat(32),
    name: 'poster.png',
    size: 1000,
    contentType: 'image/png',
    spoiler: false,
    description: '',
    ...extra,
  }
}

/** A draft with one message going to a saved webhook; override what a test needs. */
export function draft(message: Partial<DraftMessage> = {}, extra: Partial<Draft> = {}): Draft {
  return {
    id: 'draft0001',
    name: 'Announcement',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    messages: [{ id: 'm1', data: { content: 'Hello' }, files: [], ...message }],
    targets: [{ kind: 'saved', webhookId: WEBHOOK }],
    sent: null,
    ...extra,
  }
}
