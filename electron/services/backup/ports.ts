import type { BackupHistoryEntry } from '@shared/backup/schema'
import type { Draft } from '@shared/drafts/draft'
import type { HistoryEntryDetail, HistoryEntryView } from '@shared/rpc/areas/history'
import type { SettingsView } from '@shared/rpc/areas/settings'
import type { Template } from '@shared/rpc/areas/templates'
import type { WebhookLibrary } from '../library/webhookLibrary'

/** What the backup needs of the other services: their public APIs only, never their files. */
export type BackupPorts = {
  drafts: {
    list(): { drafts: { id: string }[] }
    get(id: string): Draft
    /** Writes the draft under its own id (new, or over the one with that id). */
    restore(draft: Draft): Promise<void>
    newId(): string
  }
  templates: { list(): Template[]; restore(template: Template): void; newId(): string }
  webhooks: Pick<
    WebhookLibrary,
    'list' | 'get' | 'find' | 'has' | 'add' | 'rename' | 'updateSettings' | 'renameServer' | 'renameChannel'
  >
  history: {
    list(query: { includeDeleted: boolean; limit: number; cursor?: string }): {
      entries: HistoryEntryView[]
      nextCursor: string | null
    }
    get(entryId: string): HistoryEntryDetail
    restore(entry: BackupHistoryEntry): void
  }
  settings: { get(): { settings: SettingsView }; update(patch: Partial<SettingsView>): unknown }
}
