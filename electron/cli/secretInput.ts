import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import type { HeraldConfig } from '@services/config'
import type { CliIo } from './io'
import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'
import { usageError } from './io'
import { sayer, withParts } from './say'

/**
 * Where the CLI reads secrets from. A command line is readable by every local user (`ps`, /proc), so a
 * secret comes from the environment, a file, standard input or the vault; the one secret that may still
 * be typed as an argument (a webhook URL, for older scripts) draws a warning.
 */

/** The flags every command taking a webhook shares. */
export const webhookOptions = {
  webhook: { type: 'string' },
  'webhook-file': { type: 'string' },
} as const

/** What each secret is, as the refusals name it. */
export const SECRETS = {
  webhookUrl: said('cli.secret.webhookUrl', 'a webhook URL'),
  passphrase: said('cli.secret.passphrase', 'the vault passphrase'),
  botToken: said('cli.secret.botToken', 'the application’s bot token, or use --bot <label>'),
  clientSecret: said('cli.secret.clientSecret', 'the application’s client secret'),
  accessToken: said('cli.secret.accessToken', 'the user’s access token (scope role_connections.write)'),
} satisfies Record<string, Said>

const LITERAL_WEBHOOK_WARNING = said(
  'cli.secret.literalWebhook',
  'warning: a webhook URL on the command line can be read by every user of this machine (ps); use HERALD_WEBHOOK_URL, --webhook-file PATH, --webhook - (standard input) or --webhook @LABEL',
)

/** The first line of a secret's text, or a usage error naming where it was looked for (null: stdin). */
function firstLine(text: string, file: string | null, what: Said): string {
  const value = text.split(/\r?\n/, 1)[0]?.trim() ?? ''
  if (value) return value
  const empty =
    file === null
      ? said('cli.secret.stdinEmpty', `Standard input holds no ${what.message}.`, { what: what.message })
      : said('cli.secret.fileEmpty', `${file} holds no ${what.message}.`, { file, what: what.message })
  throw usageError(withParts(empty, { what }))
}

/**
 * The most a secret source is read: a token, URL or passphrase is a line of well under 1 KiB, and a
 * source without end (`/dev/zero`, an endless pipe) must not fill the memory.
 */
export const MAX_SECRET_BYTES = 64 * 1024

const tooLarge = (file: string | null) =>
  usageError(
    file === null
      ? said(
          'cli.secret.stdinTooLarge',
          'Standard input is larger than 64 KiB; a secret file holds one line (the secret).',
        )
      : said(
          'cli.secret.fileTooLarge',
          `${file} is larger than 64 KiB; a secret file holds one line (the secret).`,
          {
            file,
          },
        ),
  )

/** Standard input, up to the bound. */
async function readSecretStdin(io: CliIo, what: Said): Promise<string> {
  let text: string
  try {
    text = await io.readStdin(MAX_SECRET_BYTES)
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge(null)
    const unread = said('cli.secret.stdinUnreadable', `Cannot read ${what.message} from standard input.`, {
      what: what.message,
    })
    throw usageError(withParts(unread, { what }))
  }
  return firstLine(text, null, what)
}

/** At most MAX_SECRET_BYTES + 1 bytes of `file` (one more tells that it is too large). */
function readBounded(file: string): { bytes: Buffer; othersMayRead: boolean } {
  const fd = openSync(file, 'r')
  try {
    const stat = fstatSync(fd)
    // Only a regular file others can read is worth a warning (not a pipe or a terminal).
    const othersMayRead = process.platform !== 'win32' && stat.isFile() && (stat.mode & 0o044) !== 0
    const bytes = Buffer.alloc(MAX_SECRET_BYTES + 1)
    let size = 0
    for (;;) {
      const read = readSync(fd, bytes, size, bytes.length - size, null)
      size += read
      if (read === 0 || size === bytes.length) break
    }
    return { bytes: bytes.subarray(0, size), othersMayRead }
  } finally {
    closeSync(fd)
  }
}

/**
 * A secret file's first line; `-` or `/dev/stdin` is standard input (read through the terminal, which
 * also works when stdin is a socket). Warns when others may read the file.
 */
async function readSecretFile(file: string, what: Said, io: CliIo): Promise<string> {
  if (file === '-' || file === '/dev/stdin') return readSecretStdin(io, what)
  let read: ReturnType<typeof readBounded>
  try {
    read = readBounded(file)
  } catch {
    const unread = said('cli.secret.fileUnreadable', `Cannot read ${what.message} from ${file}.`, {
      what: what.message,
      file,
    })
    throw usageError(withParts(unread, { what }))
  }
  if (read.bytes.length > MAX_SECRET_BYTES) throw tooLarge(file)
  if (read.othersMayRead) {
    const say = await sayer(io.env)
    io.stderr(
      `herald: ${say(said('cli.secret.othersMayRead', `warning: ${file} can be read by other users; chmod 600 it`, { file }))}\n`,
    )
  }
  return firstLine(read.bytes.toString('utf8'), file, what)
}

/** `NAME`, else the first line of the file `NAME_FILE` names (`-` or `/dev/stdin`: standard input). */
export async function envSecret(io: CliIo, name: string, what: Said): Promise<string | undefined> {
  const direct = io.env[name]?.trim()
  if (direct) return direct
  const file = io.env[`${name}_FILE`]?.trim()
  return file ? readSecretFile(file, what, io) : undefined
}

/** Like envSecret, for a secret the command cannot run without. */
export async function requiredEnvSecret(io: CliIo, name: string, what: Said): Promise<string> {
  const value = await envSecret(io, name, what)
  if (!value) {
    const unset = said(
      'cli.secret.required',
      `Set ${name} (or ${name}_FILE, a file holding it) to ${what.message}; it is never taken from the command line.`,
      { name, what: what.message },
    )
    throw usageError(withParts(unset, { what }))
  }
  return value
}

/** The vault's passphrase: HERALD_PASSPHRASE or HERALD_PASSPHRASE_FILE. */
export const passphrase = (io: CliIo) => envSecret(io, 'HERALD_PASSPHRASE', SECRETS.passphrase)

/**
 * The webhook URL, safest forms first: `--webhook @<label or id>` (the vault), `--webhook -` (standard
 * input, so not for a command whose message comes from there too), `--webhook-file PATH`,
 * HERALD_WEBHOOK_URL; a literal `--webhook URL` still works, with a warning.
 */
export async function webhookUrl(
  given: { webhook?: string; 'webhook-file'?: string },
  io: CliIo,
  config: () => HeraldConfig,
  stdinTaken = false,
): Promise<string> {
  const { webhook, 'webhook-file': file } = given
  if (webhook !== undefined && file !== undefined)
    throw usageError(said('cli.webhook.both', 'Give --webhook or --webhook-file, not both.'))
  const fromStdin = webhook === '-' || file === '-' || file === '/dev/stdin'
  if (fromStdin && stdinTaken) {
    throw usageError(
      said('cli.webhook.stdinTaken', 'Standard input carries the message; give the webhook another way.'),
    )
  }
  if (file !== undefined) return readSecretFile(file, SECRETS.webhookUrl, io)
  if (webhook === '-') return readSecretStdin(io, SECRETS.webhookUrl)
  if (webhook?.startsWith('@')) {
    // The vault's code loads only for a saved webhook.
    const { savedWebhookUrl } = await import('./savedSecrets')
    return savedWebhookUrl(config(), webhook.slice(1), await passphrase(io))
  }
  if (webhook !== undefined) {
    io.stderr(`herald: ${(await sayer(io.env))(LITERAL_WEBHOOK_WARNING)}\n`)
    return webhook
  }
  const url = await envSecret(io, 'HERALD_WEBHOOK_URL', SECRETS.webhookUrl)
  if (!url) {
    throw usageError(
      said(
        'cli.webhook.missing',
        'Give the webhook: HERALD_WEBHOOK_URL, --webhook-file PATH, --webhook - or --webhook @LABEL.',
      ),
    )
  }
  return url
}
