import type { EventName, MethodName } from './contract'

// The contract's names without its schemas, for the preload: checking a name there needs no zod, and the
// preload bundle stays small. `satisfies Record<…, true>` makes tsc fail when a name is missing or extra;
// a unit test checks the same at run time.

export const methodNames = {
  'drafts.list': true,
  'drafts.get': true,
  'drafts.create': true,
  'drafts.save': true,
  'drafts.open': true,
  'drafts.rename': true,
  'drafts.duplicate': true,
  'drafts.delete': true,
  'drafts.sealUrl': true,
  'files.discard': true,
  'files.info': true,
  'channels.describe': true,
  'app.info': true,
  'app.openExternal': true,
  'message.send': true,
  'message.edit': true,
  'message.delete': true,
  'message.fetch': true,
  'send.cancel': true,
  'vault.status': true,
  'vault.create': true,
  'vault.unlock': true,
  'vault.lock': true,
  'vault.changePassphrase': true,
  'vault.useSafeStorage': true,
  'vault.usePassphrase': true,
  'webhooks.add': true,
  'webhooks.list': true,
  'webhooks.get': true,
  'webhooks.search': true,
  'webhooks.reorder': true,
  'webhooks.rename': true,
  'webhooks.renameServer': true,
  'webhooks.renameChannel': true,
  'webhooks.updateSettings': true,
  'webhooks.copyUrl': true,
  'webhooks.check': true,
  'webhooks.checkAll': true,
  'webhooks.remove': true,
  'webhooks.revoke': true,
  'botTokens.add': true,
  'botTokens.list': true,
  'botTokens.remove': true,
  'botTokens.createWebhook': true,
  'botTokens.listChannelWebhooks': true,
  'botTokens.addFromBot': true,
  'botTokens.deleteWebhook': true,
  'history.list': true,
  'history.get': true,
  'history.remove': true,
  'history.markDeleted': true,
  'history.loadByLink': true,
  'history.prepareEdit': true,
  'settings.get': true,
  'settings.update': true,
  'store.status': true,
  'store.dismissRecovered': true,
  'applications.list': true,
  'applications.add': true,
  'applications.update': true,
  'applications.remove': true,
  'linkedRoles.getMetadata': true,
  'linkedRoles.putMetadata': true,
  'linkedRoles.getConnection': true,
  'linkedRoles.putConnection': true,
  'oauth.connect': true,
  'oauth.cancel': true,
  'oauth.disconnect': true,
  'oauth.clientCredentials': true,
} satisfies Record<MethodName, true>

export const eventNames = {
  'drafts.onDidChange': true,
  'app.onDidLog': true,
  'send.onDidProgress': true,
  'rateLimit.onDidWait': true,
  'vault.onDidChangeState': true,
  'webhooks.onDidChange': true,
  'history.onDidChange': true,
  'store.onDidRecover': true,
  'oauth.onDidChange': true,
} satisfies Record<EventName, true>

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methodNames, name)
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventNames, name)
}
