import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { DiscordClientOptions, RateLimitWait, WebhookRef } from '@services/discord'
import { DiscordClient } from '@services/discord'
import type { DemoWebhook, EmulatorOptions } from '../../emulator'
import { startEmulator } from '../../emulator'

export const silentLogger = { debug() {}, info() {}, warn() {}, error() {} }

export type Harness = Awaited<ReturnType<typeof startHarness>>

/** The emulator on a loopback port and a client pointed at it, recording waits and invalid webhooks. */
export async function startHarness(
  options: { emulator?: EmulatorOptions; client?: Partial<DiscordClientOptions>; sharedClock?: boolean } = {},
) {
  // With sharedClock, the emulator and the client read one virtual clock and the client's waits move
  // it forward instantly: realistic windows (2 s, 60 s) cost no real time and cannot flake under load.
  const time = { t: Date.UTC(2026, 0, 1) }
  const clock = {
    now: () => time.t,
    sleep: async (ms: number) => {
      time.t += Math.max(0, ms)
      await Promise.resolve()
    },
  }
  const emu = await startEmulator({
    ...options.emulator,
    ...(options.sharedClock ? { now: clock.now } : {}),
  })
  const waits: RateLimitWait[] = []
  const invalid: { webhookId: string; reason: string }[] = []
  const client = new DiscordClient({
    apiBase: emu.apiBase,
    authBase: emu.authBase,
    version: '9.9.9',
    idleTimeoutMs: 2000,
    retryBaseDelayMs: 10,
    rateLimitOffsetMs: 5,
    logger: silentLogger,
    onRateLimitWait: (w) => waits.push(w),
    onWebhookInvalid: (webhookId, reason) => invalid.push({ webhookId, reason }),
    ...(options.sharedClock ? { clock } : {}),
    ...options.client,
  })
  const ref = (w: DemoWebhook): WebhookRef => ({ webhookId: w.id, token: w.token })
  return { emu, client, waits, invalid, ref, demo: emu.demo, close: () => emu.close() }
}

export const USER_AGENT = 'DiscordBot (https://github.com/herald-app/herald, 9.9.9) Herald'

/** A folder of small files to upload. */
export function fixtureFiles(): {
  dir: string
  png: string
  gif: string
  txt: string
  big: (bytes: number) => string
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'herald-engine-'))
  const file = (name: string, content: Buffer | string) => {
    const p = path.join(dir, name)
    writeFileSync(p, content)
    return p
  }
  // A 1x1 PNG, so the emulator (and Discord) see a real image.
  const png = file(
    'banner.png',
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  )
  const gif = file('dance.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))
  const txt = file('notes.txt', 'Release notes\n')
  return { dir, png, gif, txt, big: (bytes) => file(`big-${bytes}.bin`, Buffer.alloc(bytes, 0x5a)) }
}
