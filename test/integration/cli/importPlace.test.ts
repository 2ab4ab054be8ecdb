import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliHarness, runNode } from './cliProcess'

// Issue 25, fourth round: where in an imported file a problem is ("Release › message 2") is said in the
// terminal's language by `herald import`, run as a user runs it.

const cli = cliHarness('herald-cli-import-place-')

const BACKUP = {
  version: 8,
  backups: [
    {
      name: 'Release',
      messages: [
        { data: { content: 'First' } },
        { data: { content: 'Second' }, reference: '1000000000000000003' },
      ],
      targets: [],
    },
  ],
}

async function importIn(lang: string | undefined) {
  const source = path.join(cli.dir, 'release.json')
  writeFileSync(source, JSON.stringify(BACKUP))
  return runNode([cli.entry, 'import', source], { env: { ...cli.env(), ...(lang ? { LANG: lang } : {}) } })
}

describe('herald import names the draft’s message in the terminal’s language', () => {
  it('in German', async () => {
    const run = await importIn('de_DE.UTF-8')
    expect(run.code).toBe(0)
    // The words around it are the CLI's own (their translation is another part's).
    expect(run.stderr).toMatch(/^herald: .+: Release › Nachricht 2: /m)
    expect(run.stderr).not.toContain('Release › message 2')
  })

  it('in English, as before, when no locale is set', async () => {
    const run = await importIn(undefined)
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('herald: warning: Release › message 2: ')
  })
})
