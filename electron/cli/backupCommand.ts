import { readFile, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { backupContents } from '@shared/backup/contentsText'
import { choicesFor } from '@shared/backup/plan'
import type { Choice } from '@shared/backup/plan'
import type { BackupConflicts } from '@shared/rpc/areas/backup'
import type { Said } from '@shared/rpc/errors'
import { RpcError, rpcError, said } from '@shared/rpc/errors'
import { isDeviceFailure, notWrittenBecause } from '@services/stores/writeFailure'
import type { Command } from './commandType'
import { withDataServices } from './dataServices'
import { usageError } from './io'
import { EXIT } from './output'
import { parse } from './cliArgs'
import { sayer, withParts } from './say'

// `herald backup [--out file]` and `herald restore <file> [--on-conflict keep|replace|both]`: Herald's
// own backup of the data folder, without secrets; restore never overwrites without --on-conflict.

export const backupCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(() =>
    parseArgs({ args: argv, allowPositionals: true, strict: true, options: { out: { type: 'string' } } }),
  )
  if (positionals.length > 0) {
    const line = 'herald backup [--out file]'
    throw usageError(said('cli.usageLine', `Usage: ${line}`, { line }))
  }
  const say = await sayer(io.env)
  return withDataServices(io, undefined, async (call) => {
    const made = await call('backup.create', {})
    const { out } = values
    if (out) await writeBackup(out, made.text)
    else io.stdout(made.text)
    const what = backupContents(made.contents)
    const done = out
      ? said('cli.backup.doneTo', `backed up ${what.message} to ${out}`, { contents: what.message, out })
      : said('cli.backup.done', `backed up ${what.message}`, { contents: what.message })
    io.stderr(`herald: ${say(withParts(done, { contents: what }))}\n`)
    const count = made.filesLeftOut
    if (count > 0) {
      const left = said(
        'cli.backup.filesLeftOut',
        count === 1 ? '1 attached file is not in backups' : `${count} attached files are not in backups`,
        { count },
      )
      io.stderr(`herald: ${say(left)}\n`)
    }
    return EXIT.ok
  })
}

/** A path that cannot take the file is the user's to fix (exit 2); a full or failing disk is not (exit 1). */
async function writeBackup(out: string, text: string): Promise<void> {
  try {
    await writeFile(out, text, { mode: 0o600 })
  } catch (error) {
    const reason = notWrittenBecause(error)
    const why = reason.message
    const sentence = withParts(
      said('cli.backup.cannotWrite', `Cannot write the backup to ${out}: ${why}.`, { out, why }),
      { why: reason },
    )
    throw isDeviceFailure(error) ? rpcError('internal', sentence) : usageError(sentence)
  }
}

function conflictLines(conflicts: BackupConflicts): Said[] {
  const lines = [
    ...conflicts.drafts.map(({ id, name }) =>
      said('cli.backup.draftExists', `draft ${id} "${name}" exists`, { id, name }),
    ),
    ...conflicts.templates.map(({ id, name }) =>
      said('cli.backup.templateExists', `template ${id} "${name}" exists`, { id, name }),
    ),
    ...conflicts.webhooks.map(({ id, label }) =>
      said('cli.backup.webhookExists', `webhook ${id} "${label}" is in the library`, { id, label }),
    ),
  ]
  const count = conflicts.history.length
  if (count > 0)
    lines.push(
      said(
        'cli.backup.historyExists',
        count === 1 ? '1 history entry exists' : `${count} history entries exist`,
        { count },
      ),
    )
  if (conflicts.settings) lines.push(said('cli.backup.settingsDiffer', 'the settings differ'))
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
  if (!file || positionals.length > 1) {
    const line = 'herald restore <file> [--on-conflict keep|replace|both]'
    throw usageError(said('cli.usageLine', `Usage: ${line}`, { line }))
  }
  const answer = values['on-conflict']
  if (answer !== undefined && !answers.includes(answer as Choice)) {
    throw usageError(
      said('cli.backup.onConflict', `--on-conflict takes keep, replace or both, not "${answer}".`, {
        answer,
      }),
    )
  }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    throw usageError(said('cli.cannotRead', `Cannot read ${file}.`, { source: file }))
  }
  const say = await sayer(io.env)
  return withDataServices(io, undefined, async (call) => {
    const { conflicts } = await call('backup.inspect', { text })
    const lines = conflictLines(conflicts)
    if (lines.length > 0 && answer === undefined) {
      throw new RpcError({
        kind: 'invalidInput',
        ...said(
          'cli.backup.collides',
          'The backup collides with what is here; nothing was restored. Choose with --on-conflict keep|replace|both.',
        ),
        issues: lines.map((line) => ({ path: 'conflict', ...line })),
      })
    }
    const summary = await call('backup.restore', { text, choices: choicesFor((answer ?? 'keep') as Choice) })
    const count = summary.awaitingUrl
    if (count > 0) {
      const waiting = said(
        'cli.backup.awaitingUrl',
        count === 1
          ? '1 restored webhook waits for the URL to be pasted again in the app (Webhooks); nothing is sent before'
          : `${count} restored webhooks wait for the URL to be pasted again in the app (Webhooks); nothing is sent before`,
        { count },
      )
      io.stderr(`herald: ${say(waiting)}\n`)
    }
    io.stdout(`${JSON.stringify(summary, null, 2)}\n`)
    return EXIT.ok
  })
}
