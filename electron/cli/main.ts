import { randomUUID } from 'node:crypto'
import type { Signal } from './commandType'
import { findCommand } from './commandLoader'
import { EXIT } from './exitCodes'
import { USAGE, commandUsage, mayTranslate } from './help'
import type { Translate } from '@shared/i18n'
import type * as helpText from './helpText'
import type { CliIo } from './io'
import { terminalSafe } from './terminalSafe'
import type { CliServices } from './services'
import { heraldVersion } from './version'

export type Running = { exitCode: Promise<number>; interrupt(): Promise<void> }

type HelpText = typeof helpText

/** Help text in the terminal's language: the translator and the page's pieces load only here. */
async function translated(page: (t: Translate, module: HelpText) => string): Promise<string> {
  const [{ cliTranslator }, module] = await Promise.all([import('./locale'), import('./helpText')])
  return page(await cliTranslator(), module)
}

/**
 * Runs one command line. `interrupt` (Ctrl+C) cancels the running send: before the whole request has
 * gone out that is a clean cancel; after, the outcome is reported as unknown. Commands, services and
 * error printing are imported only when needed: help and the version print at bare Node's speed.
 */
export function run(argv: string[], terminal: CliIo): Running {
  const io = terminalSafe(terminal)
  const signal: Signal = { operationId: `cli-${randomUUID()}` }
  let services: CliServices | undefined
  const exitCode = (async () => {
    const [name, ...rest] = argv
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.stdout(mayTranslate(process.env) ? await translated((t, m) => m.translatedUsage(t)) : USAGE)
      return name === undefined ? EXIT.invalid : EXIT.ok
    }
    if (name === '--version' || name === '-v') {
      io.stdout(`${heraldVersion()}\n`)
      return EXIT.ok
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout(
        mayTranslate(process.env)
          ? await translated((t, m) => m.translatedCommandUsage(name, t))
          : (commandUsage(name) ?? USAGE),
      )
      return EXIT.ok
    }
    try {
      const entry = findCommand(name)
      if (!entry) {
        // The catalogue's message carries its own "See herald --help", in the terminal's language.
        const t = await (await import('./locale')).cliTranslator()
        const { RpcError } = await import('@shared/rpc/errors')
        throw new RpcError({ kind: 'invalidInput', message: t('cli.unknownCommand', { name }), issues: [] })
      }
      // The services' code is read beside the command's, not after it.
      const [command, create] = await Promise.all([
        entry.load(),
        entry.services ? import('./services').then((m) => m.createCliServices) : undefined,
      ])
      const lazyServices = () => {
        if (!create) throw new Error(`herald ${name} is declared without the CLI services (commandLoader.ts)`)
        return (services ??= create(io))
      }
      return await command(rest, io, lazyServices, signal)
    } catch (error) {
      const t = await (await import('./locale')).cliTranslator()
      return (await import('./output')).printError(error, io, t)
    }
  })()
  return {
    exitCode,
    interrupt: async () => {
      if (services) await services.handlers['send.cancel']({ operationId: signal.operationId })
    },
  }
}
