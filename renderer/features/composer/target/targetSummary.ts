import type { Destination } from './destination'

/** Where a single target sends, in a few words for the collapsed section: the webhook and its channel. */
export function describeTarget(destination: Destination): string {
  if (destination.kind === 'none') return 'Not chosen yet'
  const located = destination.located
  if (located) return `${located.webhook.label} in #${located.channelName}`
  return destination.kind === 'saved' ? 'A webhook no longer in the library' : 'A pasted webhook URL'
}

/** The same with where in the channel it lands: a new forum post's name or an existing thread. */
export function targetSummary(
  where: string,
  thread: { threadId: string | undefined; threadName: string },
  firstWords: (text: string, max: number) => string,
): string {
  const name = thread.threadName.trim()
  if (name) return `${where} · new post “${firstWords(name, 40)}”`
  return thread.threadId ? `${where} · in a thread` : where
}
