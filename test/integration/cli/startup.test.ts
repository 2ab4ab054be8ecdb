import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliHarness, runNode } from './cliProcess'

const cli = cliHarness('herald-cli-startup-')

// A module hook that names on standard error every module the CLI loads (Node's own excepted).
const hook = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module'
register('data:text/javascript,' + encodeURIComponent(
  "export async function resolve(s, c, next) { const r = await next(s, c);" +
  " if (!r.url.startsWith('node:')) process.stderr.write('loaded ' + r.url + '\\\\n'); return r }"))
`)}`

async function loaded(args: string[], env?: Record<string, string>): Promise<string[]> {
  const run = await runNode(['--import', hook, cli.entry, ...args], env && { env })
  return run.stderr
    .split('\n')
    .filter((line) => line.startsWith('loaded '))
    .map((line) => line.slice('loaded '.length))
}

describe('herald starts lazily', () => {
  it('prints help and its version without loading a command, zod or the services', async () => {
    for (const args of [['--help'], ['--version']]) {
      const modules = await loaded(args)
      expect(modules.some((url) => url.endsWith('/herald.js'))).toBe(true)
      expect(modules.filter((url) => /zod|commands|services|discord/.test(url))).toEqual([])
    }
  })

  it('validates offline without loading the other commands or the services', async () => {
    const file = path.join(cli.dir, 'message.json')
    writeFileSync(file, JSON.stringify({ content: 'hello' }))
    const modules = await loaded(['validate', file])
    expect(modules.some((url) => url.includes('/validateCommand'))).toBe(true)
    expect(modules.filter((url) => /\/(commands|services)-/.test(url))).toEqual([])
  })

  // What no plain send needs: other commands, the app's composition, the vault and stores (conf, ajv),
  // the whole RPC contract, the importers; History's code only when the send is recorded.
  const notForSend =
    /\/(applicationCommands|templateCommand|interopCommands|backupCommand|statusCommand|scheduleCommand|dataServices|savedSecrets|compose|contract|createLibrary|interop|discohookSend)-|\/node_modules\/(conf|ajv|atomically)\//

  it('sends without loading the other commands, the stores or the whole contract', async () => {
    const file = path.join(cli.dir, 'message.json')
    writeFileSync(file, JSON.stringify({ content: 'hello' }))
    const webhook = cli.emu.demo.webhooks.general
    const env = { ...cli.env(), HERALD_WEBHOOK_URL: webhook.url }
    const modules = await loaded(['send', file, '--no-history'], env)
    expect(modules.some((url) => url.includes('/messageCommands-'))).toBe(true)
    expect(modules.filter((url) => notForSend.test(url))).toEqual([])
    expect(cli.emu.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
  })

  it('sends in an English or unset locale without loading the translator or a catalogue', async () => {
    const file = path.join(cli.dir, 'message.json')
    writeFileSync(file, JSON.stringify({ content: 'hello' }))
    const env = { ...cli.env(), HERALD_WEBHOOK_URL: cli.emu.demo.webhooks.general.url }
    const translator = /\/(de|en|en-XA|fr|es|pt-BR|ru|ar|translate)-[\w-]+\.js$/
    for (const locale of [{}, { LANG: 'en_GB.UTF-8' }] as Record<string, string>[]) {
      const modules = await loaded(['send', file, '--no-history'], { ...env, ...locale })
      expect(modules.filter((url) => translator.test(url))).toEqual([])
    }
    // The same run in German does load them: the check above can fail.
    const german = await loaded(['send', file, '--no-history'], { ...env, LANG: 'de_DE.UTF-8' })
    expect(german.filter((url) => translator.test(url)).length).toBeGreaterThan(0)
  })

  it("loads History's code when a send is recorded, and still no other command nor the library", async () => {
    const file = path.join(cli.dir, 'message.json')
    writeFileSync(file, JSON.stringify({ content: 'recorded' }))
    const env = { ...cli.env(), HERALD_WEBHOOK_URL: cli.emu.demo.webhooks.general.url }
    const modules = await loaded(['send', file], env)
    expect(modules.some((url) => url.includes('/historyRecording-'))).toBe(true)
    expect(cli.emu.control.journal({ route: 'executeWebhook' })).toHaveLength(1)
    // Recording needs History's store, the settings and the webhook store: not the vault or the library.
    expect(
      modules.filter((url) =>
        /\/(applicationCommands|templateCommand|interopCommands|contract|createLibrary|secretVault)-/.test(
          url,
        ),
      ),
    ).toEqual([])
  })

  it("bundles conf without ajv and semver, which Herald's stores never ask it for", () => {
    const dir = path.dirname(cli.entry)
    const bundled = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    expect(bundled.some((code) => code.includes('node_modules/conf/'))).toBe(true)
    expect(bundled.filter((code) => /node_modules\/(ajv|ajv-formats|semver)\//.test(code))).toEqual([])
  })
})
