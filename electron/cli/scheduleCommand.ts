import { parseArgs } from 'node:util'
import { REPEAT_LABELS } from '@shared/schedules/occurrences'
import type { Schedule } from '@shared/schedules/schedule'
import { RpcError } from '@shared/rpc/errors'
import type { Command } from './commandType'
import { withDataServices } from './dataServices'
import type { CliIo } from './io'
import { usageError } from './io'
import { EXIT } from './output'
import { json, parse } from './cliArgs'
import { historyOption } from './historyOption'

// `herald schedule run` and `herald schedule list`: the app's scheduled sends, on the same data folder.

/** One line a person reads: when, how often, what, and whether it waits for a decision. */
function describe(schedule: Schedule): string {
  const when = schedule.nextAt ?? 'nothing left to send'
  const state = schedule.state === 'missed' ? ` MISSED (${schedule.missedCount})` : ''
  return `${schedule.id}  ${when}  ${REPEAT_LABELS[schedule.repeat]}  ${schedule.name}${state}\n`
}

/**
 * Sends every due occurrence once and exits (for cron or a small server). Missed ones (due more than a
 * couple of minutes ago) are listed and sent only with --send-missed. Needs HERALD_PASSPHRASE.
 */
const run = async (argv: string[], io: CliIo): Promise<number> => {
  const { values } = parse(() =>
    parseArgs({
      args: argv,
      strict: true,
      options: { 'send-missed': { type: 'boolean' }, ...historyOption },
    }),
  )
  const passphrase = io.env.HERALD_PASSPHRASE
  if (!passphrase) throw usageError('herald schedule run needs HERALD_PASSPHRASE to open the vault.')
  const recordHistory = values['no-history'] !== true
  return withDataServices(io, { passphrase, recordHistory }, async (call) => {
    const vault = await call('vault.status', {})
    if (vault.state !== 'unlocked') {
      throw new RpcError({ kind: 'vaultLocked', message: 'HERALD_PASSPHRASE did not open the vault.' })
    }
    const result = await call('schedules.runDue', { sendMissed: values['send-missed'] ?? false })
    for (const missed of result.missed) {
      io.stderr(`herald: missed, not sent (use --send-missed or the app): ${describe(missed)}`)
    }
    io.stdout(json(result))
    const failed = result.ran.some((r) =>
      r.run.results.some((t) => t.messages.some((m) => m.status !== 'sent')),
    )
    return failed ? EXIT.discord : EXIT.ok
  })
}

const list = async (argv: string[], io: CliIo): Promise<number> => {
  const { values } = parse(() =>
    parseArgs({ args: argv, strict: true, options: { json: { type: 'boolean' } } }),
  )
  return withDataServices(io, undefined, async (call) => {
    const { schedules } = await call('schedules.list', {})
    if (values.json) io.stdout(json(schedules))
    else if (schedules.length === 0) io.stdout('No scheduled sends.\n')
    else for (const schedule of schedules) io.stdout(describe(schedule))
    return EXIT.ok
  })
}

export const scheduleCommand: Command = async (argv, io) => {
  const [sub, ...rest] = argv
  if (sub === 'run') return run(rest, io)
  if (sub === 'list') return list(rest, io)
  throw usageError('Use: herald schedule run [--send-missed] [--no-history] | herald schedule list [--json]')
}
