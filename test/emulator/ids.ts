// Snowflakes, tokens and Discord-style timestamps.
import { createHash, randomBytes } from 'node:crypto'

/** Discord epoch: 2015-01-01T00:00:00Z. */
export const DISCORD_EPOCH = 1420070400000n

/** Milliseconds since the Unix epoch encoded in a snowflake. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH)
}

/**
 * Makes snowflakes from a clock. When the clock stands still (tests), the 12-bit increment keeps ids
 * unique; after 4096 ids in one millisecond it borrows the next millisecond, so the embedded time and the
 * message timestamp stay equal by construction (timestamps are derived from ids).
 */
export function createSnowflakes(now: () => number): () => string {
  let lastMs = 0n
  let increment = 0n
  return () => {
    let ms = BigInt(Math.floor(now())) - DISCORD_EPOCH
    if (ms < lastMs) ms = lastMs
    if (ms === lastMs) {
      increment += 1n
      if (increment > 4095n) {
        ms += 1n
        increment = 0n
      }
    } else {
      increment = 0n
    }
    lastMs = ms
    return ((ms << 22n) | (1n << 17n) | (1n << 12n) | increment).toString()
  }
}

/** A snowflake for a fixed time and index, for deterministic seeds. */
export function fixedSnowflake(ms: number, index: number): string {
  return (((BigInt(ms) - DISCORD_EPOCH) << 22n) | BigInt(index & 4095)).toString()
}

/** `2017-07-11T17:27:07.299000+00:00`: microseconds and an explicit offset, as Discord serialises. */
export function discordTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/Z$/, '000+00:00')
}

/** A 68-character webhook token of [A-Za-z0-9_-], like real ones. */
export function webhookToken(): string {
  return randomBytes(51).toString('base64url')
}

/** A random opaque secret of the given length from [A-Za-z0-9]. */
export function secret(length: number): string {
  return randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, 'x')
}

/** Deterministic bytes from a label, for a demo seed whose credentials never change. */
export function derived(label: string, length: number, alphabet: 'base64url' | 'alnum'): string {
  let out = ''
  for (let i = 0; out.length < length; i++) {
    const chunk = createHash('sha256').update(`herald-emulator:${label}:${i}`).digest('base64url')
    out += alphabet === 'alnum' ? chunk.replace(/[^A-Za-z0-9]/g, '') : chunk
  }
  return out.slice(0, length)
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** Length in Unicode code points, the unit Discord counts in. */
export function codePoints(text: string): number {
  let n = 0
  for (const _ of text) n++
  return n
}

/** Discord's boolean query strings: True/true/1 and False/false/0. */
export function queryBool(value: string | null): boolean | undefined {
  if (value === null) return undefined
  if (value === 'True' || value === 'true' || value === '1') return true
  if (value === 'False' || value === 'false' || value === '0') return false
  return undefined
}

export const SNOWFLAKE = /^(0|[1-9][0-9]{0,19})$/
