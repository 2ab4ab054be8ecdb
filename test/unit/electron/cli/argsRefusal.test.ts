import { parseArgs } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parse } from '@cli/cliArgs'
import { RpcError } from '@shared/rpc/errors'
import { saidText } from '@shared/rpc/saidText'
import { translatorFor } from '../../../support/english'

// Issue 25: Node's own option-parsing errors said in the terminal's language, naming the option, with the
// translated pointer to the help page. Node's real parseArgs makes each error, so a later Node's wording
// shows up here.

const options = {
  out: { type: 'string', short: 'o' },
  wait: { type: 'boolean' },
} as const

function refusal(args: string[], allowPositionals = true): RpcError {
  try {
    parse(() => parseArgs({ args, allowPositionals, strict: true, options }))
  } catch (error) {
    if (error instanceof RpcError) return error
    throw error
  }
  throw new Error(`${args.join(' ')} was accepted`)
}

const german = translatorFor('de')
const english = translatorFor('en')

describe('parseArgs refusals in the terminal’s language', () => {
  it('names an unknown option', () => {
    const error = refusal(['--frobnicate'], false)
    expect(error.kind).toBe('invalidInput')
    expect(error.message).toBe('Unknown option "--frobnicate". See herald --help.')
    expect(saidText(english, error.data)).toBe(error.message)
    expect(saidText(german, error.data)).toBe('Unbekannte Option „--frobnicate“. Siehe herald --help.')
  })

  it('says where an argument starting with "-" goes when the command takes arguments', () => {
    const error = refusal(['-x'])
    expect(error.message).toBe(
      'Unknown option "-x". To give an argument that starts with "-", put it at the end after "--" (-- -x). See herald --help.',
    )
    expect(saidText(english, error.data)).toBe(error.message)
    expect(saidText(german, error.data)).toBe(
      'Unbekannte Option „-x“. Ein Argument, das mit „-“ beginnt, gehört ans Ende nach „--“ (-- -x). Siehe herald --help.',
    )
  })

  it('names an option whose value is missing, by its long name', () => {
    for (const args of [['--out'], ['-o']]) {
      const error = refusal(args)
      expect(error.message).toBe('--out needs a value. See herald --help.')
      expect(saidText(german, error.data)).toBe('--out braucht einen Wert. Siehe herald --help.')
    }
  })

  it('says a value that looks like an option is taken for one', () => {
    const error = refusal(['--out', '--wait'])
    expect(error.message).toBe(
      '--out needs a value, and what follows it starts with "-". For a value that starts with "-", write --out=-value. See herald --help.',
    )
    expect(saidText(german, error.data)).toBe(
      '--out braucht einen Wert, aber was folgt, beginnt mit „-“. Für einen Wert, der mit „-“ beginnt, schreib --out=-Wert. Siehe herald --help.',
    )
  })

  it('says a switch takes no value', () => {
    const error = refusal(['--wait=yes'])
    expect(error.message).toBe('--wait takes no value. See herald --help.')
    expect(saidText(german, error.data)).toBe('--wait nimmt keinen Wert. Siehe herald --help.')
  })

  it('names an argument the command does not take', () => {
    const error = refusal(['extra'], false)
    expect(error.message).toBe(
      'Unexpected argument "extra": this command takes only options. See herald --help.',
    )
    expect(saidText(german, error.data)).toBe(
      'Unerwartetes Argument „extra“: Dieser Befehl nimmt nur Optionen. Siehe herald --help.',
    )
  })

  it('quotes Node’s own words for a refusal it does not know', () => {
    const odd = Object.assign(new TypeError('The "options.out.type" property must be one of …'), {
      code: 'ERR_INVALID_ARG_VALUE',
    })
    let error: unknown
    try {
      parse(() => {
        throw odd
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(RpcError)
    expect(saidText(german, (error as RpcError).data)).toBe(
      'Die Befehlszeile ist ungültig (The "options.out.type" property must be one of …). Siehe herald --help.',
    )
  })
})
