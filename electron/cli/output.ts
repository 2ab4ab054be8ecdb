import type { Measurement } from '@shared/discord'
import { RpcError } from '@shared/rpc/errors'
import { saidText } from '@shared/rpc/saidText'
import { redact } from '@services/log'
import { fileSystemError, notWrittenBecause } from '@services/stores/writeFailure'
import type { Translate } from '@shared/i18n'
import { phraseText } from '@shared/i18n'
import type { CliIo } from './io'

import { EXIT } from './exitCodes'

export { EXIT }

export function exitCodeFor(error: RpcError): number {
  switch (error.kind) {
    case 'invalidInput':
      return EXIT.invalid
    case 'discord':
    case 'rateLimited':
      return EXIT.discord
    case 'network':
    case 'unknownOutcome':
      return EXIT.network
    case 'cancelled':
      return EXIT.cancelled
    default:
      return EXIT.failure
  }
}

/** Prints an error to stderr: the message, Discord's status and code, every issue. Always redacted. */
export function printError(error: unknown, io: CliIo, t: Translate): number {
  const fsError = fileSystemError(error)
  const rpc =
    error instanceof RpcError
      ? error
      : new RpcError({
          kind: 'internal',
          // A data folder that is a file, not ours, or on a full disk: say which path and why.
          message: fsError
            ? t('cli.cannotUse', { path: fsError.path, why: saidText(t, notWrittenBecause(fsError)) })
            : t('cli.internal'),
        })
  // The services' sentence in the terminal's language; English when it has no phrase.
  const lines = [`herald: ${saidText(t, rpc.data)}`]
  const data = rpc.data
  if (data.kind === 'discord') {
    const status = String(data.status)
    lines.push(
      `  ${data.code === null ? t('cli.discordStatus', { status }) : t('cli.discordStatusCode', { status, code: String(data.code) })}`,
    )
  }
  if (data.kind === 'rateLimited')
    lines.push(`  ${t('cli.retryAfter', { seconds: data.retryAfterMs / 1000 })}`)
  if ('issues' in data)
    for (const issue of data.issues)
      lines.push(`  ${issue.path || t('cli.wholeMessage')}: ${saidText(t, issue)}`)
  io.stderr(redact(lines.join('\n')) + '\n')
  return exitCodeFor(rpc)
}

const pad = (text: string, width: number) => text.padEnd(width)

/**
 * The counters an editor shows, then every problem with its path. Discord's field names and paths
 * (content, embeds[0].title) stay as the API spells them; the words around them are translated.
 */
export function formatMeasurement(m: Measurement, t: Translate): string {
  const counter = (name: string, c: { used: number; limit: number; remaining: number }) => {
    const over = c.remaining < 0 ? `  ${t('cli.measure.over', { count: -c.remaining })}` : ''
    return `${pad(name, 34)}${c.used} / ${c.limit}${over}`
  }
  const lines = [
    counter('content', m.content),
    counter('username', m.username),
    counter(t('cli.measure.threadName'), m.threadName),
    counter('embeds', m.embeds.count),
    counter(t('cli.measure.embedText'), m.embeds.total),
  ]
  m.embeds.items.forEach((e, i) => {
    lines.push(counter(`embeds[${i}].title`, e.title))
    lines.push(counter(`embeds[${i}].description`, e.description))
    lines.push(counter(`embeds[${i}].author.name`, e.authorName))
    lines.push(counter(`embeds[${i}].footer.text`, e.footerText))
    lines.push(counter(`embeds[${i}].fields`, e.fieldCount))
    e.fields.forEach((f, j) => {
      lines.push(counter(`embeds[${i}].fields[${j}].name`, f.name))
      lines.push(counter(`embeds[${i}].fields[${j}].value`, f.value))
    })
    lines.push(`${pad(t('cli.measure.embedAdds', { path: `embeds[${i}]` }), 34)}${e.total}`)
  })
  const components = m.components.v2 ? t('cli.measure.componentsV2') : t('cli.measure.actionRows')
  lines.push(counter(components, m.components.count))
  if (m.components.v2) lines.push(counter(t('cli.measure.textDisplay'), m.components.textDisplayTotal))
  lines.push(counter(t('cli.measure.attachments'), m.attachments))
  if (m.problems.length === 0) lines.push('', t('cli.valid'))
  else {
    lines.push('', t('cli.problems', { count: m.problems.length }))
    for (const p of m.problems)
      lines.push(`  ${p.pathText || t('cli.wholeMessage')}: ${phraseText(t, p.phrase, p.message)}`)
  }
  return lines.join('\n') + '\n'
}
