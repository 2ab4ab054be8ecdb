import type { HeraldConfig } from '@services/config'
import { HistoryRecorder } from '@services/library/historyRecorder'
import { messageLinkOf } from '@services/library/historyViews'
import { recordSent } from '@services/library/sentHistory'
import type { SentRecord } from '@services/send'
import { HistoryStore } from '@services/stores/historyStore'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { openSettingsStore } from '@services/stores/settingsStore'
import { openWebhookStore } from '@services/stores/webhookStore'

/** Records what the engine reports; answers the message's link (null: its server is not known). */
export type RecordIn = (record: SentRecord) => string | null | undefined

/**
 * How a `herald` run records in the data folder's History: History's store, capped by the settings, and
 * the webhook store for a saved webhook's server (the link). Not the vault or the library's services,
 * which a record never uses (issue 23: building them cost every recorded run about 2 ms).
 */
export function openHistoryRecording(config: Pick<HeraldConfig, 'dataDir'>): RecordIn {
  const deps = { dataDir: config.dataDir, recovery: new RecoveryLog() }
  const settings = openSettingsStore(deps)
  const webhooks = openWebhookStore(deps)
  const recorder = new HistoryRecorder({
    store: new HistoryStore(deps, () => settings.read().historyLimitPerWebhook),
    savedGuildOf: (webhookId) =>
      webhooks.read().webhooks.find((saved) => saved.id === webhookId)?.guildId ?? null,
  })
  return (record) => {
    const entry = recordSent(recorder, record)
    return entry && messageLinkOf(entry)
  }
}
