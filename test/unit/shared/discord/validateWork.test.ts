import { afterEach, expect, it, vi } from 'vitest'
import { validateMessage, validateMessageEdit } from '@shared/discord'
import { messageEditFieldsSchema, messageFieldsSchema } from '@shared/discord/message'
import { largestValidMessage } from '../../../../bench/fixtures'

afterEach(() => vi.restoreAllMocks())

/** How many times a test made the schema parse a whole message. */
function countParses(schema: typeof messageFieldsSchema | typeof messageEditFieldsSchema) {
  const parse = vi.spyOn(schema, 'parse')
  const safeParse = vi.spyOn(schema, 'safeParse')
  return () => parse.mock.calls.length + safeParse.mock.calls.length
}

// Issue 23: validateMessage parsed a valid message twice (once for problems, once for the result).
it('parses a valid message once, and returns it with the fields Discord does not take stripped', () => {
  const message = { ...largestValidMessage(), extra: 'dropped' }
  const parses = countParses(messageFieldsSchema)
  const result = validateMessage(message)
  expect(parses()).toBe(1)
  expect(result.ok && 'extra' in result.message).toBe(false)
  expect(result.ok && result.message.embeds?.length).toBe(10)
})

it('parses a valid edit once', () => {
  const parses = countParses(messageEditFieldsSchema)
  const result = validateMessageEdit({ content: 'hello', embeds: null })
  expect(parses()).toBe(1)
  expect(result).toEqual({ ok: true, message: { content: 'hello', embeds: null } })
})
