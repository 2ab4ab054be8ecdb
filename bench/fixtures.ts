import { measure, validateMessage } from '@shared/discord'
import { EMBEDS_TOTAL_MAX } from '@shared/discord/limits'

/**
 * A message at Discord's limits: 2000 characters of content and 10 embeds of 25 fields each whose text
 * adds up to exactly the 6000 allowed. Checked on every call: a benchmark of "the largest valid message"
 * that Discord would refuse would time the early rejection instead.
 */
export function largestValidMessage(): Record<string, unknown> {
  const embeds = Array.from({ length: 10 }, (_, i) => ({
    title: `Release notes part ${i + 1}`,
    description: 'd'.repeat(300),
    color: 0x5865f2,
    author: { name: 'Herald' },
    footer: { text: 'Posted with Herald' },
    fields: Array.from({ length: 25 }, (_, j) => ({
      name: `F${j}`,
      value: 'v'.repeat(8),
      inline: j % 2 === 0,
    })),
    timestamp: '2026-11-21T12:00:00.000Z',
  }))
  const message = { content: 'c'.repeat(2000), username: 'Herald', embeds, allowed_mentions: { parse: [] } }
  // Shorten the descriptions evenly until the embed text is exactly at the limit.
  let over = measure(message).embeds.total.used - EMBEDS_TOTAL_MAX
  for (let i = 0; over > 0; i = (i + 1) % embeds.length, over--) {
    embeds[i]!.description = embeds[i]!.description.slice(1)
  }
  return assertValid(message, 'largestValidMessage')
}

/** Throws with Discord's reasons when the message would be refused. */
export function assertValid<T>(message: T, name: string): T {
  const result = validateMessage(message)
  if (!result.ok) {
    const reasons = result.problems.slice(0, 3).map((problem) => problem.message)
    throw new Error(`The benchmark fixture ${name} is not a valid message: ${reasons.join(' ')}`)
  }
  return message
}
