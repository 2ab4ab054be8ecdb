/** The thread part of a card: an existing thread, a new forum post's name, or the channel itself. */
export function ThreadLine({
  threadId,
  threadName,
  isForum,
}: {
  threadId: string | undefined
  threadName: string
  isForum: boolean
}) {
  const name = threadName.trim()
  let text: string
  if (threadId) text = `Into the existing thread ${threadId}`
  else if (name) text = `New post “${name}”`
  else if (isForum) text = 'New post: it needs a thread name'
  else text = 'In the channel itself (no thread)'
  return <p className="target-card__thread">Thread: {text}</p>
}
