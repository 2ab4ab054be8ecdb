import { useState } from 'react'
import { useT } from '@renderer/i18n/store'
import type { ChannelLookup } from './channelStore'
import { ExistingThreadField } from './ExistingThreadField'
import { ForumTags } from './ForumTags'
import type { ThreadBinding } from './threadBinding'
import { ThreadNameField } from './ThreadNameField'

type ThreadSectionProps = {
  binding: ThreadBinding
  isForum: boolean
  channel: ChannelLookup | undefined
  /** The group's name when several targets each have one ("Thread for target 2"). */
  legend?: string
}

/**
 * Where in the channel the message lands: a new post (a forum needs its name and maybe tags) or an
 * existing thread, never both; Discord refuses a thread name together with a thread id.
 */
export function ThreadSection({ binding, isForum, channel, legend }: ThreadSectionProps) {
  const t = useT()
  const { threadId } = binding
  const [mode, setMode] = useState<'new' | 'existing'>(threadId ? 'existing' : 'new')
  // An undo, another draft or a pasted URL's thread_id set the thread: follow the document.
  const [seen, setSeen] = useState(threadId)
  if (seen !== threadId) {
    setSeen(threadId)
    if (threadId) setMode('existing')
  }

  function choose(next: 'new' | 'existing') {
    setMode(next)
    if (next === 'new' && threadId) binding.setThreadId(undefined)
  }
  const name = binding.idOf('thread_mode')
  const known = channel?.phase === 'known' ? channel.channel : undefined
  return (
    <fieldset className="target-thread">
      <legend>{legend ?? t('composer.target.thread.legend')}</legend>
      <div className="target-thread__modes" role="radiogroup" aria-label={t('composer.target.thread.postAs')}>
        <label className="choice">
          <input type="radio" name={name} checked={mode === 'new'} onChange={() => choose('new')} />
          {t(isForum ? 'composer.target.thread.newPost' : 'composer.target.thread.inChannel')}
        </label>
        <label className="choice">
          <input type="radio" name={name} checked={mode === 'existing'} onChange={() => choose('existing')} />
          {t('composer.target.thread.existing')}
        </label>
      </div>
      {mode === 'new' && (isForum || binding.threadName !== '') && (
        <ThreadNameField binding={binding} isForum={isForum} />
      )}
      {mode === 'new' && known && known.availableTags.length > 0 && (
        <ForumTags binding={binding} tags={known.availableTags} requireTag={known.requireTag} />
      )}
      {mode === 'existing' && <ExistingThreadField binding={binding} />}
      {isForum && channel?.phase !== 'known' && (
        <p className="field__hint">
          {t('composer.target.thread.forumSaid')} {channel?.phase === 'unknown' ? channel.reason : ''}
        </p>
      )}
    </fieldset>
  )
}
