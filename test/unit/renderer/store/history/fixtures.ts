import type { HistoryEntryView } from '@shared/rpc/areas/history'

/** A sent entry; override what a test needs. */
export function entry(extra: Partial<HistoryEntryView> = {}): HistoryEntryView {
  return {
    id: '300000000000000001-400000000000000001',
    webhookId: '300000000000000001',
    webhookLabel: 'General',
    messageId: '400000000000000001',
    channelId: '200000000000000001',
    threadId: null,
    guildId: '100000000000000001',
    source: 'sent',
    sentAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    deletedAt: null,
    preview: 'Hello',
    attachmentNames: [],
    revisionCount: 0,
    place: {
      server: null,
      channel: { id: '200000000000000001', name: null },
      thread: null,
      unreadable: false,
    },
    messageLink: null,
    ...extra,
  }
}
