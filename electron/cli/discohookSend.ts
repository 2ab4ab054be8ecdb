import { decodeImport } from '@shared/interop'
import type { ImportedMessage, ImportResult } from '@shared/interop'
import { RpcError } from '@shared/rpc/errors'
import type { CliIo } from './io'

// `herald send` with a Discohook file or link: the messages of its first backup (or editor data), in
// order. A bare Discord body keeps the plain path, byte for byte as before.

/**
 * The messages to send, or null when the input is a bare message body (or JSON of no known format,
 * which the plain path checks and reports as a message).
 */
export function discohookMessages(text: string, io: CliIo, fromLink: boolean): ImportedMessage[] | null {
  const result: ImportResult = decodeImport(text)
  if (result.format === 'message-body' || (result.format === null && !fromLink)) return null
  for (const p of result.problems)
    io.stderr(`herald: ${p.severity}: ${p.pathText ? `${p.pathText}: ` : ''}${p.message}\n`)
  const first = result.drafts[0]
  if (!first) {
    throw new RpcError({
      kind: 'invalidInput',
      message: 'Nothing to send was found in this file or link.',
      issues: result.problems.map((p) => ({ path: p.pathText, message: p.message })),
    })
  }
  if (result.drafts.length > 1)
    io.stderr(`herald: sending the first of ${result.drafts.length} backups, “${first.name}”\n`)
  return first.messages
}
