import { DEFAULT_REDIRECT_PORT } from '@shared/linkedRoles/redirect'
import type { EmulatorInfo } from './emulatorProcess'

// What `npm run sandbox` prints before the app opens: where everything is, with the ids a newcomer will
// be asked for. The demo secrets are the emulator's fixed values, useless anywhere else.

/** Each demo webhook with the server and the channel (name and id) it posts in. */
function webhookLines(info: EmulatorInfo): string[] {
  const hooks = Object.values(info.demo?.webhooks ?? {})
  if (!hooks.length) return []
  const channelNames = new Map(Object.entries(info.demo?.channels ?? {}).map(([name, id]) => [id, name]))
  const guild = info.demo?.guild
  return [
    `Demo webhooks in the server "${guild?.name ?? ''}" (id ${guild?.id ?? '?'}); paste one into the composer:`,
    ...hooks.map((hook) => {
      const channel = `#${channelNames.get(hook.channelId ?? '') ?? '?'} (${hook.channelId ?? '?'})`
      return `  ${channel.padEnd(34)} ${(hook.name ?? '').padEnd(16)} ${hook.url ?? ''}`
    }),
    `Channel ids: ${Object.entries(info.demo?.channels ?? {})
      .map(([name, id]) => `#${name} ${id}`)
      .join(', ')}`,
  ]
}

/** The demo bot: it sees the demo server, so the bot tools list its channels by name. */
function botLines(info: EmulatorInfo): string[] {
  const app = info.demo?.application
  if (!app?.botToken) return []
  return [
    'Demo bot token (Webhooks screen → Bot tokens → Add a bot token; emulator demo value, not a real secret):',
    `  ${app.botToken}`,
  ]
}

/** The demo application (whose bot the token above is), for the Applications screen and linked roles. */
function applicationLines(info: EmulatorInfo): string[] {
  const app = info.demo?.application
  if (!app?.id) return []
  return [
    `Demo application "${app.name ?? ''}" (Applications screen → Add an application):`,
    `  application id and client id  ${app.id}`,
    `  bot token                     the demo bot token above`,
    `  client secret                 ${app.clientSecret ?? ''} (emulator demo value, not a real secret)`,
    `  loopback port ${DEFAULT_REDIRECT_PORT} (its redirect URI is registered in the emulator)`,
  ]
}

/** Every line the sandbox prints about the emulator and its demo values. */
export function sandboxIntro(info: EmulatorInfo): string[] {
  return [
    `Discord emulator running at ${info.url}`,
    ...webhookLines(info),
    ...botLines(info),
    ...applicationLines(info),
    'The first time you save a webhook or a token, Herald asks you to choose a vault passphrase: it',
    'encrypts every URL and token you save. Any passphrase does for the sandbox; it is asked again at',
    'each start.',
  ]
}
