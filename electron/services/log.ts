/**
 * Named, redacting loggers. Nothing outside tests writes to the console directly: every line goes
 * through here, and every known secret shape is masked before it leaves the process.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogRecord = { level: LogLevel; scope: string; message: string; detail?: string; time: string }
export type LogSink = (record: LogRecord) => void
export type Logger = {
  debug(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

const order: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 }
const secrets = new Set<string>()

let threshold: LogLevel =
  (process.env.HERALD_LOG as LogLevel) in order ? (process.env.HERALD_LOG as LogLevel) : 'info'
let sink: LogSink = (record) => {
  process.stderr.write(
    `${record.time} ${record.level} [${record.scope}] ${record.message}${record.detail ? ` ${record.detail}` : ''}\n`,
  )
}

export function setLogSink(next: LogSink, level: LogLevel = threshold): void {
  sink = next
  threshold = level
}

/** Secrets that have no recognisable shape (client secrets, passphrases) are registered when loaded. */
export function registerSecret(value: string): void {
  if (value.length >= 6) secrets.add(value)
}

/** A secret no longer in use (a passphrase that was changed) stops being masked. */
export function forgetSecret(value: string): void {
  secrets.delete(value)
}

/** How many secrets are registered: a bound the tests hold (the set must not grow with every try). */
export function registeredSecretCount(): number {
  return secrets.size
}

/** Masks webhook tokens in URLs, Authorization values, token fields in JSON, and registered secrets. */
export function redact(text: string): string {
  let out = text
    .replace(/(\/webhooks\/\d+\/)[\w-]+/g, '$1••••')
    .replace(/\b(Bot|Bearer|Basic)\s+[\w.+/=-]+/g, '$1 ••••')
    .replace(
      /("(?:token|access_token|refresh_token|client_secret|secret|password|passphrase)"\s*:\s*")[^"]*"/gi,
      '$1••••"',
    )
    .replace(/((?:access_token|refresh_token|client_secret|code)=)[^&\s]+/g, '$1••••')
  for (const secret of secrets) out = out.split(secret).join('••••')
  return out
}

function describe(detail: unknown): string | undefined {
  if (detail === undefined) return undefined
  if (detail instanceof Error) return redact(detail.stack ?? `${detail.name}: ${detail.message}`)
  if (typeof detail === 'string') return redact(detail)
  try {
    return redact(JSON.stringify(detail))
  } catch {
    return redact(String(detail))
  }
}

export function createLogger(scope: string): Logger {
  const write = (level: LogLevel) => (message: string, detail?: unknown) => {
    if (order[level] < order[threshold]) return
    sink({ level, scope, message: redact(message), detail: describe(detail), time: new Date().toISOString() })
  }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}
