import { parseArgs } from 'node:util'
import { RpcError, said, withLists } from '@shared/rpc/errors'
import { englishList } from '@shared/i18n/phrase'
import type { Command } from './commandType'
import { withDataServices } from './dataServices'
import { needsPassphrase, readMessage, usageError } from './io'
import { EXIT } from './output'
import { parse } from './cliArgs'
import { historyOption } from './historyOption'
import { sayer, withParts } from './say'

// `herald status list` and `herald status update <name> <message.json|->`: for cron jobs that keep a
// status message up to date. Edits go through the app's status service on the same data folder.

const LINE =
  'herald status list | herald status update <name> <message.json|-> [--repost-if-gone] [--no-history]'

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
  const say = await sayer(io.env)
  if (verb === 'list' && positionals.length === 1) {
    return withDataServices(io, undefined, async (call) => {
      const { statuses } = await call('status.list', {})
      if (statuses.length === 0)
        io.stdout(
          `${say(said('cli.status.none', 'No status messages. Mark a sent message in the app’s History.'))}\n`,
        )
      for (const s of statuses) {
        const { webhookId, messageId } = s
        const webhook =
          s.webhookLabel ?? say(said('cli.status.unsaved', `webhook ${webhookId} (not saved)`, { webhookId }))
        const updated = s.updatedAt
          ? say(said('cli.status.updated', `updated ${s.updatedAt}`, { at: s.updatedAt }))
          : say(said('cli.status.neverUpdated', 'updated never'))
        const where = say(
          said('cli.status.where', `${webhook}, message ${messageId}`, { webhook, messageId }),
        )
        io.stdout(`${s.name}  ${where}  ${updated}\n`)
      }
      return EXIT.ok
    })
  }
  if (verb !== 'update' || !name || positionals.length !== 3)
    throw usageError(said('cli.usageLine', `Usage: ${LINE}`, { line: LINE }))
  const passphrase = io.env.HERALD_PASSPHRASE
  if (!passphrase) throw usageError(needsPassphrase('status update'))
  const message = await readMessage(source, io)
  const recordHistory = values['no-history'] !== true
  return withDataServices(io, { passphrase, recordHistory }, async (call) => {
    // A name that is not there is a mistake in the command line (exit 2), not a failure.
    const { statuses } = await call('status.list', {})
    const wanted = name.trim().toLowerCase()
    if (!statuses.some((s) => s.name.toLowerCase() === wanted)) {
      const names = { items: statuses.map((s) => s.name), quoted: true }
      const known = englishList(names)
      const wantedName = name.trim()
      throw usageError(
        statuses.length > 0
          ? withLists(
              said(
                'cli.status.unknownName',
                `No status message is named "${wantedName}". There are: ${known}.`,
                { name: wantedName, known },
              ),
              { known: names },
            )
          : said(
              'cli.status.unknownNameNone',
              `No status message is named "${wantedName}". Mark a sent message in the app’s History first.`,
              { name: wantedName },
            ),
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
        // The service's sentence stays as it says it; the remedy is the CLI's own.
        ...withParts(
          said('cli.status.repostHint', `${result.message} Run again with --repost-if-gone to do that.`, {
            gone: result.message,
          }),
          { gone: result },
        ),
        status: 404,
        code: 10008,
        issues: [],
      })
    }
    const { status } = await call('status.repost', { name, message })
    const { messageId } = status
    const reposted = said(
      'cli.status.reposted',
      `the old message was gone; posted a new one (${messageId}) as "${status.name}"`,
      { messageId, name: status.name },
    )
    io.stderr(`herald: ${say(reposted)}\n`)
    io.stdout(`${JSON.stringify({ outcome: 'reposted', messageId: status.messageId }, null, 2)}\n`)
    return EXIT.ok
  })
}
