import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startEmulator } from '../test/emulator'
import { buildCli } from './cliBuild'
import { fillHistory } from './historyFolder'
const run = promisify(execFile)
const cli = await buildCli()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-prof-'))
const emulator = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
const small = path.join(dir, 'small.json')
fs.writeFileSync(small, JSON.stringify({ content: 'bench' }))
const webhook = emulator.demo.webhooks.general
const full = path.join(dir, 'full')
await fillHistory(full, webhook, 2000)
const env = { ...process.env, HERALD_API_BASE: emulator.apiBase, HERALD_AUTH_BASE: emulator.authBase, HERALD_DATA_DIR: full, HERALD_WEBHOOK_URL: webhook.url }
await run(process.execPath, [cli.entry, 'send', small], { env })
const totals: Record<string, number> = {}
const fns: Record<string, number> = {}
for (let i = 0; i < 10; i++) {
  const profDir = path.join(dir, `prof${i}`)
  await run(process.execPath, ['--cpu-prof', '--cpu-prof-interval', '100', `--cpu-prof-dir=${profDir}`, cli.entry, 'send', small, ...(process.argv[2] ? [process.argv[2]] : [])], { env })
  const prof = JSON.parse(fs.readFileSync(path.join(profDir, fs.readdirSync(profDir)[0]!), 'utf8'))
  const byId = new Map(prof.nodes.map((n: any) => [n.id, n]))
  const dt: number[] = prof.timeDeltas
  prof.samples.forEach((id: number, k: number) => {
    const n: any = byId.get(id)
    const url = (n.callFrame.url || n.callFrame.functionName || '(native)').replace(/.*\//, '')
    totals[url] = (totals[url] ?? 0) + (dt[k] ?? 0) / 1000 / 10
    const f = `${url} ${n.callFrame.functionName}:${n.callFrame.lineNumber}`
    fns[f] = (fns[f] ?? 0) + (dt[k] ?? 0) / 1000 / 10
  })
}
const top = (o: Record<string, number>, k: number) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${v.toFixed(2).padStart(7)} ms ${n}`).join('\n')
console.log(top(totals, 25)); console.log('---'); console.log(top(fns, 40))
await emulator.close(); cli.remove(); fs.rmSync(dir, { recursive: true, force: true })
