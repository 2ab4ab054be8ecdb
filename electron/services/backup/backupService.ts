import type { Choices, Conflicts, ConflictKind } from '@shared/backup/plan'
import { findConflicts, unanswered } from '@shared/backup/plan'
import { readBackup } from '@shared/backup/read'
import type { BackupFile } from '@shared/backup/schema'
import type { AwaitingWebhook, BackupContents } from '@shared/rpc/areas/backup'
import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import { readWebhookUrl } from '../discord/readWebhookUrl'
import type { AwaitingFile } from '../stores/awaitingWebhookStore'
import type { JsonStore } from '../stores/jsonStore'
import { collectBackup } from './collect'
import type { BackupPorts } from './ports'
import type { RestoreSummary } from './restore'
import { applyBackup, applyNames, historyIdsOf, refuseOverTotals, sameSettings } from './restore'
import { pause } from '../pause'

export type BackupServiceDeps = {
  ports: BackupPorts
  awaiting: JsonStore<AwaitingFile>
  appVersion: string
  apiBase: string
  clock?: () => Date
}

const kindNames: Record<ConflictKind, string> = {
  drafts: 'drafts',
  templates: 'templates',
  webhooks: 'webhooks',
  history: 'history entries',
  settings: 'settings',
}

function contentsOf(backup: BackupFile): BackupContents {
  return {
    drafts: backup.drafts.length,
    templates: backup.templates.length,
    webhooks: backup.library.webhooks.length,
    history: backup.history.length,
  }
}

/** Herald's own backup: written from the services' APIs, read back with every conflict asked about. */
export class BackupService {
  constructor(private readonly deps: BackupServiceDeps) {}

  create(): { fileName: string; text: string; contents: BackupContents; filesLeftOut: number } {
    const now = this.now()
    const { backup, filesLeftOut } = collectBackup(this.deps.ports, { appVersion: this.deps.appVersion, now })
    return {
      fileName: `herald-backup-${now.toISOString().slice(0, 10)}.json`,
      text: `${JSON.stringify(backup, null, 2)}\n`,
      contents: contentsOf(backup),
      filesLeftOut,
    }
  }

  async inspect(text: string): Promise<{
    createdAt: string
    appVersion: string
    contents: BackupContents
    conflicts: Conflicts
  }> {
    const backup = await this.read(text)
    return {
      createdAt: backup.createdAt,
      appVersion: backup.appVersion,
      contents: contentsOf(backup),
      conflicts: this.conflicts(backup),
    }
  }

  /** Refuses, writing nothing, while a kind with conflicts has no choice. */
  async restore(text: string, choices: Choices): Promise<RestoreSummary> {
    const backup = await this.read(text)
    const open = unanswered(this.conflicts(backup), choices)
    if (open.length > 0) {
      throw rpcError(
        'conflict',
        `The backup collides with what is here (${open.map((k) => kindNames[k]).join(', ')}): choose keep, replace or both for each; nothing was restored.`,
      )
    }
    refuseOverTotals(backup, choices, this.deps.ports)
    return applyBackup(backup, choices, this.deps.ports, this.deps.awaiting, this.now().toISOString(), pause)
  }

  awaiting(): AwaitingWebhook[] {
    return this.deps.awaiting.read().webhooks.map((w) => ({
      id: w.id,
      label: w.label,
      serverName: w.serverName,
      channelName: w.channelName,
    }))
  }

  /** The URL must be this webhook's; it is looked up and sealed like any added webhook, then named. */
  async reconnect(webhookId: string, url: string): Promise<WebhookView> {
    const record = this.deps.awaiting.read().webhooks.find((w) => w.id === webhookId)
    if (!record)
      throw rpcError(
        'notFound',
        said('service.backup.notWaiting', 'This restored webhook is no longer waiting for its URL.'),
      )
    const parsed = readWebhookUrl(url, this.deps.apiBase, 'url')
    if (parsed.id !== webhookId) {
      const { label } = record
      const sentence = said(
        'service.backup.otherWebhook',
        `This URL belongs to webhook ${parsed.id}, not to "${label}" (${webhookId}).`,
        { id: parsed.id, label, webhookId },
      )
      throw new RpcError({ kind: 'invalidInput', ...sentence, issues: [{ path: 'url', ...sentence }] })
    }
    await this.deps.ports.webhooks.add(url, record.label)
    applyNames(record, this.deps.ports, record.serverName, record.channelName)
    this.forget(webhookId)
    return this.deps.ports.webhooks.get(webhookId)
  }

  forget(webhookId: string): boolean {
    const before = this.deps.awaiting.read().webhooks.length
    const next = this.deps.awaiting.update((file) => ({
      ...file,
      webhooks: file.webhooks.filter((w) => w.id !== webhookId),
    }))
    return next.webhooks.length < before
  }

  private async read(text: string): Promise<BackupFile> {
    const result = await readBackup(text, pause)
    if (!result.ok)
      throw new RpcError({
        kind: 'invalidInput',
        message: result.message,
        phrase: result.phrase,
        issues: result.issues,
      })
    return result.backup
  }

  private conflicts(backup: BackupFile): Conflicts {
    const { ports } = this.deps
    const waiting = this.deps.awaiting.read().webhooks.map((w) => w.id)
    const saved = backup.library.webhooks.filter((w) => ports.webhooks.has(w.id)).map((w) => w.id)
    return findConflicts(backup, {
      draftIds: new Set(ports.drafts.list().drafts.map((d) => d.id)),
      templateIds: new Set(ports.templates.list().map((t) => t.id)),
      webhookIds: new Set([...saved, ...waiting]),
      historyIds: new Set(historyIdsOf(ports)),
      settingsDiffer: !sameSettings(ports.settings.get().settings, backup.settings),
    })
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date()
  }
}
