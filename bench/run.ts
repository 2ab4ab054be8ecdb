/**
 * `npm run bench`: Herald's performance figures, printed as one JSON document on stdout.
 * - measure: the editor's counters on a message at every limit (runs on every keystroke).
 * - validate: the full check before a send.
 * - send: messages per second through the real engine to the emulator over loopback (roomy limits).
 * - upload: an 8 MiB multipart upload streamed from disk.
 * - preview: the message preview in Chromium, 200 edits of the largest message (bench/preview.ts).
 * - composerTyping: 200 keystrokes in the composer, served by the browser host (bench/composerTyping.ts).
 * Figures, not pass/fail: compare runs on the same machine.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measure, validateMessage } from '../shared/discord'
import { DiscordClient } from '../electron/services/discord'
import { startEmulator } from '../test/emulator'
import { largestValidMessage } from './fixtures'
import { benchComposerTyping } from './composerTyping'
import { benchPreview } from './preview'
import { summarise, time } from './stats'

async function main() {
  const message = largestValidMessage()
  const results: Record<string, unknown> = {
    node: process.version,
    cpus: os.cpus().length,
    measure: await time(2000, () => measure(message)),
    validate: await time(500, () => validateMessage(message)),
  }

  // Limits far above what the run sends: the emulator still reports them in headers, and the engine
  // honours headers, so a realistic 5-per-2-s bucket would measure Discord's pacing, not Herald.
  const roomy = { limit: 1_000_000, windowMs: 1000 }
  const emulator = await startEmulator({
    seed: 'demo',
    rateModel: { webhook: roomy, channel: roomy, global: roomy, bot: roomy },
  })
  try {
    const client = new DiscordClient({
      apiBase: emulator.apiBase,
      authBase: emulator.authBase,
      version: 'bench',
    })
    const hook = emulator.demo.webhooks.general
    const ref = { webhookId: hook.id, token: hook.token }

    const count = 200
    const latencies: number[] = []
    const started = performance.now()
    for (let i = 0; i < count; i++) {
      const t = performance.now()
      await client.webhooks.execute(ref, { body: { content: `Message ${i}` }, wait: true })
      latencies.push(performance.now() - t)
    }
    const seconds = (performance.now() - started) / 1000
    results.send = { messages: count, perSecond: Math.round(count / seconds), latency: summarise(latencies) }

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-'))
    const file = path.join(dir, 'banner.png')
    fs.writeFileSync(file, Buffer.alloc(8 * 1024 * 1024, 7))
    const upload = await time(3, () =>
      client.webhooks.execute(ref, { body: { content: 'upload' }, files: [{ path: file }], wait: true }),
    )
    results.upload = {
      bytes: 8 * 1024 * 1024,
      ...upload,
      mibPerSecond: Math.round((8 / upload.p50Ms) * 1000),
    }
    fs.rmSync(dir, { recursive: true, force: true })
  } finally {
    await emulator.close()
  }
  results.preview = await benchPreview()
  results.composerTyping = await benchComposerTyping()
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
}

await main()
