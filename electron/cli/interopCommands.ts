import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { RpcError, said } from '@shared/rpc/errors'
import type { Command } from './commandType'
import { withDataServices } from './dataServices'
import { isLink } from './links'
import type { CliIo } from './io'
import { needsPassphrase, usageError } from './io'
import { sayer } from './say'
import { EXIT } from './output'
import { passphrase as vaultPassphrase } from './secretInput'
import { json, parse } from './cliArgs'

// `herald import` and `herald export`: Discohook-compatible files and links, on the app's drafts.

async function readSource(source: string | undefined, io: CliIo): Promise<string> {
  if (!source)
    throw usageError(said('cli.import.giveSource', 'Give a file, a link, or - for standard input.'))
  if (isLink(source)) return source
  try {
    return source === '-' ? await io.readStdin() : await readFile(source, 'utf8')
  } catch {
    throw usageError(said('cli.cannotRead', `Cannot read ${source}.`, { source }))
  }
}

export const importCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { 'save-webhooks': { type: 'boolean' } },
    }),
  )
  const save = values['save-webhooks'] ?? false
  const passphrase = await vaultPassphrase(io)
  if (save && !passphrase) throw usageError(needsPassphrase('--save-webhooks'))
  const text = await readSource(positionals[0], io)
  const say = await sayer(io.env)
  return withDataServices(io, save ? passphrase : undefined, async (call) => {
    const result = await call('drafts.import', { text })
    // Other tools' files' problems are still English (README, Languages).
    for (const p of result.problems) {
      // Where it is has words of its own when it is a draft's message ("Name › message 2").
      const where = p.pathPhrase ? say({ message: p.pathText, phrase: p.pathPhrase }) : p.pathText
      io.stderr(`herald: ${p.severity}: ${where ? `${where}: ` : ''}${p.message}\n`)
    }
    for (const d of result.dropped) {
      const dropped = said('cli.import.dropped', `dropped: ${d.pathText}: ${d.message}`, {
        path: d.pathText,
        reason: d.message,
      })
      io.stderr(`herald: ${say(dropped)}\n`)
    }
    if (result.drafts.length === 0) {
      throw new RpcError({
        kind: 'invalidInput',
        ...said('cli.import.nothing', 'Nothing could be imported.'),
        issues: [],
      })
    }
    let saved: unknown[] = []
    let failed = 0
    if (result.token && save) {
      const answer = await call('drafts.importWebhooks', {
        token: result.token,
        keys: result.webhooks.map((w) => w.key),
      })
      saved = answer.saved
      failed = answer.failed.length
      for (const f of answer.failed) {
        const notSaved = said('cli.import.notSaved', `webhook ${f.key} not saved: ${f.message}`, {
          key: f.key,
          reason: f.message,
        })
        io.stderr(`herald: ${say(notSaved)}\n`)
      }
    } else if (result.webhooks.length > 0) {
      const count = result.webhooks.length
      const found = said(
        'cli.import.webhooksFound',
        count === 1
          ? '1 webhook URL found, not saved (use --save-webhooks)'
          : `${count} webhook URLs found, not saved (use --save-webhooks)`,
        { count },
      )
      io.stderr(`herald: ${say(found)}\n`)
    }
    const { token: _token, ...shown } = result
    io.stdout(json({ ...shown, savedWebhooks: saved }))
    return failed > 0 ? EXIT.discord : EXIT.ok
  })
}

export const exportCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { share: { type: 'boolean' }, 'include-webhook-urls': { type: 'boolean' } },
    }),
  )
  const wanted = positionals[0]
  if (!wanted || positionals.length > 1)
    throw usageError(said('cli.export.giveDraft', 'Give one draft id or name.'))
  const includeWebhookUrls = values['include-webhook-urls'] ?? false
  const passphrase = await vaultPassphrase(io)
  if (includeWebhookUrls && !passphrase) throw usageError(needsPassphrase('--include-webhook-urls'))
  const say = await sayer(io.env)
  return withDataServices(io, includeWebhookUrls ? passphrase : undefined, async (call) => {
    const { drafts } = await call('drafts.list', {})
    const byId = drafts.filter((d) => d.id === wanted)
    const matches = byId.length > 0 ? byId : drafts.filter((d) => d.name === wanted)
    if (matches.length !== 1) {
      const count = matches.length
      const why =
        count === 0
          ? said('cli.export.noDraft', `No draft has the id or name "${wanted}".`, { name: wanted })
          : said('cli.export.ambiguous', `${count} drafts are named "${wanted}"; give its id.`, {
              count,
              name: wanted,
            })
      throw new RpcError({
        kind: 'invalidInput',
        ...why,
        issues: matches.map((d) => ({ path: d.id, message: d.name })),
      })
    }
    const share = values.share ?? false
    const out = await call('drafts.export', { ids: [matches[0]?.id ?? ''], includeWebhookUrls, share })
    for (const note of out.notes) io.stderr(`herald: ${note}\n`)
    if (includeWebhookUrls)
      io.stderr(
        `herald: ${say(said('cli.export.includesUrls', 'the output includes webhook URLs: anyone holding it can post as the webhook'))}\n`,
      )
    io.stdout(share && out.link ? `${out.link}\n` : out.json)
    return EXIT.ok
  })
}
