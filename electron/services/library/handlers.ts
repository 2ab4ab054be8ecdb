import { explainBotFailure } from './discordErrors'
import type { Handler } from '@shared/rpc/bind'
import type { botTokensMethods } from '@shared/rpc/areas/botTokens'
import type { historyMethods } from '@shared/rpc/areas/history'
import type { settingsMethods } from '@shared/rpc/areas/settings'
import type { vaultMethods } from '@shared/rpc/areas/vault'
import type { webhooksMethods } from '@shared/rpc/areas/webhooks'
import type { RecoveryLog } from '../stores/recoveryLog'
import type { SecretVault } from '../vault/secretVault'
import type { BotTokenService } from './botTokenService'
import type { HistoryService } from './historyService'
import type { PlaceNames } from './placeNames'
import { knownPlaces, unnamedPlaces } from './placeNames'
import type { SettingsService } from './settingsService'
import type { WebhookLibrary } from './webhookLibrary'

export type LibraryMethodName = keyof (typeof vaultMethods &
  typeof webhooksMethods &
  typeof botTokensMethods &
  typeof historyMethods &
  typeof settingsMethods) &
  string

export type LibraryHandlers = { [M in LibraryMethodName]: Handler<M> }

export type LibraryHandlerDeps = {
  vault: SecretVault
  webhooks: WebhookLibrary
  botTokens: BotTokenService
  names: PlaceNames
  history: HistoryService
  settings: SettingsService
  recovery: RecoveryLog
}

/** The vault, webhooks, botTokens, history, settings and store areas of the contract. */
export function createLibraryHandlers(deps: LibraryHandlerDeps): LibraryHandlers {
  const { vault, webhooks, names, botTokens, history, settings, recovery } = deps
  // Names are a nicety: a failure to read them (network, rate limit) never fails what the user asked for.
  const nameQuietly = (guildIds?: string[]) => names.refresh(guildIds).catch(() => undefined)
  return {
    'vault.status': () => vault.status(),
    'vault.create': ({ protection }) => vault.create(protection),
    'vault.unlock': ({ passphrase }) => vault.unlock(passphrase),
    'vault.lock': () => vault.lock(),
    'vault.changePassphrase': ({ passphrase, newPassphrase }) =>
      vault.changePassphrase(passphrase, newPassphrase),
    'vault.useSafeStorage': () => vault.useSafeStorage(),
    'vault.usePassphrase': ({ newPassphrase }) => vault.usePassphrase(newPassphrase),

    'webhooks.add': async ({ url, label }) => {
      const added = await webhooks.add(url, label)
      const { guildId, channelId } = added.webhook
      if (guildId) await nameQuietly([guildId])
      return { ...added, unnamed: unnamedPlaces(webhooks.file(), guildId, channelId) }
    },
    'webhooks.list': async () => webhooks.list(),
    'webhooks.refreshNames': () => names.refresh(),
    'webhooks.places': async () => ({ servers: knownPlaces(webhooks.file()) }),
    'webhooks.get': async ({ webhookId }) => ({ webhook: webhooks.get(webhookId) }),
    'webhooks.search': async ({ query }) => ({ webhooks: webhooks.search(query) }),
    'webhooks.reorder': async ({ what, ids }) => {
      webhooks.reorder(what, ids)
      return {}
    },
    'webhooks.rename': async ({ webhookId, label }) => ({ webhook: webhooks.rename(webhookId, label) }),
    'webhooks.renameServer': async ({ serverId, name }) => {
      webhooks.renameServer(serverId, name)
      return {}
    },
    'webhooks.renameChannel': async ({ channelId, name }) => {
      webhooks.renameChannel(channelId, name)
      return {}
    },
    'webhooks.updateSettings': async ({ webhookId, settings: patch }) => ({
      webhook: webhooks.updateSettings(webhookId, patch),
    }),
    'webhooks.copyUrl': async ({ webhookId }) => webhooks.copyUrl(webhookId),
    'webhooks.check': async ({ webhookId }) => ({ webhook: await webhooks.check(webhookId) }),
    'webhooks.checkAll': () => webhooks.checkAll(),
    'webhooks.remove': async ({ webhookId }) => ({ removed: webhooks.remove(webhookId) }),
    'webhooks.revoke': async ({ webhookId }) => ({ webhook: await webhooks.revoke(webhookId) }),

    'botTokens.add': async ({ label, token }) => {
      const botToken = botTokens.add(label, token)
      await nameQuietly()
      return { botToken }
    },
    'botTokens.list': async () => ({ botTokens: botTokens.list() }),
    'botTokens.remove': async ({ botTokenId }) => ({ removed: botTokens.remove(botTokenId) }),
    'botTokens.createWebhook': ({ botTokenId, channelId, name, save }) =>
      botTokens.createWebhook(botTokenId, channelId, name, save),
    'botTokens.servers': async ({ botTokenId }) => {
      try {
        return { servers: await names.serversOfBot(botTokenId) }
      } catch (error) {
        throw explainBotFailure(error)
      }
    },
    'botTokens.listChannelWebhooks': async ({ botTokenId, channelId }) => ({
      webhooks: await botTokens.listChannelWebhooks(botTokenId, channelId),
    }),
    'botTokens.addFromBot': ({ botTokenId, channelId, webhookIds }) =>
      botTokens.addFromBot(botTokenId, channelId, webhookIds),
    'botTokens.deleteWebhook': ({ botTokenId, webhookId }) => botTokens.deleteWebhook(botTokenId, webhookId),

    'history.list': (query) => history.listInSlices(query),
    'history.get': async ({ entryId }) => ({ entry: history.get(entryId) }),
    'history.remove': async ({ entryId }) => ({ removed: history.remove(entryId) }),
    'history.markDeleted': async ({ entryId }) => ({ entry: history.markDeleted(entryId) }),
    'history.loadByLink': async ({ webhookId, link }) => ({
      entry: await history.loadByLink(webhookId, link),
    }),
    'history.prepareEdit': async ({ entryId }) => history.prepareEdit(entryId),

    'settings.get': async () => settings.get(),
    'settings.update': async ({ settings: patch }) => settings.update(patch),
    'store.status': async () => ({ recovered: recovery.list() }),
    'store.dismissRecovered': async ({ movedTo }) => ({ dismissed: recovery.dismiss(movedTo) }),
  }
}
