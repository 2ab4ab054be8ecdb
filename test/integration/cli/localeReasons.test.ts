import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { TemplateFiles } from '@services/templates/templateFiles'
import { phraseText } from '@shared/i18n'
import { decodeImport } from '@shared/interop'
import { translatorFor } from '../../support/english'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 25, fourth round: what the CLI still said in English — Node's option-parsing errors, the
// template command's refusals, the reasons services give inside the CLI's sentences — in the terminal's
// language (LANG), English when unset.
const cli = cliHarness('herald-cli-reasons-')

const GERMAN = { LANG: 'de_DE.UTF-8' }

beforeAll(() => {
  new TemplateFiles({ dataDir: cli.dir, recovery: new RecoveryLog() }).write({
    id: 'releasetemplate1',
    name: 'Release notes',
    messages: [{ id: 'm1', data: { content: 'Herald {{version}}' }, files: [] }],
    targets: [],
    placeholders: ['version'],
    createdAt: '2026-01-01T00:00:00.000Z',
  })
})

function file(name: string, value: unknown): string {
  const where = path.join(cli.dir, name)
  writeFileSync(where, JSON.stringify(value))
  return where
}

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

describe('the template command’s refusals in the terminal’s language', () => {
  const webhook = () => cli.emu.demo.webhooks.general.url

  it('says no template has the name, in German and in English', async () => {
    const german = await herald(['send', '--template', 'Nope', '--webhook', webhook()], GERMAN)
    expect(german.code).toBe(2)
    expect(german.stderr).toContain('herald: Keine Vorlage heißt „Nope“. Siehe: herald templates list\n')
    const english = await herald(['send', '--template', 'Nope', '--webhook', webhook()])
    expect(english.stderr).toContain('herald: No template is named "Nope". See: herald templates list\n')
  })

  it('names the values a template takes and the one it does not', async () => {
    const args = ['send', '--template', 'Release notes', '--var', 'colour=red', '--webhook', webhook()]
    const german = await herald(args, GERMAN)
    expect(german.code).toBe(2)
    expect(german.stderr).toContain(
      'herald: „Release notes“ nimmt {{version}}.\n' +
        '  --var colour: Die Vorlage hat kein {{colour}}: „colour“ ist keiner ihrer Werte.\n',
    )
    const english = await herald(args)
    expect(english.stderr).toContain(
      'herald: "Release notes" takes {{version}}.\n' +
        '  --var colour: The template has no {{colour}}: "colour" is not one of its values.\n',
    )
    expect(cli.emu.control.journal()).toEqual([])
  })
})

describe('the linked-roles files’ refusals in the terminal’s language', () => {
  it('says the connection file is not valid and nothing was sent', async () => {
    const args = ['connection', 'put', '--app', cli.emu.demo.application.id, file('c.json', { metadata: 5 })]
    const german = await herald(args, { ...GERMAN, HERALD_ACCESS_TOKEN: 'token' })
    expect(german.code).toBe(2)
    expect(german.stderr).toContain('\nherald: Die Verbindungsdatei ist ungültig; nichts wurde gesendet.\n')
    const english = await herald(args, { HERALD_ACCESS_TOKEN: 'token' })
    expect(english.stderr).toContain('\nherald: The connection file is not valid; nothing was sent.\n')
    expect(cli.emu.control.journal()).toEqual([])
  })
})

describe('an import’s problems in the terminal’s language', () => {
  it('says each problem, its severity and reason, in German', async () => {
    const data = { version: 'd2', messages: [{ data: { content: 'x'.repeat(2001) } }] }
    const source = file('long.json', data)
    const german = await herald(['import', source], GERMAN)
    const english = await herald(['import', source])
    const [problem] = decodeImport(JSON.stringify(data)).problems
    const reason = phraseText(translatorFor('de'), problem?.phrase, '')
    expect(german.stderr).toBe(`herald: Warnung: messages[0].data.content: ${reason}\n`)
    expect(reason).toContain('2001')
    expect(english.stderr).toBe(
      'herald: warning: messages[0].data.content: The message content is 2001 characters long; Discord allows at most 2000.\n',
    )
  })
})

describe('why a file could not be written, in the terminal’s language', () => {
  it('says the backup’s folder does not exist in German, and in English when no locale is set', async () => {
    const out = path.join(cli.dir, 'no-such-folder', 'backup.json')
    const german = await herald(['backup', '--out', out], GERMAN)
    expect(german.code).toBe(2)
    const sentence = translatorFor('de')('cli.backup.cannotWrite', { out, why: 'Der Ordner existiert nicht' })
    expect(german.stderr).toBe(`herald: ${translatorFor('de')('cli.seeHelp', { sentence })}\n`)
    const english = await herald(['backup', '--out', out])
    expect(english.stderr).toBe(
      `herald: Cannot write the backup to ${out}: the folder does not exist. See herald --help.\n`,
    )
  })
})
