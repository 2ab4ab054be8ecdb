import type { BackupFile, BackupHistoryEntry, BackupLibrary } from '@shared/backup/schema'
import { BACKUP_FORMAT, BACKUP_VERSION } from '@shared/backup/schema'
import type { Draft } from '@shared/drafts/draft'
import type { HistoryEntryDetail } from '@shared/rpc/areas/history'
import type { BackupPorts } from './ports'

/**
 * A draft as a backup keeps it: no staged files (their bytes stay on this computer; a handle means
 * nothing elsewhere) and no pasted-URL targets (they point into the vault, and their masked URL shows
 * the token's last characters).
 */
export function backupDraft(draft: Draft): { draft: Draft; filesLeftOut: number } {
  let filesLeftOut = 0
  const messages = draft.messages.map((message) => {
    filesLeftOut += message.files.length
    return { ...message, files: [] }
  })
  const targets = draft.targets.filter((target) => target.kind === 'saved')
  return { draft: { ...draft, messages, targets }, filesLeftOut }
}

/** The library's ids, names and defaults, in the user's order; tokens are not read at all. */
function library(ports: BackupPorts): BackupLibrary {
  const out: BackupLibrary = { webhooks: [], servers: [], channels: [] }
  for (const server of ports.webhooks.list().servers) {
    // Names Herald made up for unnamed places (`Server <id>`) are not the user's: left out.
    if (server.id && server.name !== `Server ${server.id}`)
      out.servers.push({ id: server.id, name: server.name })
    for (const channel of server.channels) {
      if (channel.id && channel.name !== `Channel ${channel.id}`) {
        out.channels.push({ id: channel.id, guildId: server.id, name: channel.name })
      }
      for (const view of channel.webhooks) {
        out.webhooks.push({
          id: view.id,
          label: view.label,
          name: view.name,
          avatar: ports.webhooks.find(view.id)?.avatar ?? null,
          channelId: view.channelId,
          guildId: view.guildId,
          settings: {
            uploadLimitMiB: view.settings.uploadLimitMiB,
            defaultUsername: view.settings.defaultUsername,
            defaultAvatarUrl: view.settings.defaultAvatarUrl,
          },
        })
      }
    }
  }
  return out
}

export function historyEntryOf(detail: HistoryEntryDetail): BackupHistoryEntry {
  return {
    id: detail.id,
    webhookId: detail.webhookId,
    messageId: detail.messageId,
    channelId: detail.channelId,
    threadId: detail.threadId,
    guildId: detail.guildId,
    source: detail.source,
    sentAt: detail.sentAt,
    current: detail.current,
    revisions: detail.revisions,
    deletedAt: detail.deletedAt,
  }
}

/** Every history entry, page by page through the history service. */
export function allHistory(ports: BackupPorts): BackupHistoryEntry[] {
  const entries: BackupHistoryEntry[] = []
  let cursor: string | undefined
  do {
    const page = ports.history.list({ includeDeleted: true, limit: 200, cursor })
    for (const view of page.entries) entries.push(historyEntryOf(ports.history.get(view.id)))
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return entries
}

/** Everything a backup holds, read through the services' own APIs. */
export function collectBackup(
  ports: BackupPorts,
  meta: { appVersion: string; now: Date },
): { backup: BackupFile; filesLeftOut: number } {
  let filesLeftOut = 0
  const drafts = ports.drafts.list().drafts.map((summary) => {
    const kept = backupDraft(ports.drafts.get(summary.id))
    filesLeftOut += kept.filesLeftOut
    return kept.draft
  })
  const backup: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: meta.now.toISOString(),
    appVersion: meta.appVersion,
    drafts,
    templates: ports.templates.list(),
    library: library(ports),
    history: allHistory(ports),
    settings: ports.settings.get().settings,
  }
  return { backup, filesLeftOut }
}
