import { parseArgs } from 'node:util'
import type { Schedule } from '@shared/schedules/schedule'
import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'
import type { Command } from './commandType'
import { withDataServices } from './dataServices'
import type { CliIo } from './io'
import { needsPassphrase, usageError } from './io'
import { EXIT } from './output'
import { json, parse } from './cliArgs'
import { historyOption } from './historyOption'
import type { Say } from './say'
import { sayer } from './say'

// `herald schedule run` and `herald schedule list`: the app's scheduled sends, on the same data folder.

/** How often, as the composer's schedule dialog says it. */
const REPEATS: Record<Schedule['repeat'], Said> = {
  none: said('composer.schedule.repeat.none', 'Does not repeat'),
  daily: said('composer.schedule.repeat.daily', 'Every day'),
  weekdays: said('composer.schedule.repeat.weekdays', 'Every weekday (Mon–Fri)'),
  weekly: said('composer.schedule.repeat.weekly', 'Every week'),
  monthly: said('composer.schedule.repeat.monthly', 'Every month'),
}

/** One line a person reads: when, how often, what, and whether it waits for a decision. */
function describe(schedule: Schedule, say: Say): string {
  const when = schedule.nextAt ?? say(said('cli.schedule.nothingLeft', 'nothing left to send'))
  const count = schedule.missedCount
  const state =
    schedule.state === 'missed' ? ` ${say(said('cli.schedule.missed', `MISSED (${count})`, { count }))}` : ''
  return `${schedule.id}  ${when}  ${say(REPEATS[schedule.repeat])}  ${schedule.name}${state}\n`
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
  if (!passphrase) throw usageError(needsPassphrase('herald schedule run'))
  const say = await sayer(io.env)
  const recordHistory = values['no-history'] !== true
  return withDataServices(io, { passphrase, recordHistory }, async (call) => {
    const vault = await call('vault.status', {})
    if (vault.state !== 'unlocked') {
      throw new RpcError({
        kind: 'vaultLocked',
        ...said('cli.passphraseWrong', 'HERALD_PASSPHRASE did not open the vault.'),
      })
    }
    const result = await call('schedules.runDue', { sendMissed: values['send-missed'] ?? false })
    for (const missed of result.missed) {
      const schedule = describe(missed, say).trimEnd()
      const sentence = said(
        'cli.schedule.missedNotSent',
        `missed, not sent (use --send-missed or the app): ${schedule}`,
        {
          schedule,
        },
      )
      io.stderr(`herald: ${say(sentence)}\n`)
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
  const say = await sayer(io.env)
  return withDataServices(io, undefined, async (call) => {
    const { schedules } = await call('schedules.list', {})
    if (values.json) io.stdout(json(schedules))
    else if (schedules.length === 0) io.stdout(`${say(said('cli.schedule.none', 'No scheduled sends.'))}\n`)
    else for (const schedule of schedules) io.stdout(describe(schedule, say))
    return EXIT.ok
  })
}

export const scheduleCommand: Command = async (argv, io) => {
  const [sub, ...rest] = argv
  if (sub === 'run') return run(rest, io)
  if (sub === 'list') return list(rest, io)
  const line = 'herald schedule run [--send-missed] [--no-history] | herald schedule list [--json]'
  throw usageError(said('cli.usageLine', `Usage: ${line}`, { line }))
}
