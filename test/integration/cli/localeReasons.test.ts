import { describe, expect, it } from 'vitest'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 25, fourth round: what the CLI still said in English — Node's option-parsing errors, the
// template command's refusals, the reasons services give inside the CLI's sentences — in the terminal's
// language (LANG), English when unset.
const cli = cliHarness('herald-cli-reasons-')

const GERMAN = { LANG: 'de_DE.UTF-8' }

function herald(args: string[], extra: Record<string, string> = {}): Promise<Run> {
  return runNode([cli.entry, ...args], { env: { ...cli.env(), ...extra } })
}

describe('Node’s option-parsing errors in the terminal’s language', () => {
  it('names an unknown option in German and in English', async () => {
    const german = await herald(['templates', 'list', '--frobnicate'], GERMAN)
    expect(german.code).toBe(2)
    expect(german.stderr).toBe(
      'herald: Unbekannte Option „--frobnicate“. Ein Argument, das mit „-“ beginnt, gehört ans Ende nach „--“ (-- --frobnicate). Siehe herald --help.\n',
    )
    const english = await herald(['schedule', 'list', '--frobnicate'])
    expect(english.code).toBe(2)
    expect(english.stderr).toBe('herald: Unknown option "--frobnicate". See herald --help.\n')
  })

  it('names an option given without its value, and a switch given one', async () => {
    const missing = await herald(['backup', '--out'], GERMAN)
    expect(missing.code).toBe(2)
    expect(missing.stderr).toBe('herald: --out braucht einen Wert. Siehe herald --help.\n')
    const english = await herald(['backup', '--out'])
    expect(english.stderr).toBe('herald: --out needs a value. See herald --help.\n')
    const switchValue = await herald(['schedule', 'list', '--json=yes'], GERMAN)
    expect(switchValue.code).toBe(2)
    expect(switchValue.stderr).toBe('herald: --json nimmt keinen Wert. Siehe herald --help.\n')
  })
})
