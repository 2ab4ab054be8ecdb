import type { Translate } from '@shared/i18n'
import type { Destination } from './destination'

/** Where a single target sends, in a few words for the collapsed section: the webhook and its channel. */
export function describeTarget(destination: Destination, t: Translate): string {
  if (destination.kind === 'none') return t('composer.target.summary.none')
  const located = destination.located
  if (located) {
    return t('composer.target.summary.located', {
      webhook: located.webhook.label,
      channel: located.channelName,
    })
  }
  return t(destination.kind === 'saved' ? 'composer.target.summary.gone' : 'composer.target.summary.pasted')
}

/** The same with where in the channel it lands: a new forum post's name or an existing thread. */
export function targetSummary(
  where: string,
  thread: { threadId: string | undefined; threadName: string },
  firstWords: (text: string, max: number) => string,
  t: Translate,
): string {
  const name = thread.threadName.trim()
  if (name) return t('composer.target.summary.newPost', { where, name: firstWords(name, 40) })
  return thread.threadId ? t('composer.target.summary.inThread', { where }) : where
}
