import { parseArgs } from 'node:util'
import { RpcError } from '@shared/rpc/errors'
import type { Command } from './commandType'
import { withDataServices } from './dataServices'
import { readMessage, usageError } from './io'
import { EXIT } from './output'
import { parse } from './cliArgs'
import { historyOption } from './historyOption'

// `herald status list` and `herald status update <name> <message.json|->`: for cron jobs that keep a
// status message up to date. Edits go through the app's status service on the same data folder.

const USAGE =
  'Usage: herald status list | herald status update <name> <message.json|-> [--repost-if-gone] [--no-history]'

export const statusCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { 'repost-if-gone': { type: 'boolean' }, ...historyOption },
    }),
  )
  const [verb, name, source] = positionals
  if (verb === 'list' && positionals.length === 1) {
    return withDataServices(io, undefined, async (call) => {
      const { statuses } = await call('status.list', {})
      if (statuses.length === 0) io.stdout('No status messages. Mark a sent message in the app’s History.\n')
      for (const s of statuses) {
        const where = `${s.webhookLabel ?? `webhook ${s.webhookId} (not saved)`}, message ${s.messageId}`
        io.stdout(`${s.name}  ${where}  updated ${s.updatedAt ?? 'never'}\n`)
      }
      return EXIT.ok
    })
  }
  if (verb !== 'update' || !name || positionals.length !== 3) throw usageError(USAGE)
  const passphrase = io.env.HERALD_PASSPHRASE
  if (!passphrase) throw usageError('status update needs HERALD_PASSPHRASE to open the vault.')
  const message = await readMessage(source, io)
  const recordHistory = values['no-history'] !== true
  return withDataServices(io, { passphrase, recordHistory }, async (call) => {
    // A name that is not there is a mistake in the command line (exit 2), not a failure.
    const { statuses } = await call('status.list', {})
    const wanted = name.trim().toLowerCase()
    if (!statuses.some((s) => s.name.toLowerCase() === wanted)) {
      const known = statuses.map((s) => `"${s.name}"`).join(', ')
      throw usageError(
        `No status message is named "${name.trim()}". ${known ? `There are: ${known}.` : 'Mark a sent message in the app’s History first.'}`,
      )
    }
    const result = await call('status.update', { name, message })
    if (result.outcome !== 'gone') {
      io.stdout(`${JSON.stringify(result, null, 2)}\n`)
      return EXIT.ok
    }
    if (!values['repost-if-gone']) {
      // Exit 3 like any refusal from Discord: it answered 404 with code 10008 (Unknown Message).
      throw new RpcError({
        kind: 'discord',
        message: `${result.message} Run again with --repost-if-gone to do that.`,
        status: 404,
        code: 10008,
        issues: [],
      })
    }
    const { status } = await call('status.repost', { name, message })
    io.stderr(
      `herald: the old message was gone; posted a new one (${status.messageId}) as "${status.name}"\n`,
    )
    io.stdout(`${JSON.stringify({ outcome: 'reposted', messageId: status.messageId }, null, 2)}\n`)
    return EXIT.ok
  })
}
