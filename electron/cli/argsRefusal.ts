import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'

/**
 * Node's parseArgs refusal as a sentence in the terminal's language, naming the option or argument. The
 * error carries only a code and Node's English text, so the name is read from that text; a form this
 * does not know (a later Node's wording) is said with Node's own words quoted, as a JSON parser's are.
 */
export function argsRefusal(error: unknown): Said {
  const code = (error as { code?: unknown } | undefined)?.code
  const text = error instanceof Error ? error.message : String(error)
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return unknownOption(text) ?? nodeWords(text)
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return invalidValue(text) ?? nodeWords(text)
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return unexpectedArgument(text) ?? nodeWords(text)
    default:
      return nodeWords(text)
  }
}

function unknownOption(text: string): Said | undefined {
  const match = /^Unknown option '(.+?)'(\.|$)/s.exec(text)
  if (!match) return undefined
  const option = match[1]!
  // Node adds how to pass a value that starts with "-" when the command takes arguments.
  if (match[2] === '.')
    return said(
      'cli2.args.unknownOptionOrArgument',
      `Unknown option "${option}". To give an argument that starts with "-", put it at the end after "--" (-- ${option}).`,
      { option },
    )
  return said('cli2.args.unknownOption', `Unknown option "${option}".`, { option })
}

function invalidValue(text: string): Said | undefined {
  // "Option '-o, --out <value>' argument missing": the long name is the one the help page gives.
  const option = /^Option '(?:-[^-\s], )?(--?[^\s']+)/.exec(text)?.[1]
  if (!option) return undefined
  if (/does not take an argument/.test(text))
    return said('cli2.args.takesNoValue', `${option} takes no value.`, { option })
  if (/argument is ambiguous/.test(text))
    return said(
      'cli2.args.valueLooksLikeOption',
      `${option} needs a value, and what follows it starts with "-". For a value that starts with "-", write ${option}=-value.`,
      { option },
    )
  if (/argument missing/.test(text))
    return said('cli2.args.missingValue', `${option} needs a value.`, { option })
  return undefined
}

function unexpectedArgument(text: string): Said | undefined {
  const argument = /^Unexpected argument '(.*)'\. /s.exec(text)?.[1]
  if (argument === undefined) return undefined
  return said(
    'cli2.args.unexpectedArgument',
    `Unexpected argument "${argument}": this command takes only options.`,
    { argument },
  )
}

function nodeWords(reason: string): Said {
  return said('cli2.args.invalid', `The command line is not valid (${reason}).`, { reason })
}
