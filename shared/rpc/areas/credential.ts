import { z } from 'zod'

/**
 * A pasted bot token or client secret. Both travel in an HTTP header or form field, where a control
 * character, a space or a non-ASCII character cannot go: such a value was once saved and then failed
 * every call as `internal`. Discord's tokens are base64url parts and dots, so printable ASCII without
 * spaces is all a real one holds. The message never repeats the value (it is a secret).
 */
export function credentialSchema(what: string) {
  return z
    .string()
    .trim()
    .min(1, `Paste the ${what}.`)
    .max(200, `A ${what} is at most 200 characters.`)
    .regex(
      /^[\x21-\x7e]+$/,
      `This ${what} holds a space, a control character or a non-ASCII character, which no ${what} has. Copy it again from the Developer Portal.`,
    )
}
