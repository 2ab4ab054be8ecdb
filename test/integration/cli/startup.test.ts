import { writeFileSync } from 'node:fs'
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

async function loaded(args: string[]): Promise<string[]> {
  const run = await runNode(['--import', hook, cli.entry, ...args])
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
})
