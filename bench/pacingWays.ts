/**
 * The four ways the pacing benchmark sends N messages to one webhook, one after the other, each waiting
 * for Discord's answer (wait=true) before the next.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REST } from '@discordjs/rest'
import { DiscordClient } from '@services/discord'
import type { Emulator } from '../test/emulator'

export type Way = (emulator: Emulator, count: number, cli: string) => Promise<void>

const hookOf = (emulator: Emulator) => emulator.demo.webhooks.general
const content = (i: number) => `Message ${i}`

/** Herald's Discord client, as the send engine uses it: paced by the headers, one rate-limit state. */
export const engine: Way = async (emulator, count) => {
  const client = new DiscordClient({
    apiBase: emulator.apiBase,
    authBase: emulator.authBase,
    version: 'bench',
  })
  const { id, token } = hookOf(emulator)
  for (let i = 0; i < count; i++) {
    await client.webhooks.execute({ webhookId: id, token }, { body: { content: content(i) }, wait: true })
  }
}

/** `herald send - --wait` once per message, as a shell loop or cron job runs it. */
export const cliLoop: Way = async (emulator, count, cli) => {
  const { id, token } = hookOf(emulator)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-data-'))
  const env = {
    PATH: process.env.PATH ?? '',
    HERALD_API_BASE: emulator.apiBase,
    HERALD_AUTH_BASE: emulator.authBase,
    HERALD_DATA_DIR: dataDir,
  }
  try {
    for (let i = 0; i < count; i++) {
      const args = [cli, 'send', '-', '--wait', '--webhook', `${emulator.apiBase}/webhooks/${id}/${token}`]
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'ignore', 'ignore'] })
        child.on('error', reject)
        child.on('close', resolve)
        child.stdin.end(JSON.stringify({ content: content(i) }))
      })
      if (code !== 0) throw new Error(`herald send exited with ${code} at message ${i}`)
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** @discordjs/rest 2.6.3 with its defaults (its own bucket handling, 50 ms offset, retries on 429). */
export const discordjsRest: Way = async (emulator, count) => {
  const rest = new REST({ api: emulator.authBase, version: '10' })
  const { id, token } = hookOf(emulator)
  try {
    for (let i = 0; i < count; i++) {
      await rest.post(`/webhooks/${id}/${token}`, {
        body: { content: content(i) },
        query: new URLSearchParams({ wait: 'true' }),
        auth: false,
      })
    }
  } finally {
    rest.clearHashSweeper()
    rest.clearHandlerSweeper()
  }
}

/** Sends at once and waits only when a 429 says so (retry_after), ignoring the bucket headers. */
export const reactive: Way = async (emulator, count) => {
  const { id, token } = hookOf(emulator)
  const url = `${emulator.apiBase}/webhooks/${id}/${token}?wait=true`
  for (let i = 0; i < count; i++) {
    for (;;) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: content(i) }),
      })
      const body = (await response.json()) as { retry_after?: number }
      if (response.status !== 429) break
      await new Promise((resolve) => setTimeout(resolve, (body.retry_after ?? 1) * 1000))
    }
  }
}
