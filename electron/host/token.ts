import { randomBytes, timingSafeEqual } from 'node:crypto'

/** The header every /rpc and /events request carries. */
export const TOKEN_HEADER = 'x-herald-token'

/** A fresh secret per launch: 32 random bytes, base64url (43 characters, safe in a URL fragment). */
export function createToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Compares in constant time so the token cannot be guessed byte by byte from response timings. */
export function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
