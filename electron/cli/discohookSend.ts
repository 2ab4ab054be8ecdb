import { decodeImport } from '@shared/interop'
import type { ImportedMessage, ImportResult } from '@shared/interop'
import { RpcError, said } from '@shared/rpc/errors'
import type { CliIo } from './io'
import { importProblemLine } from './importProblemLine'
import { sayer } from './say'

// `herald send` with a Discohook file or link: the messages of its first backup (or editor data), in
// order. A bare Discord body keeps the plain path, byte for byte as before.

/**
 * The messages to send, or null when the input is a bare message body (or JSON of no known format,
 * which the plain path checks and reports as a message).
 */
export async function discohookMessages(
  text: string,
  io: CliIo,
  fromLink: boolean,
): Promise<ImportedMessage[] | null> {
  const result: ImportResult = decodeImport(text)
  if (result.format === 'message-body' || (result.format === null && !fromLink)) return null
  const say = await sayer(io.env)
  for (const p of result.problems) io.stderr(importProblemLine(p, say))
  const first = result.drafts[0]
  if (!first) {
    throw new RpcError({
      kind: 'invalidInput',
      ...said('cli.discohook.nothing', 'Nothing to send was found in this file or link.'),
      issues: result.problems.map((p) => ({ path: p.pathText, message: p.message, phrase: p.phrase })),
    })
  }
  if (result.drafts.length > 1) {
    const count = result.drafts.length
    const name = first.name
    const sentence = said('cli.discohook.firstBackup', `sending the first of ${count} backups, “${name}”`, {
      count,
      name,
    })
    io.stderr(`herald: ${say(sentence)}\n`)
  }
  return first.messages
}
