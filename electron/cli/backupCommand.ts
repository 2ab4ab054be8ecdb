import { readFile, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { contentsText, plural } from '@shared/backup/contentsText'
import { choicesFor } from '@shared/backup/plan'
import type { Choice } from '@shared/backup/plan'
import type { BackupConflicts } from '@shared/rpc/areas/backup'
import { RpcError, rpcError } from '@shared/rpc/errors'
import { isDeviceFailure, whyNotWritten } from '@services/stores/writeFailure'
import type { Command } from './commandType'
import { withDataServices } from './dataServices'
import { usageError } from './io'
import { EXIT } from './output'
import { parse } from './cliArgs'

// `herald backup [--out file]` and `herald restore <file> [--on-conflict keep|replace|both]`: Herald's
// own backup of the data folder, without secrets; restore never overwrites without --on-conflict.

export const backupCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(() =>
    parseArgs({ args: argv, allowPositionals: true, strict: true, options: { out: { type: 'string' } } }),
  )
  if (positionals.length > 0) throw usageError('Usage: herald backup [--out file]')
  return withDataServices(io, undefined, async (call) => {
    const made = await call('backup.create', {})
    if (values.out) await writeBackup(values.out, made.text)
    else io.stdout(made.text)
    io.stderr(`herald: backed up ${contentsText(made.contents)}${values.out ? ` to ${values.out}` : ''}\n`)
    if (made.filesLeftOut > 0) {
      io.stderr(
        `herald: ${plural(made.filesLeftOut, 'attached file is', 'attached files are')} not in backups\n`,
      )
    }
    return EXIT.ok
  })
}

/** A path that cannot take the file is the user's to fix (exit 2); a full or failing disk is not (exit 1). */
async function writeBackup(out: string, text: string): Promise<void> {
  try {
    await writeFile(out, text, { mode: 0o600 })
  } catch (error) {
    const message = `Cannot write the backup to ${out}: ${whyNotWritten(error)}.`
    throw isDeviceFailure(error) ? rpcError('internal', message) : usageError(message)
  }
}

function conflictLines(conflicts: BackupConflicts): string[] {
  const lines = [
    ...conflicts.drafts.map((d) => `draft ${d.id} "${d.name}" exists`),
    ...conflicts.templates.map((t) => `template ${t.id} "${t.name}" exists`),
    ...conflicts.webhooks.map((w) => `webhook ${w.id} "${w.label}" is in the library`),
  ]
  if (conflicts.history.length > 0) lines.push(`${conflicts.history.length} history entries exist`)
  if (conflicts.settings) lines.push('the settings differ')
  return lines
}

const answers = ['keep', 'replace', 'both'] as const

export const restoreCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { 'on-conflict': { type: 'string' } },
    }),
  )
  const file = positionals[0]
  if (!file || positionals.length > 1)
    throw usageError('Usage: herald restore <file> [--on-conflict keep|replace|both]')
  const answer = values['on-conflict']
  if (answer !== undefined && !answers.includes(answer as Choice)) {
    throw usageError(`--on-conflict takes keep, replace or both, not "${answer}".`)
  }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    throw usageError(`Cannot read ${file}.`)
  }
  return withDataServices(io, undefined, async (call) => {
    const { conflicts } = await call('backup.inspect', { text })
    const lines = conflictLines(conflicts)
    if (lines.length > 0 && answer === undefined) {
      throw new RpcError({
        kind: 'invalidInput',
        message:
          'The backup collides with what is here; nothing was restored. Choose with --on-conflict keep|replace|both.',
        issues: lines.map((line) => ({ path: 'conflict', message: line })),
      })
    }
    const summary = await call('backup.restore', { text, choices: choicesFor((answer ?? 'keep') as Choice) })
    if (summary.awaitingUrl > 0) {
      const count = plural(summary.awaitingUrl, 'restored webhook waits', 'restored webhooks wait')
      io.stderr(
        `herald: ${count} for the URL to be pasted again in the app (Webhooks); nothing is sent before\n`,
      )
    }
    io.stdout(`${JSON.stringify(summary, null, 2)}\n`)
    return EXIT.ok
  })
}
