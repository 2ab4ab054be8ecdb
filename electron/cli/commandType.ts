import type { CliIo } from './io'
import type { CliServices } from './services'

/** One command: parses its own arguments, runs, prints its result, returns the exit code. */
export type Command = (
  argv: string[],
  io: CliIo,
  services: () => CliServices,
  signal: Signal,
) => Promise<number>

/** Ctrl+C: the running operation id, so the entry can cancel it. */
export type Signal = { operationId: string }
