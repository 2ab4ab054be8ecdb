import { readFile } from 'node:fs/promises'
import { RpcError } from '@shared/rpc/errors'

/** The terminal as the commands see it; tests pass their own. */
export type CliIo = {
  stdout(text: string): void
  stderr(text: string): void
  /** With `maxBytes`, rejects with a RangeError as soon as more arrive (and stops reading). */
  readStdin(maxBytes?: number): Promise<string>
  env: Record<string, string | undefined>
}

/** Reads message JSON from a file, or from standard input for "-". */
export async function readMessage(source: string | undefined, io: CliIo): Promise<unknown> {
  if (!source) throw usageError('Give the message JSON file (or - for standard input).')
  let text: string
  try {
    text = source === '-' ? await io.readStdin() : await readFile(source, 'utf8')
  } catch {
    throw usageError(`Cannot read ${source}.`)
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const why = error instanceof Error ? error.message : 'parse error'
    throw new RpcError({
      kind: 'invalidInput',
      message: `${source === '-' ? 'Standard input' : source} is not valid JSON (${why}).`,
      issues: [],
    })
  }
}

export function usageError(message: string): RpcError {
  return new RpcError({ kind: 'invalidInput', message: `${message} See herald --help.`, issues: [] })
}
