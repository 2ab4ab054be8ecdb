import type { DraftMessage } from '@shared/drafts/draft'
import type { Formats, Translate } from '@shared/i18n'
import { targetPath } from '../target/targetIds'
import type { TargetView } from '../target/useTargetViews'
import type { DraftProblem } from './draftProblems'
import { messageName } from './messageName'

/**
 * With several targets, what stops Send at a target (removed, revoked, a forum post without a name) is
 * listed once per target, named by its place in the list and its channel, and links to its card or
 * thread. A thread set inside a message's own JSON would be ignored, so it is refused, not dropped.
 */
export function targetProblems(
  views: readonly TargetView[],
  messages: readonly Pick<DraftMessage, 'name' | 'data'>[],
  t: Translate,
  formats: Formats,
): DraftProblem[] {
  const list: DraftProblem[] = []
  views.forEach((view, at) => {
    if (view.readiness.ok) return
    const located = view.destination.kind === 'none' ? undefined : view.destination.located
    const { reason } = view.readiness
    const number = at + 1
    list.push({
      key: `target:${at}`,
      text: located
        ? t('composer.send.problems.targetNamed', {
            number,
            webhook: located.webhook.label,
            channel: located.channelName,
            reason,
          })
        : t('composer.send.problems.target', { number, reason }),
      path: targetPath(at, view.readiness.path ?? 'webhook'),
      messageIndex: 0,
    })
  })
  messages.forEach((message, index) => {
    const keys = ['thread_name', 'applied_tags'].filter((key) => message.data[key] !== undefined)
    const [first] = keys
    if (!first) return
    // The keys are the body's own (JSON), quoted as they are in every language.
    const named = formats.list(keys.map((key) => `“${key}”`))
    list.push({
      key: `${index}:thread`,
      text: t('composer.send.problems.threadInJson', { label: messageName(message, index, t), keys: named }),
      path: first,
      messageIndex: index,
    })
  })
  return list
}
