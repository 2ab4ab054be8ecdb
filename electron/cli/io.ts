import { readFile } from 'node:fs/promises'
import type { Said } from '@shared/rpc/errors'
import { RpcError, said } from '@shared/rpc/errors'

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
  if (!source)
    throw usageError(said('cli.giveMessageFile', 'Give the message JSON file (or - for standard input).'))
  let text: string
  try {
    text = source === '-' ? await io.readStdin() : await readFile(source, 'utf8')
  } catch {
    throw usageError(said('cli.cannotRead', `Cannot read ${source}.`, { source }))
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const why = error instanceof Error ? error.message : 'parse error'
    // JSON.parse's own reason stays as Node words it.
    const sentence =
      source === '-'
        ? said('cli.stdinNotJson', `Standard input is not valid JSON (${why}).`, { why })
        : said('cli.fileNotJson', `${source} is not valid JSON (${why}).`, { source, why })
    throw new RpcError({ kind: 'invalidInput', ...sentence, issues: [] })
  }
}

/** A command (or flag) that opens the vault without HERALD_PASSPHRASE. */
export function needsPassphrase(command: string): Said {
  return said('cli.needsPassphrase', `${command} needs HERALD_PASSPHRASE to open the vault.`, { command })
}

/** A mistake in the command line; a sentence with a phrase is said in the terminal's language. */
export function usageError(sentence: string | Said): RpcError {
  const { message, phrase } =
    typeof sentence === 'string' ? { message: sentence, phrase: undefined } : sentence
  return new RpcError({
    kind: 'invalidInput',
    message: `${message} See herald --help.`,
    phrase: phrase && { id: 'cli.seeHelp', parts: { sentence: phrase } },
    issues: [],
  })
}
