import { useDraftsStore } from '../../../store/drafts/store'

/** The thread part of the card: an existing thread, a new forum post's name, or the channel itself. */
export function ThreadLine({ index, isForum }: { index: number; isForum: boolean }) {
  const threadId = useDraftsStore((state) => state.draft?.messages[index]?.threadId)
  const threadName = useDraftsStore((state) => {
    const name = state.draft?.messages[index]?.data.thread_name
    return typeof name === 'string' ? name.trim() : ''
  })
  let text: string
  if (threadId) text = `Into the existing thread ${threadId}`
  else if (threadName) text = `New post “${threadName}”`
  else if (isForum) text = 'New post: it needs a thread name'
  else text = 'In the channel itself (no thread)'
  return <p className="target-card__thread">Thread: {text}</p>
}
