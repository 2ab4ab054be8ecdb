import type { EventHub } from '@shared/rpc/bind'
import type { HeraldConfig } from '../config'
import { openBotTokenStore } from '../stores/botTokenStore'
import { HistoryStore } from '../stores/historyStore'
import type { BackingFactory } from '../stores/jsonStore'
import { RecoveryLog } from '../stores/recoveryLog'
import { openSettingsStore } from '../stores/settingsStore'
import { openWebhookStore } from '../stores/webhookStore'
import type { SafeStorageKeyWrapperLike } from '../vault/keyWrapper'
import type { ScryptCost } from '../vault/passphraseKeyWrapper'
import { SecretVault } from '../vault/secretVault'
import { BotTokenService } from './botTokenService'
import type { LibraryHandlers } from './handlers'
import { createLibraryHandlers } from './handlers'
import { HistoryPlaces } from './historyPlaces'
import { HistoryService } from './historyService'
import { PlaceNames } from './placeNames'
import type { LibraryDiscord } from './ports'
import { SettingsService } from './settingsService'
import { WebhookLibrary } from './webhookLibrary'

export type LibraryOptions = {
  config: Pick<HeraldConfig, 'apiBase' | 'authBase' | 'dataDir'>
  discord: LibraryDiscord
  /** Electron only: electron/main/safeStorageKeyWrapper.ts. */
  safeStorage?: SafeStorageKeyWrapperLike
  /** Tests only: a cheap scrypt cost. */
  scryptCost?: ScryptCost
  /** Electron may pass electron-store; conf otherwise. */
  backing?: BackingFactory
  clock?: () => Date
  /** When given, store recoveries, vault changes and library changes become events for the page. */
  events?: EventHub
}

export type Library = {
  vault: SecretVault
  webhooks: WebhookLibrary
  botTokens: BotTokenService
  names: PlaceNames
  history: HistoryService
  /** The names History shows for where each message is (read in the background, kept for the session). */
  places: HistoryPlaces
  settings: SettingsService
  recovery: RecoveryLog
  handlers: LibraryHandlers
  dispose(): void
}

/**
 * Builds the vault, the stores and the library services on one data folder. The composition root calls it
 * once, unlocks the vault (HERALD_PASSPHRASE or safeStorage) if it can, and hands the send engine
 * `webhooks.resolveTarget`, `webhooks.markInvalid`, `history.record`, `history.recordEdit` and
 * `history.recordDeleted` as its hooks.
 */
export function createLibrary(options: LibraryOptions): Library {
  const { config, events, clock, backing } = options
  const recovery = new RecoveryLog()
  const disposers: (() => void)[] = []
  if (events) disposers.push(recovery.subscribe((file) => events.emit('store.onDidRecover', file)))

  const storeDeps = { dataDir: config.dataDir, recovery, backing, clock }
  const vault = new SecretVault({
    ...storeDeps,
    safeStorage: options.safeStorage,
    scryptCost: options.scryptCost,
  })
  if (events) disposers.push(vault.onDidChange((status) => events.emit('vault.onDidChangeState', status)))

  const settings = new SettingsService({ store: openSettingsStore(storeDeps), config })
  const webhookStore = openWebhookStore(storeDeps)
  const onDidChange = (webhookIds: string[]) => events?.emit('webhooks.onDidChange', { webhookIds })
  const webhooks = new WebhookLibrary({
    store: webhookStore,
    vault,
    discord: options.discord,
    apiBase: config.apiBase,
    defaultUploadLimit: () => settings.current().defaultUploadLimitMiB,
    clock,
    onDidChange,
  })
  const botTokens = new BotTokenService({
    store: openBotTokenStore(storeDeps),
    vault,
    bot: options.discord.bot,
    library: webhooks,
    clock,
  })
  const names = new PlaceNames({
    store: webhookStore,
    botTokens,
    guilds: options.discord.guilds,
    onDidChange,
  })
  const historyChanged = (entryIds: string[]) => events?.emit('history.onDidChange', { entryIds })
  const historyStore = new HistoryStore(
    storeDeps,
    () => settings.current().historyLimitPerWebhook,
    historyChanged,
  )
  // What a `herald` run records on this folder reaches the page at once, without a reload.
  if (events) disposers.push(historyStore.watch())
  const places = new HistoryPlaces({
    store: webhookStore,
    botTokens,
    guilds: options.discord.guilds,
    onNamed: historyChanged,
  })
  const history = new HistoryService({
    store: historyStore,
    library: webhooks,
    messages: options.discord.messages,
    places,
    clock,
    onDidChange: historyChanged,
  })
  const services = { vault, webhooks, names, botTokens, history, places, settings, recovery }
  return {
    ...services,
    handlers: createLibraryHandlers(services),
    dispose() {
      for (const dispose of disposers.reverse()) dispose()
      vault.dispose()
    },
  }
}
