import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startEmulator } from '../test/emulator'
import { buildCli } from './cliBuild'
const run = promisify(execFile)
const cli = await buildCli()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-loaded-'))
const emulator = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
const small = path.join(dir, 'small.json')
fs.writeFileSync(small, JSON.stringify({ content: 'bench' }))
const hook = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module'
register('data:text/javascript,' + encodeURIComponent(
  "export async function resolve(s, c, next) { const r = await next(s, c);" +
  " if (!r.url.startsWith('node:')) process.stderr.write('loaded ' + r.url + '\\\\n'); return r }"))
`)}`
const env = { ...process.env, HERALD_API_BASE: emulator.apiBase, HERALD_AUTH_BASE: emulator.authBase, HERALD_DATA_DIR: path.join(dir, 'd'), HERALD_WEBHOOK_URL: emulator.demo.webhooks.general.url }
const r = await run(process.execPath, ['--import', hook, cli.entry, 'send', small, ...process.argv.slice(2)], { env })
let total = 0
for (const line of r.stderr.split('\n').filter((l) => l.startsWith('loaded '))) {
  const url = line.slice(7)
  const size = url.startsWith('file:') ? fs.statSync(new URL(url)).size : 0
  total += size
  console.log(String(size).padStart(8), url.replace(/.*\//, ''))
}
console.log(total)
await emulator.close(); cli.remove(); fs.rmSync(dir, { recursive: true, force: true })
