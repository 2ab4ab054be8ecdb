import { randomUUID } from 'node:crypto'
import type { Signal } from './commands'
import { commands } from './commands'
import { USAGE } from './help'
import type { CliIo } from './io'
import { usageError } from './io'
import { EXIT, printError, terminalSafe } from './output'
import type { CliServices } from './services'
import { createCliServices, heraldVersion } from './services'

export type Running = { exitCode: Promise<number>; interrupt(): Promise<void> }

/**
 * Runs one command line. `interrupt` (Ctrl+C) cancels the running send: before the whole request has
 * gone out that is a clean cancel; after, the outcome is reported as unknown.
 */
export function run(argv: string[], terminal: CliIo): Running {
  const io = terminalSafe(terminal)
  const signal: Signal = { operationId: `cli-${randomUUID()}` }
  let services: CliServices | undefined
  const lazyServices = () => (services ??= createCliServices(io))
  const exitCode = (async () => {
    const [name, ...rest] = argv
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.stdout(USAGE)
      return name === undefined ? EXIT.invalid : EXIT.ok
    }
    if (name === '--version' || name === '-v') {
      io.stdout(`${heraldVersion()}\n`)
      return EXIT.ok
    }
    try {
      const command = commands[name]
      if (!command) throw usageError(`Unknown command "${name}".`)
      if (rest.includes('--help') || rest.includes('-h')) {
        io.stdout(USAGE)
        return EXIT.ok
      }
      return await command(rest, io, lazyServices, signal)
    } catch (error) {
      return printError(error, io)
    }
  })()
  return {
    exitCode,
    interrupt: async () => {
      if (services) await services.handlers['send.cancel']({ operationId: signal.operationId })
    },
  }
}
