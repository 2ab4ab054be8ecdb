import type { Phrase } from '@shared/i18n'
import type { EventHub, Handlers } from '@shared/rpc'
import type { AppInfo } from '@shared/rpc/areas/app'
import { createApplications } from './applications'
import { createBackup } from './backup'
import type { HeraldConfig } from './config'
import type { DiscordClientOptions } from './discord'
import { DiscordClient } from './discord'
import type { DiscordChannel } from './drafts'
import { createDrafts } from './drafts'
import { createInteropHandlers, InteropService } from './interop'
import type { Library } from './library/createLibrary'
import { createLibrary } from './library/createLibrary'
import { createGuildHandlers, GuildDirectoryService } from './library/guildDirectory'
import type { MediaService, MediaTestServer } from './media'
import { createMediaService } from './media'
import type { Logger } from './log'
import { recordSent } from './library/sentHistory'
import { libraryDiscord } from './library/libraryDiscord'
import { bootstrapHandler } from './bootstrap'
import type { ResolvedTarget } from './send'
import { createSendHandlers, resolveUrlTarget } from './send'
import { SendLedger } from './send/sendLedger'
import type { StagingLimits } from './staging'
import { FileStaging, stagedUploads } from './staging'
import type { BackingFactory } from './stores/jsonStore'
import { createSchedules, heldBySchedules, scheduleNotice } from './schedules'
import { ScheduleStore } from './stores/scheduleStore'
import { prepareDataFolder } from './stores/storeFolder'
import { createStatus } from './status'
import { createTemplates } from './templates'
import type { Clock } from './discord/clock'
import { systemClock } from './discord/clock'
import type { SafeStorageKeyWrapperLike } from './vault/keyWrapper'
import type { ScryptCost } from './vault/passphraseKeyWrapper'

/** What only a shell can provide. Each shell's composition root passes its own. */
export type ShellAdapters = {
  shell: AppInfo['shell']
  version: string
  /** Opens an https link in the system browser; the contract has already checked the scheme. */
  openExternal(url: string): Promise<void>
  /** Electron only: a system notification while the window is not focused; says whether it was shown. */
  /** A system notification; `phrases` (the services' own) are said in the app's language by the shell. */
  notify?(notice: { title: string; body: string; phrases?: { title: Phrase; body: Phrase } }): boolean
  /** Electron only: wraps the vault's data key with the OS keyring. */
  safeStorage?: SafeStorageKeyWrapperLike
  /** Electron may keep its stores in electron-store; plain Node uses conf. */
  backing?: BackingFactory
  /** HERALD_PASSPHRASE: unlocks (or sets up) the vault without asking, for headless use and tests. */
  passphrase?: string
  /** Tests only: a cheap scrypt cost. */
  scryptCost?: ScryptCost
  /** Tests only: smaller staging caps, so the caps can be reached cheaply. */
  stagingLimits?: Partial<StagingLimits>
  /**
   * The shells send due schedules while they run; the CLI leaves this out and runs passes itself.
   * `clock` is for tests only (a clock they move by hand); nothing reads it from the environment.
   */
  scheduleRunner?: { clock?: Clock }
  /** False for the CLI's --no-history: what this process sends is not recorded in History. */
  recordHistory?: boolean
  /** Tests only: a local image server standing in for the web (media/index.ts). */
  mediaTestServer?: MediaTestServer
  /** Tests only: a short idle timeout and backoff, so a hang or a retry costs milliseconds. */
  discordTiming?: Pick<DiscordClientOptions, 'idleTimeoutMs' | 'retryBaseDelayMs'>
}

export type ComposeOptions = ShellAdapters & { config: HeraldConfig; events: EventHub; log: Logger }

export type Services = {
  /** One handler per method of the contract, ready for bindContract. */
  handlers: Handlers
  /** The user's picked files; the shells stage and serve bytes through it, outside the JSON contract. */
  staging: FileStaging
  /** Web images for the preview; the shells serve them outside the JSON contract (GET /media, herald-media:). */
  media: MediaService
  /** Releases everything the services started (queues, listeners, the open vault key). */
  dispose(): Promise<void>
}

/**
 * Builds every service once and joins their area handlers, so the Electron shell and the browser host
 * serve exactly the same composition and differ only in their adapters.
 */
export async function composeServices(options: ComposeOptions): Promise<Services> {
  const { config, events, log } = options
  prepareDataFolder(config.dataDir)
  const client = new DiscordClient({
    ...options.discordTiming,
    apiBase: config.apiBase,
    authBase: config.authBase,
    version: options.version,
    // A 401/404 on a saved webhook's token: stop offering it until the user checks it again. Only
    // called during a request, by which time the library below exists.
    onWebhookInvalid: (webhookId, reason, token) => {
      // A pasted URL with another token is its own target: its failure says nothing of the saved one.
      if (lib.webhooks.find(webhookId) && savedToken(webhookId) === token)
        lib.webhooks.markInvalid(webhookId, reason)
    },
  })
  const lib = createLibrary({
    config,
    discord: libraryDiscord(client),
    events,
    safeStorage: options.safeStorage,
    backing: options.backing,
    scryptCost: options.scryptCost,
  })
  await unlockAtStart(lib, options, log)
  /** The saved webhook's token when the vault opens it; undefined when it cannot be read. */
  function savedToken(webhookId: string): string | undefined {
    try {
      return lib.webhooks.resolveTarget(webhookId).token
    } catch {
      return undefined
    }
  }

  const staging = await FileStaging.open({ dataDir: config.dataDir, limits: options.stagingLimits })
  const storeDeps = { dataDir: config.dataDir, recovery: lib.recovery, backing: options.backing }
  const scheduleStore = new ScheduleStore(storeDeps)
  const drafts = await createDrafts({
    config,
    storeDeps: { dataDir: config.dataDir, recovery: lib.recovery, backing: options.backing },
    staging,
    vault: lib.vault,
    channels: {
      channelOf: (webhookId) => lib.webhooks.find(webhookId),
      botTokens: lib.botTokens,
      getChannel: async (botToken, channelId) =>
        (await client.bot.getChannel(botToken, channelId)) as unknown as DiscordChannel,
    },
    onDidChange: (ids) => events.emit('drafts.onDidChange', { ids }),
    heldElsewhere: heldBySchedules(scheduleStore),
  })
  // A pasted URL (sealed or not) names no server, so its files get the default upload limit from settings.
  const pasted = (target: ResolvedTarget) => ({
    ...target,
    uploadLimitMiB: lib.settings.current().defaultUploadLimitMiB,
  })

  const send = createSendHandlers({
    client,
    events,
    ledger: new SendLedger(storeDeps, (draftId, records) =>
      events.emit('sends.onDidChange', { draftId, records }),
    ),
    resolveTarget: async (target) => {
      if (target.kind === 'url') return pasted(resolveUrlTarget(target.url, config))
      if (target.kind === 'sealed') return pasted(drafts.sealedUrls.resolve(target.ref))
      return lib.webhooks.resolveTarget(target.webhookId)
    },
    resolveFiles: (files) => stagedUploads(staging, files),
    onSent:
      options.recordHistory === false
        ? undefined
        : (record) => {
            recordSent(lib.history, record)
          },
  })
  // The engine's path-taking entries are for the CLI, the schedules and status messages; the contract's
  // methods are bound alone.
  const { dispose: disposeSend, engine, ...sendHandlers } = send

  const schedules = createSchedules({
    dataDir: config.dataDir,
    store: scheduleStore,
    clock: options.scheduleRunner?.clock ?? systemClock,
    draft: (id) => drafts.drafts.get(id),
    release: (handles, refs) => drafts.drafts.releaseUnheld(handles, refs),
    sending: {
      engine,
      resolveFiles: (files) => stagedUploads(staging, files),
      guildOf: (webhookId) => lib.webhooks.find(webhookId)?.guildId ?? null,
    },
    canSend: () => lib.vault.state === 'unlocked',
    onDidChange: (ids) => events.emit('schedules.onDidChange', { ids }),
    onDidSend: (schedule, results) => options.notify?.(scheduleNotice(schedule, results)),
    log,
  })
  if (options.scheduleRunner) schedules.startRunner()
  // A schedule due while the vault was locked goes as soon as it opens (within the grace period).
  const stopVaultWatch = lib.vault.onDidChange((status) => {
    if (status.state === 'unlocked') schedules.poke()
  })

  const interop = new InteropService({
    drafts: drafts.drafts,
    hasWebhook: (webhookId) => lib.webhooks.has(webhookId),
    addWebhook: (url) => lib.webhooks.add(url),
    targetUrl: (target) => {
      try {
        const t =
          target.kind === 'sealed'
            ? drafts.sealedUrls.resolve(target.ref)
            : lib.webhooks.resolveTarget(target.webhookId)
        // Written as Discord's own URL, whatever API root this app talks to: it is for other tools.
        return `https://discord.com/api/webhooks/${t.webhookId}/${t.token}`
      } catch {
        return null
      }
    },
  })

  const apps = createApplications({
    storeDeps: { dataDir: config.dataDir, recovery: lib.recovery, backing: options.backing },
    vault: lib.vault,
    client,
    authBase: config.authBase,
    openExternal: options.openExternal,
    events,
    log,
  })

  const templates = createTemplates({
    storeDeps: { dataDir: config.dataDir, recovery: lib.recovery, backing: options.backing },
    drafts: drafts.drafts,
  })

  // Status messages and backups are the app's own data; both reach the others only through their APIs.
  const status = createStatus({ storeDeps, engine, labelOf: (id) => lib.webhooks.labelOf(id) })
  const backup = createBackup({
    storeDeps: { dataDir: config.dataDir, recovery: lib.recovery, backing: options.backing },
    appVersion: options.version,
    apiBase: config.apiBase,
    ports: {
      drafts: drafts.drafts,
      templates: templates.templates,
      webhooks: lib.webhooks,
      history: lib.history,
      settings: lib.settings,
    },
  })

  const media = createMediaService({
    dataDir: config.dataDir,
    apiBase: config.apiBase,
    testServer: options.mediaTestServer,
  })

  // Names of a server's roles, channels, emoji and members for the composer, read with its bot token.
  const guilds = new GuildDirectoryService({
    webhookOf: (webhookId) => lib.webhooks.find(webhookId),
    botTokens: lib.botTokens,
    api: client.bot,
  })

  const areaHandlers: Omit<Handlers, 'app.bootstrap'> = {
    ...appHandlers(options),
    ...apps.handlers,
    ...sendHandlers,
    ...lib.handlers,
    ...createGuildHandlers(guilds),
    ...drafts.handlers,
    ...createInteropHandlers(interop),
    ...templates.handlers,
    ...schedules.handlers,
    ...status.handlers,
    ...backup.handlers,
    'media.clearCache': async () => ({ freedBytes: await media.clearCache() }),
  }
  const handlers: Handlers = { ...areaHandlers, 'app.bootstrap': bootstrapHandler(areaHandlers) }
  return {
    handlers,
    staging,
    media,
    async dispose() {
      // Stop the runner and the sends first (they may still record history), then close the library.
      stopVaultWatch()
      await schedules.dispose()
      disposeSend()
      apps.dispose()
      lib.dispose()
    },
  }
}

function appHandlers(
  options: ComposeOptions,
): Pick<Handlers, 'app.info' | 'app.openExternal' | 'app.notify'> {
  const { config } = options
  return {
    'app.info': async () => ({
      version: options.version,
      shell: options.shell,
      sandbox: config.sandbox,
      apiBase: config.apiBase,
      authBase: config.authBase,
    }),
    'app.openExternal': async ({ url }) => {
      await options.openExternal(url)
      return {}
    },
    // The browser host has no system notifications of its own: the page decides what to do instead.
    'app.notify': async (notice) => ({ shown: options.notify?.(notice) ?? false }),
  }
}

/**
 * Opens the vault without asking when the shell can: with HERALD_PASSPHRASE (headless use, tests), or
 * with the OS keychain when the data key is wrapped by safeStorage. Otherwise the page asks.
 */
async function unlockAtStart(library: Library, options: ComposeOptions, log: Logger): Promise<void> {
  try {
    if (options.passphrase) await library.vault.unlockOrCreate(options.passphrase)
    else if (options.safeStorage && library.vault.state === 'locked') {
      const status = await library.vault.status()
      if (status.wrapper === 'safeStorage') await library.vault.unlock()
    }
  } catch (error) {
    // A wrong passphrase or a changed keyring leaves the vault locked; the page offers to unlock it.
    log.warn('could not unlock the vault at start', error instanceof Error ? error.message : undefined)
  }
}
