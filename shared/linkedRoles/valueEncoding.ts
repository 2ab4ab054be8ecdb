import { METADATA_VALUE_MAX } from '../discord/limits'
import type { RecordKind } from './recordTypes'

// A user's value as Discord stores it: always a string of at most 100 characters (service-interface
// "User role connection"). Booleans go as "1"/"0" because Discord evaluates "true" as false
// (discord-wire §13.1, issue #5755); datetimes as ISO 8601.

export type Encoded = { ok: true; value: string } | { ok: false; message: string }

const INTEGER = /^-?\d+$/
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** What the form control holds: the number's text, a date (YYYY-MM-DD) or the switch. */
export function encodeValue(kind: RecordKind, input: string | boolean): Encoded {
  if (kind === 'boolean') return { ok: true, value: input === true || input === '1' ? '1' : '0' }
  const text = String(input).trim()
  if (text === '') return { ok: false, message: 'Enter a value, or leave the record out.' }
  if (kind === 'integer') {
    if (!INTEGER.test(text)) return { ok: false, message: 'Enter a whole number, such as 42 or -3.' }
    return fits(text)
  }
  const time = DATE_ONLY.test(text) ? Date.parse(`${text}T00:00:00Z`) : Date.parse(text)
  if (Number.isNaN(time)) return { ok: false, message: 'Enter a date, such as 2024-05-31.' }
  return fits(new Date(time).toISOString())
}

function fits(value: string): Encoded {
  if ([...value].length > METADATA_VALUE_MAX) {
    return { ok: false, message: `The value may have at most ${METADATA_VALUE_MAX} characters.` }
  }
  return { ok: true, value }
}

/** A stored value back into what the form control shows. */
export function decodeValue(kind: RecordKind, stored: string | undefined): string | boolean {
  if (kind === 'boolean') return stored === '1'
  if (stored === undefined) return ''
  if (kind === 'datetime') {
    const time = Date.parse(stored)
    return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10)
  }
  return stored
}
