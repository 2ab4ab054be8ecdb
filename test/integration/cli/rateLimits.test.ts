import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliHarness, runNode } from './cliProcess'

// `herald send` in a loop (cron, CI, a shell script) against a webhook bucket of 3 per 8 s (long enough
// that starting a process does not outlast it): each process starts where the previous one left the
// bucket, so the fourth waits instead of getting a 429.
const cli = cliHarness('herald-cli-limits-')

describe('herald send in a loop', () => {
  it('keeps the bucket between runs in the data folder and never meets a 429', async () => {
    const hook = cli.emu.demo.webhooks.general
    const webhook = `${cli.emu.apiBase}/webhooks/${hook.id}/${hook.token}`
    const file = path.join(cli.dir, 'loop.json')
    await cli.emu.control.setRateModel({ webhook: { limit: 3, windowMs: 8000 } })
    const stderr: string[] = []
    for (let i = 0; i < 4; i++) {
      writeFileSync(file, JSON.stringify({ content: `loop ${i}` }))
      const run = await runNode([cli.entry, 'send', file, '--webhook', webhook], {
        env: {
          PATH: process.env.PATH ?? '',
          HERALD_API_BASE: cli.emu.apiBase,
          HERALD_AUTH_BASE: cli.emu.authBase,
          HERALD_DATA_DIR: cli.dir,
        },
      })
      expect(run.code, run.stderr).toBe(0)
      stderr.push(run.stderr)
    }
    const executes = cli.emu.control.journal().filter((entry) => entry.route === 'executeWebhook')
    // 200: each send is recorded in the data folder's History, so Discord is asked for the message.
    expect(executes.map((entry) => entry.status)).toEqual(Array(4).fill(200))
    expect(executes.map((entry) => (entry.body as { content: string }).content)).toEqual(
      Array.from({ length: 4 }, (_, i) => `loop ${i}`),
    )
    expect(stderr[3]).toContain('the webhook used up its requests for now')
    expect(existsSync(path.join(cli.dir, 'rate-limits.json'))).toBe(true)
  })
})
