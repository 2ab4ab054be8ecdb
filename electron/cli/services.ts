import path from 'node:path'
import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'
import type { HeraldConfig } from '@services/config'
import { configFromEnv } from '@services/config'
import { DiscordClient, RateLimitFile } from '@services/discord'
import type { RateLimitWait } from '@services/discord'
import type { LogLevel } from '@services/log'
import { createLogger, redact, setLogSink } from '@services/log'
import type { SendHandlers } from '@services/send'
import { createSendHandlers, resolveUrlTarget } from '@services/send'
import { notWrittenBecause } from '@services/stores/writeFailure'
import type * as HistoryRecording from './historyRecording'
import type { CliIo } from './io'
import { usageError } from './io'
import { heraldVersion } from './version'
import type { Say } from './say'
import { sayer, withParts } from './say'

/**
 * The CLI's composition root: builds the config, the Discord client and the send handlers once, with
 * the terminal as the place where logs and rate-limit waits go.
 */
export type CliServices = {
  config: HeraldConfig
  handlers: SendHandlers
  version: string
  /** The same client, for the linked-roles and OAuth2 commands. */
  client: DiscordClient
  /**
   * Sends, edits and deletes are recorded in the data folder's History, as the app records its own;
   * `link` is the link of the message recorded last (null when its server is not known). `preload`
   * starts loading History's code while the request is on its way, so recording does not wait for it.
   */
  history: { recording: boolean; link?: string | null; preload(): void }
}

const WAIT_REASONS: Record<RateLimitWait['reason'], Said> = {
  bucket: said('cli.wait.bucket', 'the webhook used up its requests for now'),
  rateLimited: said('cli.wait.rateLimited', 'Discord answered 429'),
  global: said('cli.wait.global', 'Discord limits all requests from here for a moment'),
  channel: said('cli.wait.channel', 'the channel is receiving too many messages'),
}

function describeWait(wait: RateLimitWait, say: Say): string {
  const why = say(WAIT_REASONS[wait.reason])
  const seconds = wait.waitMs / 1000
  // en.json writes the seconds with one decimal ({seconds, number, ::.0}), as toFixed(1) does here.
  const sentence: Said = {
    message: `rate limited (${why}); sending in ${seconds.toFixed(1)} s`,
    phrase: { id: 'cli.rateLimitWait', values: { why, seconds } },
  }
  return `herald: ${say(sentence)}\n`
}

/**
 * The rate-limit file is written as each answer arrives, the post's own included: a failure there is a
 * warning, never the run's outcome (a script that sees exit 1 would post the message again).
 */
function unsavedWarning(dataDir: string, error: unknown, say: Say): string {
  const reason = notWrittenBecause(error)
  const why = reason.message
  const sentence = said(
    'cli.rateLimitUnsaved',
    `warning: the rate-limit state could not be saved in ${dataDir} (${why}); this does not change what was sent. The next run learns the limits from Discord again.`,
    { dataDir, why },
  )
  return `herald: ${say(withParts(sentence, { why: reason }))}\n`
}

/** HERALD_API_BASE and HERALD_AUTH_BASE as http(s) URLs, else a usage error naming the variable. */
function checkApiRoots(config: HeraldConfig): void {
  for (const [name, value] of [
    ['HERALD_API_BASE', config.apiBase],
    ['HERALD_AUTH_BASE', config.authBase],
  ] as const) {
    const url = URL.canParse(value) ? new URL(value) : undefined
    if (url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) continue
    throw usageError(
      said(
        'cli.apiRootInvalid',
        `${name} is not an http or https URL ("${value}"); leave it unset for Discord.`,
        {
          name,
          value,
        },
      ),
    )
  }
}

/** In the data folder: the CLI's rate-limit state between runs (see RateLimitFile). */
export const RATE_LIMIT_FILE = 'rate-limits.json'

let historyCode: Promise<typeof HistoryRecording> | undefined

/** History's code (its store, the settings and webhook stores), loaded once: nothing is read yet. */
const loadHistoryCode = () => (historyCode ??= import('./historyRecording'))

export function createCliServices(io: CliIo): CliServices {
  const config = configFromEnv(io.env)
  checkApiRoots(config)
  const level = io.env.HERALD_LOG
  setLogSink(
    (record) =>
      io.stderr(
        redact(
          `herald [${record.scope}] ${record.level}: ${record.message}${record.detail ? ` ${record.detail}` : ''}\n`,
        ),
      ),
    level === 'debug' || level === 'info' || level === 'warn' || level === 'error'
      ? (level as LogLevel)
      : 'warn',
  )
  const version = heraldVersion()
  // Waits and warnings print from callbacks: English until the terminal's language has loaded, which
  // the commands await before their first request (say.ts caches it per environment).
  let say: Say = (sentence) => sentence.message
  void sayer(io.env).then((loaded) => (say = loaded))
  const client = new DiscordClient({
    apiBase: config.apiBase,
    authBase: config.authBase,
    version,
    onRateLimitWait: (wait) => io.stderr(describeWait(wait, say)),
    // Each run starts where the previous one left the buckets: a loop of sends waits, not 429s.
    rateLimitMemory: new RateLimitFile(path.join(config.dataDir, RATE_LIMIT_FILE), Date.now, (error) =>
      io.stderr(unsavedWarning(config.dataDir, error, say)),
    ),
    logger: createLogger('services/discord'),
  })
  const handlers = createSendHandlers({
    client,
    // No page listens: waits reach the terminal through onRateLimitWait above. A no-op rather than an
    // EventHub, which checks each event against the whole contract (and would load it at every start).
    events: { emit: () => {} },
    // The CLI has no saved webhooks: every target is a URL, checked before anything is sent.
    resolveTarget: async (target) => {
      if (target.kind !== 'url') {
        throw new RpcError({
          kind: 'invalidInput',
          ...said('cli.urlsOnly', 'The CLI takes webhook URLs only.'),
          issues: [],
        })
      }
      return resolveUrlTarget(target.url, config)
    },
    logger: createLogger('services/send'),
    onSent: async (record) => {
      history.link = undefined
      if (!history.recording) return
      const recordIn = await openHistory()
      history.link = recordIn(record)
    },
  })
  const history: CliServices['history'] = {
    recording: true,
    preload: () => void loadHistoryCode().catch(() => {}), // a failure shows when recording awaits it
  }
  // Opened at the first record: a command that sends nothing reads nothing of the data folder, and
  // History's code is loaded only then (or from preload, while the request is on its way).
  let opened: Promise<HistoryRecording.RecordIn> | undefined
  const openHistory = () =>
    (opened ??= loadHistoryCode()
      .then(({ openHistoryRecording }) => openHistoryRecording(config))
      .catch((error: unknown) => {
        opened = undefined // the next record tries again, as a folder may have been fixed meanwhile
        throw error
      }))
  return { config, handlers, version, client, history }
}
