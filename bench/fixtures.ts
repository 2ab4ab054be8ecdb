/** A message at Discord's limits: 10 embeds whose text adds up to just under the 6000 total. */
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
  return { content: 'c'.repeat(2000), username: 'Herald', embeds, allowed_mentions: { parse: [] } }
}
