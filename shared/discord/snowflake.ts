import { z } from 'zod'
import { sentence, zodMessage } from './sentence'

/** 2015-01-01T00:00:00Z, the start of Discord's snowflake clock (discord-wire §15). */
export const DISCORD_EPOCH_MS = 1420070400000

const MAX_SNOWFLAKE = (1n << 64n) - 1n
const DECIMAL = /^(?:0|[1-9][0-9]{0,19})$/

/** Whether the text is a snowflake as Discord serialises it: a decimal string of an unsigned 64-bit id. */
export function isSnowflake(text: unknown): text is string {
  return typeof text === 'string' && DECIMAL.test(text) && BigInt(text) <= MAX_SNOWFLAKE
}

/** The moment a snowflake was made: bits 63–22 are milliseconds since the Discord epoch. */
export function snowflakeToDate(id: string): Date {
  if (!isSnowflake(id)) throw new TypeError(`Not a snowflake: ${JSON.stringify(id)}`)
  return new Date(Number(BigInt(id) >> 22n) + DISCORD_EPOCH_MS)
}

/**
 * The smallest snowflake made at or after the given moment: a lower bound for "messages since".
 * Moments before the Discord epoch give "0".
 */
export function dateToSnowflake(date: Date | number): string {
  const ms = typeof date === 'number' ? date : date.getTime()
  if (!Number.isFinite(ms)) throw new TypeError('Not a valid date')
  const since = Math.max(0, Math.floor(ms) - DISCORD_EPOCH_MS)
  return (BigInt(since) << 22n).toString()
}

/** A snowflake id in a request body: a decimal string (Discord also echoes ids as strings). */
export const snowflakeSchema = z.string().refine(isSnowflake, {
  ...zodMessage(sentence('problem.snowflake', 'Must be a Discord id (a number of up to 20 digits).')),
  params: { code: 'invalid_snowflake' },
})
