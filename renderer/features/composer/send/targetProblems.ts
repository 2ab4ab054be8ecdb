import type { DraftMessage } from '@shared/drafts/draft'
import { targetPath } from '../target/targetIds'
import type { TargetView } from '../target/useTargetViews'
import type { DraftProblem } from './draftProblems'

/**
 * With several targets, what stops Send at a target (removed, revoked, a forum post without a name) is
 * listed once per target, named by its place in the list and its channel, and links to its card or
 * thread. A thread set inside a message's own JSON would be ignored, so it is refused, not dropped.
 */
export function targetProblems(
  views: readonly TargetView[],
  messages: readonly Pick<DraftMessage, 'name' | 'data'>[],
): DraftProblem[] {
  const list: DraftProblem[] = []
  views.forEach((view, at) => {
    if (view.readiness.ok) return
    const located = view.destination.kind === 'none' ? undefined : view.destination.located
    const name = located ? ` (${located.webhook.label}, #${located.channelName})` : ''
    list.push({
      key: `target:${at}`,
      text: `Target ${at + 1}${name}: ${view.readiness.reason}`,
      path: targetPath(at, view.readiness.path ?? 'webhook'),
      messageIndex: 0,
    })
  })
  messages.forEach((message, index) => {
    const keys = ['thread_name', 'applied_tags'].filter((key) => message.data[key] !== undefined)
    const [first] = keys
    if (!first) return
    const label = message.name || `Message ${index + 1}`
    const named = keys.map((key) => `“${key}”`).join(' and ')
    list.push({
      key: `${index}:thread`,
      text: `${label}: with several targets each target has its own thread; remove ${named} from its JSON.`,
      path: first,
      messageIndex: index,
    })
  })
  return list
}
