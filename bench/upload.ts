/**
 * upload: three 8 MiB files in one multipart send, Herald against curl posting the very same bytes.
 * - emulator: the whole send (webhook execute with wait=true) to the emulator over loopback, Herald's
 *   Discord client against curl.
 * - clientOnly: the client side alone, to a server in another process that only drains the body and
 *   answers 200 (so the emulator's parsing is not in the figure): Herald's transport with its multipart
 *   body against curl. Memory: the peak growth of this process's RSS during Herald's uploads (here
 *   only: with the emulator in this process its buffers would count).
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { DiscordClient } from '@services/discord'
import { multipartBody } from '@services/discord/multipart'
import { nodeTransport } from '@services/discord/transport'
import type { RequestBody } from '@services/discord/transport'
import { startEmulator } from '../test/emulator'
import type { BenchOptions } from './options'
import { summarise } from './stats'

const MIB = 1024 * 1024
const run = promisify(execFile)

export async function benchUpload(options: BenchOptions) {
  const runs = options.quick ? 2 : 5
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-upload-'))
  const files = [0, 1, 2].map((i) => {
    const file = path.join(dir, `part${i}.bin`)
    fs.writeFileSync(file, Buffer.alloc(8 * MIB, i + 1))
    return { path: file, size: 8 * MIB }
  })
  const body = multipartBody(
    { content: 'upload', attachments: files.map((_, i) => ({ id: i, filename: `part${i}.bin` })) },
    files.map((source, i) => ({
      index: i,
      filename: `part${i}.bin`,
      contentType: 'application/octet-stream',
      source,
    })),
  )
  const bodyFile = path.join(dir, 'body.bin')
  writeBodyFile(body, bodyFile)
  try {
    return {
      target: 'at least 0.8 × curl throughput; memory growth under 32 MiB',
      bytes: body.length,
      reference: 'curl --data-binary @body (the same bytes)',
      emulator: await againstEmulator(runs, files, body, bodyFile),
      clientOnly: await againstDrain(runs, body, bodyFile),
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function againstEmulator(runs: number, files: { path: string }[], body: RequestBody, bodyFile: string) {
  const emulator = await startEmulator({ seed: 'demo', rateModel: { enabled: false } })
  try {
    const client = new DiscordClient({
      apiBase: emulator.apiBase,
      authBase: emulator.authBase,
      version: 'bench',
    })
    const { id, token } = emulator.demo.webhooks.general
    const herald = await sample(runs, () =>
      client.webhooks.execute({ webhookId: id, token }, { body: { content: 'upload' }, files, wait: true }),
    )
    const url = `${emulator.apiBase}/webhooks/${id}/${token}?wait=true`
    const curl = await sample(runs, () => curlPost(url, body, bodyFile))
    // No memory figure here: the emulator runs in this process and holds every body it parses.
    return compare(body.length, herald.times, curl.times)
  } finally {
    await emulator.close()
  }
}

async function againstDrain(runs: number, body: RequestBody, bodyFile: string) {
  const server = spawn(process.execPath, ['-e', DRAIN_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const port = await new Promise<string>((resolve) =>
      server.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
    )
    const url = new URL(`http://127.0.0.1:${port}/upload`)
    const herald = await sample(runs, () =>
      nodeTransport({ method: 'POST', url, headers: {}, body, idleTimeoutMs: 30_000 }),
    )
    const curl = await sample(runs, () => curlPost(url.href, body, bodyFile))
    return compare(body.length, herald.times, curl.times, herald.rssGrowth)
  } finally {
    server.kill()
  }
}

// Another process, so that draining does not compete with the client for this event loop.
const DRAIN_SERVER = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.end('{}')) })
  .listen(0, '127.0.0.1', function () { console.log(this.address().port) })`

async function curlPost(url: string, body: RequestBody, bodyFile: string) {
  await run('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-X',
    'POST',
    '-H',
    `content-type: ${body.contentType}`,
    '-H',
    'expect:',
    '--data-binary',
    `@${bodyFile}`,
    url,
  ])
}

/** Times runs of fn, and the peak growth of this process's RSS while they ran. */
async function sample(runs: number, fn: () => Promise<unknown>) {
  const times: number[] = []
  const before = process.memoryUsage().rss
  let peak = before
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2)
  try {
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      await fn()
      times.push(performance.now() - start)
    }
  } finally {
    clearInterval(watch)
  }
  return { times, rssGrowth: (peak - before) / MIB }
}

function compare(bytes: number, herald: number[], curl: number[], rssGrowthMiB?: number) {
  const h = summarise(herald)
  const c = summarise(curl)
  const mibPerSecond = (ms: number) => Math.round((bytes / MIB / (ms / 1000)) * 10) / 10
  return {
    herald: {
      ...h,
      mibPerSecond: mibPerSecond(h.p50Ms),
      ...(rssGrowthMiB === undefined ? {} : { rssGrowthMiB: Math.round(rssGrowthMiB * 10) / 10 }),
    },
    curl: { ...c, mibPerSecond: mibPerSecond(c.p50Ms) },
    throughputVsCurl: Math.round((c.p50Ms / h.p50Ms) * 100) / 100,
  }
}

/** The multipart body Herald sends, written to a file for curl's --data-binary. */
function writeBodyFile(body: RequestBody, file: string) {
  const fd = fs.openSync(file, 'w')
  try {
    for (const piece of body.pieces())
      fs.writeSync(fd, Buffer.isBuffer(piece) ? piece : fs.readFileSync(piece.path))
  } finally {
    fs.closeSync(fd)
  }
}
