import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 13, defect 5: nothing a crafted file holds reaches the terminal as a control character. C0 (but tab
// and newline), DEL, C1 and the bidi overrides and isolates come out as \uXXXX.

const cli = cliHarness('herald-escapes-')
// eslint-disable-next-line no-control-regex -- the characters under test
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

function herald(args: string[]): Promise<Run> {
  return runNode([cli.entry, ...args], {
    env: {
      ...cli.env(),
      HERALD_WEBHOOK_URL: cli.emu.demo.webhooks.general.url,
    },
  })
}

function crafted(name: string, bytes: Buffer | string): string {
  const file = path.join(cli.dir, name)
  writeFileSync(file, bytes)
  return file
}

describe('what the CLI prints is free of control characters', () => {
  it('escapes the raw bytes a broken JSON file echoes into the error', async () => {
    const file = crafted(
      'evil.json',
      Buffer.concat([
        Buffer.from('{"content": \x1b]0;owned\x07\x1b[2J\x7f'),
        Buffer.from('\u009b31m\u202egnp.exe\r', 'utf8'),
      ]),
    )
    const run = await herald(['validate', file])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/not valid JSON/)
    expect(run.stderr).not.toMatch(RAW_CONTROL)
    expect(run.stderr).toContain('\\u001b')
  })

  it('escapes them in a message Discord echoes back, and the JSON still reads as sent', async () => {
    const content = 'left \u202eright\u2066 csi \u009b2J del \u007f'
    const file = crafted('bidi.json', JSON.stringify({ content }))
    const run = await herald(['send', file, '--wait'])
    expect(run.code).toBe(0)
    expect(run.stdout).not.toMatch(RAW_CONTROL)
    expect((JSON.parse(run.stdout) as { content: string }).content).toBe(content)
  })

  it('escapes them in a usage error that repeats an argument', async () => {
    const run = await herald(['\x1b[31mbogus\u202e'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/Unknown command/)
    expect(run.stderr).not.toMatch(RAW_CONTROL)
  })
})
