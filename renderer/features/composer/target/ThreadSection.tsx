import { useState } from 'react'
import { useDraftsStore } from '../../../store/drafts/store'
import { draftActions } from '../../../store/drafts/store'
import type { ChannelLookup } from './channelStore'
import { ExistingThreadField } from './ExistingThreadField'
import { ForumTags } from './ForumTags'
import { ThreadNameField } from './ThreadNameField'

type ThreadSectionProps = { index: number; isForum: boolean; channel: ChannelLookup | undefined }

/**
 * Where in the channel the message lands: a new post (a forum needs its name and maybe tags) or an
 * existing thread, never both; Discord refuses a thread name together with a thread id.
 */
export function ThreadSection({ index, isForum, channel }: ThreadSectionProps) {
  const threadId = useDraftsStore((state) => state.draft?.messages[index]?.threadId)
  const hasName = useDraftsStore((state) => Boolean(state.draft?.messages[index]?.data.thread_name))
  const [mode, setMode] = useState<'new' | 'existing'>(threadId ? 'existing' : 'new')
  // An undo, another draft or a pasted URL's thread_id set the thread: follow the document.
  const [seen, setSeen] = useState(threadId)
  if (seen !== threadId) {
    setSeen(threadId)
    if (threadId) setMode('existing')
  }

  function choose(next: 'new' | 'existing') {
    setMode(next)
    if (next === 'new' && threadId) draftActions.setThreadId(index, undefined)
  }
  const name = `m${index}-thread-mode`
  const known = channel?.phase === 'known' ? channel.channel : undefined
  return (
    <fieldset className="target-thread">
      <legend>Thread</legend>
      <div className="target-thread__modes" role="radiogroup" aria-label="Post as">
        <label className="choice">
          <input type="radio" name={name} checked={mode === 'new'} onChange={() => choose('new')} />
          {isForum ? 'New post' : 'In the channel'}
        </label>
        <label className="choice">
          <input type="radio" name={name} checked={mode === 'existing'} onChange={() => choose('existing')} />
          In an existing thread
        </label>
      </div>
      {mode === 'new' && (isForum || hasName) && <ThreadNameField index={index} isForum={isForum} />}
      {mode === 'new' && known && known.availableTags.length > 0 && (
        <ForumTags index={index} tags={known.availableTags} requireTag={known.requireTag} />
      )}
      {mode === 'existing' && <ExistingThreadField index={index} />}
      {isForum && channel?.phase !== 'known' && (
        <p className="field__hint">
          Discord said this channel is a forum. {channel?.phase === 'unknown' ? channel.reason : ''}
        </p>
      )}
    </fieldset>
  )
}
