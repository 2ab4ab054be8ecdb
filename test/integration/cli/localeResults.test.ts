import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 25: the commands' results, refusals and warnings in the terminal's language (LANG), English when
// unset; the lines README documents for scripts ("herald: posted <where>") stay English in every locale.
const cli = cliHarness('herald-cli-results-')

const GERMAN = { LANG: 'de_DE.UTF-8' }
const hook = () => cli.emu.demo.webhooks.general
const webhook = () => `${cli.emu.apiBase}/webhooks/${hook().id}/${hook().token}`

function herald(args: string[], extra: Record<string, string> = {}, dataDir?: string): Promise<Run> {
  return runNode([cli.entry, ...args], {
    env: { ...cli.env(dataDir), HERALD_WEBHOOK_URL: webhook(), ...extra },
  })
}

function messageFile(name: string, message: unknown): string {
  const file = path.join(cli.dir, name)
  writeFileSync(file, JSON.stringify(message))
  return file
}

describe('the commands’ results in the terminal’s language', () => {
  it('says a send without --wait in German, and in English when no locale is set', async () => {
    const file = messageFile('hello.json', { content: 'hallo' })
    const german = await herald(['send', file, '--no-history'], GERMAN)
    expect(german.code, german.stderr).toBe(0)
    expect(german.stderr).toBe(
      'herald: gesendet (ohne --wait gibt Discord keine Nachricht zurück, daher gibt es keinen Link)\n',
    )
    expect(german.stdout).toBe('{\n  "status": 204\n}\n')
    const english = await herald(['send', file, '--no-history'])
    expect(english.stderr).toBe(
      'herald: posted (without --wait Discord returns no message, so there is no link)\n',
    )
  })

  it('keeps the documented "posted" line English and says the warnings in German', async () => {
    const notAFolder = path.join(cli.dir, 'data-is-a-file')
    writeFileSync(notAFolder, 'not a folder')
    const file = messageFile('warned.json', { content: 'trotzdem gesendet' })
    const run = await herald(['send', file, '--wait'], GERMAN, notAFolder)
    expect(run.code, run.stderr).toBe(0)
    const sent = JSON.parse(run.stdout) as { id: string; channel_id: string }
    expect(run.stderr).toContain(`herald: posted message ${sent.id} in channel ${sent.channel_id}\n`)
    expect(run.stderr).toContain('herald: Warnung: Der Stand der Ratenlimits konnte nicht in ')
    expect(run.stderr).toMatch(/herald: Warnung: .* Die Nachricht ist trotzdem auf Discord\.\n/)
  })

  it('refuses a command line in German, with the pointer to the help', async () => {
    const file = messageFile('edit.json', { content: 'neu' })
    const edit = await herald(['edit', file], GERMAN)
    expect(edit.code).toBe(2)
    expect(edit.stderr).toBe('herald: Gib --message <id> an. Siehe herald --help.\n')
    const remove = await herald(['delete', file, '--message', '1'], { LANG: 'ru_RU.UTF-8' })
    expect(remove.stderr).toBe('herald: delete не принимает файл сообщения. См. herald --help.\n')
    const english = await herald(['edit', file])
    expect(english.stderr).toBe('herald: Give --message <id>. See herald --help.\n')
  })

  it('says that a file is not JSON in German', async () => {
    const file = path.join(cli.dir, 'broken.json')
    writeFileSync(file, '{ nope')
    const run = await herald(['send', file], GERMAN)
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(new RegExp(`^herald: ${file} ist kein gültiges JSON \\(.+\\)\\.\\n$`))
  })

  it('lists no schedules or status messages, and asks for the passphrase, in German', async () => {
    const dataDir = path.join(cli.dir, 'empty-data')
    expect((await herald(['schedule', 'list'], GERMAN, dataDir)).stdout).toBe('Keine geplanten Sendungen.\n')
    expect((await herald(['status', 'list'], GERMAN, dataDir)).stdout).toBe(
      'Keine Statusnachrichten. Markiere eine gesendete Nachricht im Verlauf der App.\n',
    )
    const run = await herald(['schedule', 'run'], GERMAN, dataDir)
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(
      'herald: herald schedule run braucht HERALD_PASSPHRASE, um den Tresor zu öffnen. Siehe herald --help.\n',
    )
    expect((await herald(['schedule', 'list'], {}, dataDir)).stdout).toBe('No scheduled sends.\n')
  })

  it('labels validate’s counters in German, Discord’s field names as they are', async () => {
    const file = messageFile('counted.json', { content: 'x'.repeat(2003) })
    const run = await herald(['validate', file], GERMAN)
    expect(run.stdout).toMatch(/^content {27}2003 \/ 2000 {2}3 zu viel\n/)
    expect(run.stdout).toContain('\nThread-Name ')
    expect(run.stdout).toContain('\nAnhänge ')
    const english = await herald(['validate', file])
    expect(english.stdout).toMatch(/^content {27}2003 \/ 2000 {2}over by 3\n/)
    expect(english.stdout).toContain('\nthread name ')
  })

  it('warns about a webhook URL on the command line in German, and sends', async () => {
    const file = messageFile('literal.json', { content: 'hallo' })
    const run = await herald(['send', file, '--no-history', '--webhook', webhook()], GERMAN)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(
      'herald: Warnung: Eine Webhook-URL in der Befehlszeile kann jeder Benutzer dieses Rechners lesen (ps); ',
    )
  })

  it('names a missing secret in German, the secret’s name translated inside the sentence', async () => {
    const run = await herald(['oauth', 'token', '--client-id', '123456789012345678'], GERMAN)
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(
      'herald: Setze HERALD_CLIENT_SECRET (oder HERALD_CLIENT_SECRET_FILE, eine Datei damit) auf: das Client-Secret der Anwendung; es wird nie aus der Befehlszeile genommen. Siehe herald --help.\n',
    )
  })

  it('says what a backup holds in German, with the language’s plurals', async () => {
    const dataDir = path.join(cli.dir, 'backup-data')
    const run = await herald(['backup'], GERMAN, dataDir)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toMatch(/^herald: gesichert: 0 Entwürfe, 0 Vorlagen, .* und die Einstellungen\n$/)
  })
})
