import { useT } from '@renderer/i18n/store'

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
  const t = useT()
  const name = threadName.trim()
  let text: string
  if (threadId) text = t('composer.target.line.existing', { id: threadId })
  else if (name) text = t('composer.target.line.newPost', { name })
  else if (isForum) text = t('composer.target.line.needsName')
  else text = t('composer.target.line.channel')
  return <p className="target-card__thread">{t('composer.target.line.thread', { text })}</p>
}
