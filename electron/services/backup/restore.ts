import type { Choices, Tally } from '@shared/backup/plan'
import { actionFor, count, emptyTally } from '@shared/backup/plan'
import { TOTAL_MAX } from '@shared/backup/limits'
import { rpcError, said } from '@shared/rpc/errors'
import type { BackupFile, BackupWebhook } from '@shared/backup/schema'
import type { SettingsView } from '@shared/rpc/areas/settings'
import { DRAFT_NAME_MAX } from '@shared/drafts/draft'
import type { JsonStore } from '../stores/jsonStore'
import type { AwaitingFile, AwaitingWebhookRecord } from '../stores/awaitingWebhookStore'
import type { BackupPorts } from './ports'

export type RestoreSummary = {
  drafts: Tally
  templates: Tally
  webhooks: Tally
  history: Tally
  settings: 'restored' | 'kept' | 'unchanged'
  awaitingUrl: number
}

const restoredName = (name: string) => `${name} (restored)`.slice(0, DRAFT_NAME_MAX)

/** Records written between two pauses, so other calls are answered during a large restore. */
const WRITE_SLICE = 25

/** How many records of a kind the restore would add (new ones, and copies when the choice is "both"). */
function added(records: readonly { id: string }[], existing: ReadonlySet<string>, choice: Choices['drafts']) {
  return records.filter((r) => {
    const action = actionFor(existing.has(r.id), choice)
    return action === 'add' || action === 'copy'
  }).length
}

/**
 * Refuses, writing nothing, a restore that would leave more drafts or templates than a data folder may
 * hold: "both" twice over would otherwise double them each time (issue 24).
 */
export function refuseOverTotals(backup: BackupFile, choices: Choices, ports: BackupPorts): void {
  const draftIds = new Set(ports.drafts.list().drafts.map((d) => d.id))
  const templateIds = new Set(ports.templates.list().map((t) => t.id))
  const kinds = [
    { name: 'drafts', here: draftIds.size, adding: added(backup.drafts, draftIds, choices.drafts) },
    {
      name: 'templates',
      here: templateIds.size,
      adding: added(backup.templates, templateIds, choices.templates),
    },
  ] as const
  for (const { name, here, adding } of kinds) {
    const max = TOTAL_MAX[name]
    if (here + adding > max)
      throw rpcError(
        'invalidInput',
        name === 'drafts'
          ? said(
              'service.backup.tooManyDrafts',
              `Restoring would add ${adding.toLocaleString('en-US')} drafts to the ${here.toLocaleString('en-US')} here; Herald keeps at most ${max.toLocaleString('en-US')}. Delete some, or choose keep or replace instead of both; nothing was restored.`,
              { adding, here, max },
            )
          : said(
              'service.backup.tooManyTemplates',
              `Restoring would add ${adding.toLocaleString('en-US')} templates to the ${here.toLocaleString('en-US')} here; Herald keeps at most ${max.toLocaleString('en-US')}. Delete some, or choose keep or replace instead of both; nothing was restored.`,
              { adding, here, max },
            ),
      )
  }
}

/**
 * Applies a backup already checked for unanswered conflicts. Records that do not exist here are added;
 * existing ones follow the user's choice for their kind (keep, replace, or both as a copy with a new id).
 */
export async function applyBackup(
  backup: BackupFile,
  choices: Choices,
  ports: BackupPorts,
  awaiting: JsonStore<AwaitingFile>,
  now: string,
  pause: () => Promise<void>,
): Promise<RestoreSummary> {
  let written = 0
  const slice = async () => {
    if (++written % WRITE_SLICE === 0) await pause()
  }
  const drafts = emptyTally()
  const draftIds = new Set(ports.drafts.list().drafts.map((d) => d.id))
  for (const draft of backup.drafts) {
    const action = actionFor(draftIds.has(draft.id), choices.drafts)
    count(drafts, action)
    if (action === 'add' || action === 'replace') await ports.drafts.restore(draft)
    if (action === 'copy') {
      await ports.drafts.restore({ ...draft, id: ports.drafts.newId(), name: restoredName(draft.name) })
    }
    await slice()
  }

  const templates = emptyTally()
  const templateIds = new Set(ports.templates.list().map((t) => t.id))
  for (const template of backup.templates) {
    const action = actionFor(templateIds.has(template.id), choices.templates)
    count(templates, action)
    if (action === 'add' || action === 'replace') ports.templates.restore(template)
    if (action === 'copy') {
      ports.templates.restore({ ...template, id: ports.templates.newId(), name: restoredName(template.name) })
    }
    await slice()
  }

  const webhooks = restoreWebhooks(backup, choices, ports, awaiting, now)

  const history = emptyTally()
  const historyIds = new Set(historyIdsOf(ports))
  for (const entry of backup.history) {
    const action = actionFor(historyIds.has(entry.id), choices.history)
    count(history, action)
    if (action === 'add' || action === 'replace') ports.history.restore(entry)
    await slice()
  }

  const current = ports.settings.get().settings
  const differ = !sameSettings(current, backup.settings)
  let settings: RestoreSummary['settings'] = 'unchanged'
  if (differ && choices.settings === 'replace') {
    ports.settings.update(backup.settings)
    settings = 'restored'
  } else if (differ) settings = 'kept'

  return { drafts, templates, webhooks, history, settings, awaitingUrl: awaiting.read().webhooks.length }
}

/** Field by field: the two objects may list their keys in another order. */
export function sameSettings(a: SettingsView, b: SettingsView): boolean {
  const [x, y] = [withDefaults(a), withDefaults(b)]
  return (Object.keys(x) as (keyof SettingsView)[]).every((key) => x[key] === y[key])
}

/** A setting newer than the backup reads as its default, as settings.json reads it. */
const withDefaults = (settings: SettingsView): SettingsView => ({
  ...settings,
  previewWebImages: settings.previewWebImages ?? true,
  language: settings.language ?? 'system',
})

export function historyIdsOf(ports: BackupPorts): string[] {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = ports.history.list({ includeDeleted: true, limit: 200, cursor })
    ids.push(...page.entries.map((e) => e.id))
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return ids
}

/**
 * A webhook already saved here keeps its token whatever the choice; "replace" takes the backup's label,
 * defaults and place names. Any other webhook waits for its URL in restoredWebhooks.json, never in the
 * library, so nothing can try to send through it.
 */
function restoreWebhooks(
  backup: BackupFile,
  choices: Choices,
  ports: BackupPorts,
  awaiting: JsonStore<AwaitingFile>,
  now: string,
): Tally {
  const tally = emptyTally()
  const waiting = new Set(awaiting.read().webhooks.map((w) => w.id))
  const serverName = (id: string | null) => backup.library.servers.find((s) => s.id === id)?.name ?? null
  const channelName = (id: string | null) => backup.library.channels.find((c) => c.id === id)?.name ?? null
  const toAwait: AwaitingWebhookRecord[] = []
  const replacing: string[] = []
  for (const webhook of backup.library.webhooks) {
    const saved = ports.webhooks.has(webhook.id)
    const action = actionFor(saved || waiting.has(webhook.id), choices.webhooks)
    count(tally, action)
    if (action === 'skip') continue
    if (saved) applyNames(webhook, ports, serverName(webhook.guildId), channelName(webhook.channelId))
    else {
      toAwait.push({
        ...webhook,
        serverName: serverName(webhook.guildId),
        channelName: channelName(webhook.channelId),
        restoredAt: now,
      })
      replacing.push(webhook.id)
    }
  }
  if (toAwait.length > 0) {
    awaiting.update((file) => ({
      ...file,
      webhooks: [...file.webhooks.filter((w) => !replacing.includes(w.id)), ...toAwait],
    }))
  }
  return tally
}

/** The backup's label, defaults and place names onto a webhook saved here (its token stays). */
export function applyNames(
  webhook: BackupWebhook,
  ports: Pick<BackupPorts, 'webhooks'>,
  serverName: string | null,
  channelName: string | null,
): void {
  ports.webhooks.rename(webhook.id, webhook.label)
  ports.webhooks.updateSettings(webhook.id, webhook.settings)
  if (webhook.guildId && serverName) ports.webhooks.renameServer(webhook.guildId, serverName)
  if (webhook.channelId && channelName) ports.webhooks.renameChannel(webhook.channelId, channelName)
}
