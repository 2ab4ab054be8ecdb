import { argsRefusal } from './argsRefusal'
import { usageError } from './io'

/** parseArgs, with its errors turned into usage errors (exit 2) in the terminal's language. */
export function parse<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw usageError(argsRefusal(error))
  }
}

export const args = (argv: string[]) => ({ args: argv, allowPositionals: true, strict: true }) as const

/** A value as the commands print it: indented JSON and a newline. */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
