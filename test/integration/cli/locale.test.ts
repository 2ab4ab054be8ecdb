import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Run } from './cliProcess'
import { cliHarness, runNode } from './cliProcess'

// Issue 25: the CLI speaks the terminal's language (LC_ALL, LC_MESSAGES, LANG), English when unset.

const cli = cliHarness('herald-cli-locale-')

function herald(args: string[], locale: Record<string, string> = {}): Promise<Run> {
  return runNode([cli.entry, ...args], { env: { ...cli.env(), ...locale } })
}

function messageFile(name: string, message: unknown): string {
  const file = path.join(cli.dir, name)
  writeFileSync(file, JSON.stringify(message))
  return file
}

describe('the CLI in the terminal’s language', () => {
  it('speaks English when no locale variable is set, or one Herald does not have', async () => {
    for (const env of [{}, { LANG: 'C.UTF-8' }, { LANG: 'ja_JP.UTF-8' }] as Record<string, string>[]) {
      const run = await herald(['frobnicate'], env)
      expect(run.code).toBe(2)
      expect(run.stderr).toBe('herald: Unknown command "frobnicate". See herald --help.\n')
    }
  })

  it('speaks German with LANG=de_DE.UTF-8, and LC_ALL wins over LANG', async () => {
    const german = await herald(['frobnicate'], { LANG: 'de_DE.UTF-8' })
    expect(german.code).toBe(2)
    expect(german.stderr).toBe('herald: Unbekannter Befehl „frobnicate“. Siehe herald --help.\n')
    const russian = await herald(['frobnicate'], { LANG: 'de_DE.UTF-8', LC_ALL: 'ru_RU.UTF-8' })
    expect(russian.stderr).toBe('herald: Неизвестная команда «frobnicate». См. herald --help.\n')
  })

  it('prints the help page and a command’s usage in German, command lines and options as they are', async () => {
    const page = await herald(['--help'], { LANG: 'de_DE.UTF-8' })
    expect(page.code).toBe(0)
    expect(page.stdout).toMatch(/^herald: Discord-Webhook-Nachrichten senden, bearbeiten und löschen/)
    expect(page.stdout).toContain('\nVerwendung:\n  herald send <message.json|-> [WEBHOOK] [--wait]')
    expect(page.stdout).toContain('\nExit-Codes:\n  0  Erfolg (validate: die Nachricht ist gültig)\n')
    expect(page.stdout).toContain('  --wait              Warten, bis Discord die Nachricht speichert')
    const send = await herald(['send', '--help'], { LANG: 'de_DE.UTF-8' })
    expect(send.stdout).toMatch(/^Verwendung:\n {2}herald send /)
    expect(send.stdout).toMatch(/\n\nOptionen, Umgebung und Exit-Codes: herald --help\n$/)
  })

  it('prints the help page in English when no locale is set or the locale is English', async () => {
    for (const env of [{}, { LANG: 'en_US.UTF-8' }, { LANG: 'ja_JP.UTF-8' }] as Record<string, string>[]) {
      const page = await herald(['--help'], env)
      expect(page.stdout).toMatch(/^herald: send, edit and delete Discord webhook messages/)
      expect(page.stdout).toContain('\nUsage:\n  herald send ')
    }
  })

  it('counts problems with the language’s plural forms', async () => {
    const one = messageFile('one.json', { content: 'x'.repeat(2001) })
    const two = messageFile('two.json', { content: 'x'.repeat(2001), username: 'u'.repeat(81) })
    expect((await herald(['validate', one])).stdout).toContain('\n1 problem:\n')
    expect((await herald(['validate', two])).stdout).toContain('\n2 problems:\n')
    expect((await herald(['validate', one], { LANG: 'ru_RU.UTF-8' })).stdout).toContain('\n1 проблема:\n')
    expect((await herald(['validate', two], { LANG: 'ru_RU.UTF-8' })).stdout).toContain('\n2 проблемы:\n')
    const valid = messageFile('valid.json', { content: 'hello' })
    const de = await herald(['validate', valid], { LC_MESSAGES: 'de_AT.UTF-8' })
    expect(de.code).toBe(0)
    expect(de.stdout).toContain('Gültig: Discord sollte diese Nachricht annehmen.')
  })

  it('gives each problem’s reason in the language, and in English with --json', async () => {
    const long = messageFile('long.json', { content: 'x'.repeat(2001) })
    const de = await herald(['validate', long], { LANG: 'de_DE.UTF-8' })
    expect(de.stdout).toContain(
      '  content: Der Nachrichteninhalt ist 2001 Zeichen lang; Discord erlaubt höchstens 2000.\n',
    )
    const json = await herald(['validate', '--json', long], { LANG: 'de_DE.UTF-8' })
    expect(json.stdout).toContain('The message content is 2001 characters long; Discord allows at most 2000.')
  })

  it('frames Discord’s refusal in German', async () => {
    const hook = cli.emu.demo.webhooks.general
    const run = await herald(['send', messageFile('hello.json', { content: 'hello' })], {
      LANG: 'de_DE.UTF-8',
      HERALD_WEBHOOK_URL: `${cli.emu.apiBase}/webhooks/${hook.id}/${'W'.repeat(68)}`,
    })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('  Discord antwortete mit HTTP 401, Code 50027.\n')
    // The services' own sentence, too: its phrase in German, not the English message beside it.
    expect(run.stderr).toContain(
      'herald: Das Token dieses Webhooks ist falsch: Es wurde neu erstellt oder die URL wurde unvollständig kopiert.',
    )
  })

  it('says a service’s refusal in English when no locale is set', async () => {
    const hook = cli.emu.demo.webhooks.general
    const run = await herald(['send', messageFile('hello.json', { content: 'hello' })], {
      HERALD_WEBHOOK_URL: `${cli.emu.apiBase}/webhooks/${hook.id}/${'W'.repeat(68)}`,
    })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain("herald: This webhook's token is wrong: it was regenerated")
  })
})
